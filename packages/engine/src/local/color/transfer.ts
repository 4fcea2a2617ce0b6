import sharp from 'sharp';
import { type LabStats, type LabTransfer, labStats } from './lab';

/** Colour statistics do not need every pixel: a thumbnail this size has the same means and spreads. */
const STATS_SIDE = 256;

interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** Lab statistics of an image file (its colour pixels; transparency is ignored). */
export async function fileLabStats(path: string): Promise<LabStats> {
  const { data } = await sharp(path, { failOn: 'none' })
    .autoOrient()
    .resize(STATS_SIDE, STATS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return labStats(data, 3);
}

/** Lab statistics of raw pixels. */
export async function rawLabStats(image: RawPixels): Promise<LabStats> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels as 1 | 2 | 3 | 4 },
  })
    .resize(STATS_SIDE, STATS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return labStats(data, info.channels);
}

/**
 * Applies a Lab transfer to raw pixels with libvips (the pipeline runs in Lab, so this stays off the event loop
 * and handles 4K images in well under a second). An alpha channel passes through untouched.
 */
export async function applyTransfer(image: RawPixels, t: LabTransfer): Promise<Buffer> {
  const raw = { width: image.width, height: image.height, channels: image.channels as 3 | 4 };
  if (image.channels === 4) {
    const alpha = await sharp(image.data, { raw }).extractChannel(3).raw().toBuffer();
    const rgb = await sharp(image.data, { raw }).removeAlpha().raw().toBuffer();
    const moved = await applyTransfer({ ...image, data: rgb, channels: 3 }, t);
    return sharp(moved, { raw: { ...raw, channels: 3 } })
      .joinChannel(alpha, { raw: { width: image.width, height: image.height, channels: 1 } })
      .raw()
      .toBuffer();
  }
  return sharp(image.data, { raw })
    .pipelineColourspace('lab')
    .linear([...t.gain], [...t.offset])
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}
