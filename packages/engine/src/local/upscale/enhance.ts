import sharp from 'sharp';

/**
 * Sharpening for the intensity / creativity slider (0 = none, 1 = strong): an unsharp mask whose radius and gain
 * grow with the value, applied to raw pixels.
 */
export async function sharpenRaw(
  image: { data: Buffer; width: number; height: number; channels: 3 | 4 },
  amount: number,
): Promise<Buffer> {
  const a = Math.min(1, Math.max(0, amount));
  if (a === 0) return image.data;
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .sharpen({ sigma: 0.5 + 1.5 * a, m1: 0.5 + a, m2: 1 + 4 * a })
    .raw()
    .toBuffer();
}

/**
 * HDR look: contrast-limited adaptive histogram equalisation over tiles of about an eighth of the image, which
 * lifts shadows and local detail without blowing out the sky like a global curve would.
 */
export async function claheRaw(image: {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}): Promise<Buffer> {
  const tile = (n: number) => Math.max(8, Math.min(65536, Math.round(n / 8)));
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .clahe({ width: tile(image.width), height: tile(image.height), maxSlope: 3 })
    .raw()
    .toBuffer();
}
