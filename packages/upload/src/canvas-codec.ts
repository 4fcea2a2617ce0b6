import type { DecodedImage, FitOutputType, ImageCodec, PixelSize } from './fit-image';
import { ImageLoadError } from './image-dimension';

type Source = ImageBitmap | HTMLImageElement;

/**
 * Decodes with createImageBitmap (EXIF orientation applied: 'from-image'), else with an <img>, which browsers
 * also draw upright. HEIC decodes wherever the browser itself can show it (Safari); elsewhere decoding fails.
 */
async function decodeSource(file: Blob): Promise<{ source: Source; release(): void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, release: () => bitmap.close() };
    } catch {
      // Some browsers decode more through <img> (HEIC in Safari before createImageBitmap took it).
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, release: () => URL.revokeObjectURL(url) };
  } catch (err) {
    URL.revokeObjectURL(url);
    throw new ImageLoadError({ cause: err });
  }
}

function sizeOf(source: Source): PixelSize {
  return source instanceof HTMLImageElement
    ? { width: source.naturalWidth, height: source.naturalHeight }
    : { width: source.width, height: source.height };
}

function canvas2d(size: PixelSize): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return { canvas, ctx };
}

/**
 * Draws the source at the target size by halving steps: one large drawImage reduction samples too few source
 * pixels and aliases (stairs, moiré), halving keeps every pixel contributing.
 */
function resample(source: Source, from: PixelSize, to: PixelSize): HTMLCanvasElement {
  let current: CanvasImageSource = source;
  let size = from;
  while (size.width / 2 >= to.width && size.height / 2 >= to.height) {
    const half = { width: Math.round(size.width / 2), height: Math.round(size.height / 2) };
    const step = canvas2d(half);
    step.ctx.drawImage(current, 0, 0, half.width, half.height);
    current = step.canvas;
    size = half;
  }
  const out = canvas2d(to);
  out.ctx.drawImage(current, 0, 0, to.width, to.height);
  return out.canvas;
}

function toBlob(canvas: HTMLCanvasElement, type: FitOutputType, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob && blob.type === type ? resolve(blob) : reject(new Error(`canvas cannot write ${type}`))),
      type,
      quality,
    );
  });
}

/** Whether any pixel is translucent, judged on a copy of at most 256 px a side (cheap, and alpha survives). */
function translucent(source: Source, size: PixelSize): boolean {
  const probe = { width: Math.min(size.width, 256), height: Math.min(size.height, 256) };
  const { ctx } = canvas2d(probe);
  ctx.drawImage(source, 0, 0, probe.width, probe.height);
  const { data } = ctx.getImageData(0, 0, probe.width, probe.height);
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 255) < 255) return true;
  return false;
}

/** The browser's canvas as the fitting codec. */
export const canvasCodec: ImageCodec = {
  async decode(file) {
    const { source, release } = await decodeSource(file);
    const size = sizeOf(source);
    const image: DecodedImage = {
      ...size,
      hasAlpha: () => translucent(source, size),
      async encode(to, type, quality) {
        const canvas = resample(source, size, to);
        if (type === 'image/jpeg') {
          // JPEG has no alpha: composite onto white instead of the canvas's black.
          const ctx = canvas.getContext('2d');
          if (ctx) {
            ctx.globalCompositeOperation = 'destination-over';
            ctx.fillStyle = '#fff';
            ctx.fillRect(0, 0, to.width, to.height);
          }
        }
        return toBlob(canvas, type, quality);
      },
      close: release,
    };
    return image;
  },
};
