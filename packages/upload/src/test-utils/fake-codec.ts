import { vi } from 'vitest';
import type { DecodedImage, FitOutputType, ImageCodec, PixelSize } from '../fit-image';
import { measureImage } from '../image-dimension';

/** Bytes per pixel a fake encoding takes: PNG larger than JPEG, lower JPEG quality smaller. */
export function fakeBytes(size: PixelSize, type: FitOutputType, quality = 1): number {
  return Math.round(size.width * size.height * (type === 'image/png' ? 1.5 : 0.5 * quality));
}

/**
 * A codec without a canvas (jsdom has none): decodes through measureImage (stub it with stubImages) or a fixed
 * size, and "encodes" to a blob whose length follows fakeBytes, recording each encoding asked for.
 */
export function fakeCodec(options: { size?: PixelSize; alpha?: boolean; fails?: boolean } = {}) {
  const encodings: Array<{ size: PixelSize; type: FitOutputType; quality: number | undefined }> = [];
  const closed = vi.fn();
  const codec: ImageCodec = {
    async decode(file) {
      if (options.fails) throw new Error('cannot decode');
      const size = options.size ?? (await measureImage(file));
      const image: DecodedImage = {
        width: size.width,
        height: size.height,
        hasAlpha: () => options.alpha ?? false,
        async encode(to, type, quality) {
          encodings.push({ size: to, type, quality });
          return new Blob([new Uint8Array(fakeBytes(to, type, quality))], { type });
        },
        close: closed,
      };
      return image;
    },
  };
  return { codec, encodings, closed };
}
