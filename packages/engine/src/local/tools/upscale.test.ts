import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteKeys } from '../../notes';
import { type EngineJob, EngineRefusal } from '../../types';
import { createLocalEngine } from '../engine';
import { probeMedia } from '../media/probe';
import { makeSceneImage, makeVideo, tempDir } from '../testing/media';

const engine = createLocalEngine({ upscale: { tileSize: 64, overlap: 12 } });
const lanczosOnly = createLocalEngine({ upscale: { esrgan: false } });
const tightBudget = createLocalEngine({ upscale: { timeBudgetMs: 1 } });
let dir: string;
let cleanup: () => Promise<void>;
let image: string;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  image = await makeSceneImage(join(dir, 'small.png'), 96, 64);
});
afterAll(async () => {
  await Promise.all([engine.close(), lanczosOnly.close(), tightBudget.close()]);
  await cleanup();
});

let n = 0;
function job(params: Record<string, unknown>, inputs: EngineJob['inputs'] = { image }): EngineJob {
  n++;
  return { id: `up-${n}`, tool: 'upscale', inputs, params, seed: -1, workDir: join(dir, `job-${n}`) };
}

describe('upscale (images)', () => {
  it('runs ESRGAN for 2x and says so', async () => {
    const result = await engine.run(job({ target: '2x', prompt: 'crisp' }));
    const out = result.outputs[0]!;
    const meta = await sharp(out.path).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([192, 128, 'png']);
    expect(out).toMatchObject({ mime: 'image/png', width: 192, height: 128 });
    expect(result.data).toEqual({ method: 'esrgan-slim' });
    expect(result.notes).toContainEqual({ key: 'upscale.esrgan', values: { model: 'slim', scale: 2 } });
    expect(noteKeys(result.notes)).toContain('promptIgnored.upscale');
    expect(result.seed).toBeGreaterThanOrEqual(0);
  });

  it('reaches 4x, 2K (long side 2560) and 4K (3840) at the exact size', async () => {
    const four = await engine.run(job({ target: '4x', engine: 'esrgan-medium' }));
    expect(four.outputs[0]).toMatchObject({ width: 384, height: 256 });
    expect(four.data).toEqual({ method: 'esrgan-medium' });
    const twoK = await lanczosOnly.run(job({ target: '2k' }));
    expect(twoK.outputs[0]).toMatchObject({ width: 2560, height: 1707 });
    const fourK = await lanczosOnly.run(job({ target: '4k' }));
    const meta = await sharp(fourK.outputs[0]!.path).metadata();
    expect([meta.width, meta.height]).toEqual([3840, 2560]);
  });

  it('falls back to Lanczos when ESRGAN would exceed the time budget, keeping JPEG as JPEG', async () => {
    const jpeg = join(dir, 'photo.jpg');
    await sharp(image).jpeg().toFile(jpeg);
    const result = await tightBudget.run(job({ target: '2x' }, { image: jpeg }));
    expect(result.data).toEqual({ method: 'lanczos' });
    expect(noteKeys(result.notes)).toContain('upscale.overBudget');
    expect(result.outputs[0]).toMatchObject({ mime: 'image/jpeg', width: 192, height: 128 });
  });

  it('keeps transparency', async () => {
    const png = join(dir, 'alpha.png');
    await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 200, b: 10, alpha: 0.5 } } })
      .png()
      .toFile(png);
    const result = await lanczosOnly.run(job({ target: '2x' }, { image: png }));
    const { data, info } = await sharp(result.outputs[0]!.path).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(Math.abs(data[3]! - 128)).toBeLessThan(3);
  });

  it('refuses 2K60 for an image and an unknown target', async () => {
    await expect(engine.run(job({ target: '2k60' }))).rejects.toMatchObject({
      reason: 'engine.upscaleTargetVideoOnly',
    });
    await expect(engine.run(job({ target: '3x' }))).rejects.toBeInstanceOf(EngineRefusal);
  });
});

describe('upscale (videos)', () => {
  it('makes 2K at 60 fps H.264 from a 24 fps clip, audio kept', async () => {
    const video = await makeVideo(join(dir, 'clip.mp4'), {
      width: 160,
      height: 90,
      fps: 24,
      durationS: 0.5,
      audio: true,
    });
    const result = await engine.run(job({ target: '2k60' }, { video }));
    const out = result.outputs[0]!;
    const info = await probeMedia(out.path);
    expect(info).toMatchObject({
      width: 2560,
      height: 1440,
      codec: 'h264',
      pixFmt: 'yuv420p',
      fps: 60,
      hasAudio: true,
    });
    expect(info.durationS).toBeCloseTo(0.5, 1);
    expect(out.poster).toMatch(/\.jpg$/);
    expect(noteKeys(result.notes)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^upscale\.(already|interpolated|blended)60$/)]),
    );
  });
});
