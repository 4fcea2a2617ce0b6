import { brandColors, neutrals, statusColors } from '@framewise/ui-kit';

const palettes = [
  [brandColors.domestic.accent, brandColors.overseas.accent, statusColors.warning],
  [brandColors.overseas.accent, statusColors.success, brandColors.domestic.accentHover],
  [statusColors.danger, brandColors.domestic.accent, statusColors.warning],
  [statusColors.success, brandColors.overseas.accentHover, neutrals.dark.text],
] as const;

/**
 * A generated landscape as an SVG data URI, so the stories show pictures offline and at once; `soft` draws the
 * same scene blurred (an upscale's source beside its result). Colours come from the ui-kit tokens.
 */
export function artwork(index = 0, { width = 640, height = 360, soft = false } = {}): string {
  const [sky, glow, sun] = palettes[index % palettes.length] ?? palettes[0];
  const blur = soft ? '<filter id="b"><feGaussianBlur stdDeviation="6"/></filter>' : '';
  const filter = soft ? ' filter="url(#b)"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>${blur}<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<g${filter}><rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * (0.25 + 0.15 * (index % 4))}" cy="${height * 0.42}" r="${height * 0.14}" fill="${sun}"/>
<path d="M0 ${height * 0.7} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height * 0.68} L${width * 0.8} ${height * 0.5} L${width} ${height * 0.66} V${height} H0Z" fill="${neutrals.dark.border}"/>
<path d="M0 ${height * 0.85} L${width * 0.4} ${height * 0.66} L${width * 0.7} ${height * 0.82} L${width} ${height * 0.74} V${height} H0Z" fill="${neutrals.dark.raised}"/></g>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A stored file as a draft refers to it, shown with generated artwork. */
export const storyImage = (index = 0) => ({ key: `upload/u-tools-1/picture-${index}.png`, url: artwork(index) });
