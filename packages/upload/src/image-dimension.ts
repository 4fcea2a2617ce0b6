/** Image dimension result: width, height and aspectRatio = height / width with 2 decimals. */
interface ImageDimension {
  width: number;
  height: number;
  aspectRatio: number;
}

export function imageDimension(width: number, height: number): ImageDimension {
  const aspectRatio = width > 0 ? Math.round((height / width) * 100) / 100 : 0;
  return { width, height, aspectRatio };
}

export class ImageLoadError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('image failed to load', options);
    this.name = 'ImageLoadError';
  }
}

/**
 * Loads an image (a Blob, or a URL) and measures its natural size. Rejects with ImageLoadError when the browser
 * cannot decode it, which is also what a file with an image extension but other content gets.
 */
export function measureImage(source: Blob | string): Promise<ImageDimension> {
  const ownUrl = typeof source === 'string' ? null : URL.createObjectURL(source);
  const src = ownUrl ?? (source as string);
  return new Promise<ImageDimension>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(imageDimension(img.naturalWidth, img.naturalHeight));
    img.onerror = (event) => reject(new ImageLoadError({ cause: event }));
    img.src = src;
  }).finally(() => {
    if (ownUrl) URL.revokeObjectURL(ownUrl);
  });
}
