import sharp from 'sharp';
import type { TaskObjectRef } from '../../db';
import type { StorageService } from './service';

/** Widths of the cover copies: a grid card on a phone (1x) and a card or detail poster on a wide or 2x screen. */
export const COVER_WIDTHS = [360, 720] as const;

/** The formats, best first: the browser takes the first it decodes, the original JPEG/PNG stays the fallback. */
export const COVER_FORMATS = [
  { mime: 'image/avif', ext: 'avif' },
  { mime: 'image/webp', ext: 'webp' },
] as const;
export type CoverMime = (typeof COVER_FORMATS)[number]['mime'];

/** One stored copy of a cover. */
export interface CoverVariant extends TaskObjectRef {
  mime: CoverMime;
  width: number;
}

/** `works/u/abc.png` → `works/u/abc-w360.avif`: beside the original, so listing or deleting the folder finds both. */
export function variantKey(key: string, width: number, ext: string): string {
  const dot = key.lastIndexOf('.');
  const stem = dot > key.lastIndexOf('/') ? key.slice(0, dot) : key;
  return `${stem}-w${width}.${ext}`;
}

/** The widths worth making for a picture this wide: never wider than it, one copy at its own width when narrower. */
export function variantWidths(sourceWidth: number): number[] {
  const widths = COVER_WIDTHS.filter((w) => w < sourceWidth);
  return widths.length < COVER_WIDTHS.length && sourceWidth > 0 ? [...widths, sourceWidth] : widths;
}

async function encode(source: Buffer, width: number, mime: CoverMime): Promise<{ body: Buffer; height: number }> {
  const resized = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  // effort 2 keeps AVIF at a few tens of milliseconds per copy; the files stay far smaller than the JPEG.
  const formatted = mime === 'image/avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 });
  const { data, info } = await formatted.toBuffer({ resolveWithObject: true });
  return { body: data, height: info.height };
}

/**
 * Stores AVIF and WebP copies of a cover (a video's poster or an image result) at COVER_WIDTHS next to it, in the
 * same bucket through the same driver, recorded with the same owner so they are signed and deleted like it. All or
 * nothing: on any failure the copies written so far are removed and the error thrown, and the caller keeps the
 * plain cover.
 */
export async function storeCoverVariants(
  storage: StorageService,
  cover: { bucket: string; key: string; ownerUuid: string; body: Buffer },
): Promise<CoverVariant[]> {
  const stored: CoverVariant[] = [];
  try {
    const { width = 0 } = await sharp(cover.body).metadata();
    for (const w of variantWidths(width)) {
      for (const format of COVER_FORMATS) {
        const { body, height } = await encode(cover.body, w, format.mime);
        const key = variantKey(cover.key, w, format.ext);
        await storage.putDerivedImage({
          bucket: cover.bucket,
          key,
          ownerUuid: cover.ownerUuid,
          body,
          ...format,
          width: w,
          height,
        });
        stored.push({ bucket: cover.bucket, key, mime: format.mime, width: w });
      }
    }
    return stored;
  } catch (error) {
    for (const variant of stored) {
      await storage.deleteObject(variant.bucket, variant.key).catch(() => undefined);
    }
    throw error;
  }
}
