import { brandColors, neutrals, statusColors } from '@framewise/ui-kit';

// A generated portrait drawn from the design tokens, for the stories: it loads offline and keeps colour values in
// ui-kit. As an SVG data URL (an avatar the profile already has) or as a PNG file (one the user picks).

function portraitSvg(side: number): string {
  const face = statusColors.warning;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">
<rect width="${side}" height="${side}" fill="${brandColors.domestic.accent}"/>
<circle cx="${side / 2}" cy="${side * 0.4}" r="${side * 0.2}" fill="${face}"/>
<path d="M${side * 0.15} ${side} Q${side / 2} ${side * 0.5} ${side * 0.85} ${side}Z" fill="${neutrals.dark.raised}"/>
</svg>`;
}

export function portraitUrl(side = 200): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(portraitSvg(side))}`;
}

/** The portrait rendered to a PNG file, the way a picked photo arrives. */
export async function portraitPng(side = 480, name = 'portrait.png'): Promise<File> {
  const image = new Image();
  image.src = portraitUrl(side);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('This browser cannot encode PNG from a canvas');
  return new File([blob], name, { type: 'image/png' });
}

/** Hands a file to a hidden file input as if the user had picked it. */
export function pickFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
