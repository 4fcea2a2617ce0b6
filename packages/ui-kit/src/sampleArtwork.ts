import { brandColors, neutrals, statusColors } from './tokens';

const palettes = [
  [brandColors.domestic.accent, brandColors.overseas.accent, statusColors.warning],
  [brandColors.overseas.accent, statusColors.success, brandColors.domestic.accentHover],
  [statusColors.danger, brandColors.domestic.accent, statusColors.warning],
  [statusColors.success, brandColors.overseas.accentHover, neutrals.dark.text],
] as const;

/**
 * A generated landscape as an SVG data URI: the catalog's stories need pictures that load offline and
 * instantly. Only the stories use it; it is not part of the package's public surface.
 */
export function sampleArtwork(index = 0, width = 640, height = 400): string {
  const [sky, glow, sun] = palettes[index % palettes.length]!;
  const ground = neutrals.dark.raised;
  const far = neutrals.dark.border;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * (0.25 + 0.15 * (index % 4))}" cy="${height * 0.42}" r="${height * 0.14}" fill="${sun}" opacity="0.9"/>
<path d="M0 ${height * 0.7} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height * 0.68} L${width * 0.8} ${height * 0.5} L${width} ${height * 0.66} V${height} H0Z" fill="${far}"/>
<path d="M0 ${height * 0.85} L${width * 0.4} ${height * 0.66} L${width * 0.7} ${height * 0.82} L${width} ${height * 0.74} V${height} H0Z" fill="${ground}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
