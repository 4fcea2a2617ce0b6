import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EsrganUpscaler } from './esrgan';

/** A smooth gradient: the only way a column can stand out is a tile seam. */
function gradient(width: number, height: number): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      rgb[i] = Math.round(40 + (160 * x) / width);
      rgb[i + 1] = Math.round(30 + (180 * y) / height);
      rgb[i + 2] = 128;
    }
  }
  return rgb;
}

/** Mean absolute error per output column (or row) against a Lanczos upscale of the same input. */
async function columnErrors(
  out: Uint8Array,
  input: Uint8Array,
  width: number,
  height: number,
  scale: number,
  axis: 'x' | 'y',
): Promise<number[]> {
  const ow = width * scale;
  const oh = height * scale;
  const ref = await sharp(input, { raw: { width, height, channels: 3 } })
    .resize(ow, oh, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const n = axis === 'x' ? ow : oh;
  const m = axis === 'x' ? oh : ow;
  const errors: number[] = [];
  for (let a = 0; a < n; a++) {
    let e = 0;
    // Skip the image border, where Lanczos itself is least reliable.
    for (let b = 8; b < m - 8; b++) {
      const i = axis === 'x' ? (b * ow + a) * 3 : (a * ow + b) * 3;
      for (let c = 0; c < 3; c++) e += Math.abs(out[i + c]! - ref[i + c]!);
    }
    errors.push(e / ((m - 16) * 3));
  }
  return errors;
}

/** The largest excess of a column's error over the median of its 16 neighbours, among tile-boundary columns. */
function worstSeam(errors: number[], boundaries: number[]): number {
  let worst = 0;
  for (const b of boundaries) {
    for (let k = b - 2; k <= b + 2; k++) {
      const neighbours = errors.slice(Math.max(0, k - 8), k + 8).sort((p, q) => p - q);
      const median = neighbours[Math.floor(neighbours.length / 2)]!;
      worst = Math.max(worst, errors[k]! - median);
    }
  }
  return worst;
}

const upscaler = new EsrganUpscaler({ tileSize: 48, overlap: 12 });
const seamy = new EsrganUpscaler({ tileSize: 48, overlap: 0 });
afterAll(async () => {
  await upscaler.close();
  await seamy.close();
});

describe('EsrganUpscaler', () => {
  const width = 100;
  const height = 80;
  const input = gradient(width, height);

  it('upscales tile by tile to the model scale without visible seams', async () => {
    const progress: number[] = [];
    const run = await upscaler.upscale({ rgb: input, width, height }, 2, 'slim', {
      onProgress: (f) => progress.push(f),
    });
    expect(run).toMatchObject({ width: 200, height: 160 });
    expect(run.rgb.length).toBe(200 * 160 * 3);
    expect(progress.at(-1)).toBe(1);
    // Input (padded by 8 px per side) 116 x 96 in 48 px tiles with 12 px overlap: boundaries every 36 px.
    const xBoundaries = [36, 72].map((b) => (b - 8) * 2).filter((b) => b > 10 && b < 190);
    const yBoundaries = [36].map((b) => (b - 8) * 2);
    const errX = await columnErrors(run.rgb, input, width, height, 2, 'x');
    const errY = await columnErrors(run.rgb, input, width, height, 2, 'y');
    expect(worstSeam(errX, xBoundaries)).toBeLessThan(1);
    expect(worstSeam(errY, yBoundaries)).toBeLessThan(1);

    // Control: the same measure does see the seams of tiles that do not overlap (48 px boundaries).
    const plain = await seamy.upscale({ rgb: input, width, height }, 2, 'slim');
    const plainX = await columnErrors(plain.rgb, input, width, height, 2, 'x');
    expect(
      worstSeam(
        plainX,
        [48, 96].map((b) => (b - 8) * 2),
      ),
    ).toBeGreaterThan(3);
  });

  it('keeps the input buffer usable and reports a time estimate that grows with size', async () => {
    expect(input.length).toBe(width * height * 3);
    expect(upscaler.estimateMs(400, 400, 4, 'slim')).toBeGreaterThan(upscaler.estimateMs(100, 100, 4, 'slim'));
    expect(upscaler.estimateMs(100, 100, 4, 'medium')).toBeGreaterThan(upscaler.estimateMs(100, 100, 4, 'slim'));
  });

  it('stops the worker when the signal aborts', async () => {
    const controller = new AbortController();
    const run = upscaler.upscale({ rgb: gradient(200, 200), width: 200, height: 200 }, 4, 'slim', {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    // A fresh worker takes the next job.
    const next = await upscaler.upscale({ rgb: gradient(16, 16), width: 16, height: 16 }, 2, 'slim');
    expect(next.width).toBe(32);
  });
});
