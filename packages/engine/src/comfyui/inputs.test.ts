import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfmpeg } from '../local/faces-media';
import { EngineRefusal } from '../types';
import { fitUpload, uprightVideo, videoRotation } from './inputs';
import { lavfiClip } from './testing/clips';

let dir: string;
let clip: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fw-comfy-inputs-'));
  clip = await lavfiClip(join(dir, 'clip.mp4'), 'testsrc=size=96x64:rate=8:duration=1');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('uprightVideo', () => {
  it('leaves an upright video as it is and re-encodes a rotated one as shown', async () => {
    expect(await uprightVideo(clip, dir)).toBe(clip);
    const rotated = join(dir, 'rotated.mp4');
    await runFfmpeg(['-i', clip, '-c', 'copy', '-metadata:s:v', 'rotate=270', '-y', rotated]);
    expect(await videoRotation(rotated)).not.toBe(0);
    const upright = await uprightVideo(rotated, dir);
    expect(await videoRotation(upright)).toBe(0);
    expect((await probeMedia(upright)).video).toMatchObject({ width: 64, height: 96 });
  });
});

describe('fitUpload', () => {
  it('keeps a file under the limit', async () => {
    expect(await fitUpload(clip, 'video', 10 * 1024 * 1024, dir)).toBe(clip);
  });

  it('re-encodes a large image as JPEG under the limit', async () => {
    const png = join(dir, 'big.png');
    await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toFile(png);
    const limit = (await stat(png)).size;
    const fitted = await fitUpload(png, 'image', limit, dir);
    expect(fitted).toMatch(/\.jpg$/);
    expect((await stat(fitted)).size).toBeLessThan(limit);
  });

  it('refuses a video that cannot fit even at the lowest bitrate', async () => {
    await expect(fitUpload(clip, 'video', 64 * 1024 + 100, dir)).rejects.toBeInstanceOf(EngineRefusal);
  });
});
