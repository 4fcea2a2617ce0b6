import { brandColors, neutrals, statusColors } from '@framewise/ui-kit';

/**
 * A generated landscape drawn from the design tokens, for the stories: it loads offline and keeps colour values
 * in ui-kit. As an SVG data URL, or as a File the crop dialog can take.
 */
function artworkSvg(width = 960, height = 600): string {
  const sky = brandColors.domestic.accent;
  const glow = brandColors.overseas.accent;
  const sun = statusColors.warning;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${width * 0.35}" cy="${height * 0.42}" r="${height * 0.14}" fill="${sun}"/>
<path d="M0 ${height * 0.7} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height * 0.68} L${width * 0.8} ${height * 0.5} L${width} ${height * 0.66} V${height} H0Z" fill="${neutrals.dark.border}"/>
<path d="M0 ${height * 0.85} L${width * 0.4} ${height * 0.66} L${width * 0.7} ${height * 0.82} L${width} ${height * 0.74} V${height} H0Z" fill="${neutrals.dark.raised}"/>
</svg>`;
}

export function artworkUrl(width?: number, height?: number): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(artworkSvg(width, height))}`;
}

export function artworkFile(name = 'landscape.svg'): File {
  return new File([artworkSvg()], name, { type: 'image/svg+xml' });
}

/** The landscape rendered to a PNG file, the way a picked photo arrives (the picker takes PNG, JPEG and WebP). */
export async function artworkPng(name = 'landscape.png', width = 960, height = 600): Promise<File> {
  const image = new Image();
  image.src = artworkUrl(width, height);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('This browser cannot encode PNG from a canvas');
  return new File([blob], name, { type: 'image/png' });
}
