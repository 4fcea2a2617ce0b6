import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteKeys } from '../../notes';
import { type EngineJob, EngineRefusal } from '../../types';
import { createLocalEngine } from '../engine';
import { probeMedia } from '../media/probe';
import { frameHashes, makeSceneImage, makeSolidImage, meanAbsDiff, tempDir, videoFrame } from '../testing/media';

const engine = createLocalEngine({ videoShortSide: 96 });
let dir: string;
let cleanup: () => Promise<void>;
let image: string;

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  image = await makeSceneImage(join(dir, 'scene.png'), 320, 240);
});
afterAll(() => cleanup());

let n = 0;
function job(params: Record<string, unknown>, inputs: EngineJob['inputs'] = { image }, seed = 7): EngineJob {
  n++;
  return { id: `i2v-${n}`, tool: 'img2video', inputs, params, seed, workDir: join(dir, `job-${n}`) };
}

describe('img2video', () => {
  it('renders the requested duration, ratio and frame rate as H.264 with a poster', async () => {
    const progress: number[] = [];
    const result = await engine.run(job({ duration: 2, frame_rate: 12, ratio: 4, move_type: 'zoom_in' }), {
      onProgress: (p) => progress.push(p),
    });
    const out = result.outputs[0]!;
    const info = await probeMedia(out.path);
    expect(info.codec).toBe('h264');
    expect(info.pixFmt).toBe('yuv420p');
    expect(info.fps).toBe(12);
    expect(info.durationS).toBeCloseTo(2, 1);
    expect(info.width / info.height).toBeCloseTo(16 / 9, 1);
    expect(info.height).toBe(96);
    expect(out).toMatchObject({ mime: 'video/mp4', width: info.width, height: info.height, fps: 12 });
    const poster = await sharp(out.poster!).metadata();
    expect(poster.format).toBe('jpeg');
    expect(result.engine).toBe('local');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('uses the image ratio without a ratio code and 1:1 for an unknown code', async () => {
    const own = await engine.run(job({ duration: 1, frame_rate: 8 }));
    expect(own.outputs[0]!.width! / own.outputs[0]!.height!).toBeCloseTo(4 / 3, 1);
    const unknown = await engine.run(job({ duration: 1, frame_rate: 8, ratio: 99 }));
    expect(unknown.outputs[0]).toMatchObject({ width: 96, height: 96 });
  });

  it('reproduces the same frames for the same seed and differs for another seed', async () => {
    const params = { duration: 1, frame_rate: 10, move_type: 'orbit', motion_speed: 7 };
    const [a, b, c] = await Promise.all([
      engine.run(job(params, { image }, 42)),
      engine.run(job(params, { image }, 42)),
      engine.run(job(params, { image }, 43)),
    ]);
    const [ha, hb, hc] = await Promise.all([a, b, c].map((r) => frameHashes(r.outputs[0]!.path)));
    expect(ha).toEqual(hb);
    expect(ha).not.toEqual(hc);
    expect(a.seed).toBe(42);
  });

  it('moves the view the way move_type says', async () => {
    // A left-to-right ramp: panning right shows brighter columns, so the mean brightness rises over the clip.
    const ramp = Buffer.alloc(400 * 100 * 3);
    for (let i = 0; i < 400 * 100; i++) ramp.fill(Math.round(((i % 400) / 400) * 255), i * 3, i * 3 + 3);
    const rampPath = join(dir, 'ramp.png');
    await sharp(ramp, { raw: { width: 400, height: 100, channels: 3 } })
      .png()
      .toFile(rampPath);
    const mean = async (path: string, index: number) => {
      const f = await videoFrame(path, index, 96, 96);
      return f.reduce((s, v) => s + v, 0) / f.length;
    };
    const params = { duration: 2, frame_rate: 5, ratio: 1, motion_speed: 10 };
    const right = await engine.run(job({ ...params, move_type: 'pan_right' }, { image: rampPath }));
    const left = await engine.run(job({ ...params, move_type: 'pan_left' }, { image: rampPath }));
    expect(await mean(right.outputs[0]!.path, 9)).toBeGreaterThan((await mean(right.outputs[0]!.path, 0)) + 10);
    expect(await mean(left.outputs[0]!.path, 9)).toBeLessThan((await mean(left.outputs[0]!.path, 0)) - 10);
  });

  it('keeps the unmasked region still and blends the end frame in', async () => {
    // Mask: only the left half may move.
    const mask = join(dir, 'mask.png');
    const m = Buffer.alloc(320 * 240);
    for (let i = 0; i < m.length; i++) m[i] = i % 320 < 160 ? 255 : 0;
    await sharp(m, { raw: { width: 320, height: 240, channels: 1 } })
      .png()
      .toFile(mask);
    const masked = await engine.run(
      job({ duration: 1, frame_rate: 10, ratio: 6, move_type: 'zoom_in', motion_speed: 10 }, { image, mask }),
    );
    const { width, height } = masked.outputs[0]!;
    const [first, last] = await Promise.all([
      videoFrame(masked.outputs[0]!.path, 0, width!, height!),
      videoFrame(masked.outputs[0]!.path, 9, width!, height!),
    ]);
    const x = (p: number) => p % width!;
    const still = meanAbsDiff(first, last, 3, (p) => x(p) > width! * 0.75);
    const moving = meanAbsDiff(first, last, 3, (p) => x(p) < width! * 0.25);
    expect(still).toBeLessThan(3);
    expect(moving).toBeGreaterThan(still + 3);
    expect(noteKeys(masked.notes)).toContain('img2video.maskLimited');

    const endImage = await makeSolidImage(join(dir, 'end.png'), 200, 200, { r: 200, g: 30, b: 30 });
    const ended = await engine.run(job({ duration: 2, frame_rate: 10, ratio: 1 }, { image, endImage }));
    const lastFrame = await videoFrame(ended.outputs[0]!.path, 19, 96, 96);
    const red = Buffer.alloc(lastFrame.length);
    for (let i = 0; i < red.length; i += 3) red.set([200, 30, 30], i);
    expect(meanAbsDiff(lastFrame, red)).toBeLessThan(8);
    const firstFrame = await videoFrame(ended.outputs[0]!.path, 0, 96, 96);
    expect(meanAbsDiff(firstFrame, red)).toBeGreaterThan(40);
  });

  it('refuses a missing image and an unknown move type', async () => {
    await expect(engine.run(job({ duration: 1 }, {}))).rejects.toBeInstanceOf(EngineRefusal);
    await expect(engine.run(job({ duration: 1, move_type: 'barrel_roll' }))).rejects.toMatchObject({
      reason: 'engine.unsupportedMoveType',
    });
  });

  it('stops ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = engine.run(job({ duration: 30, frame_rate: 30 }), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p > 10) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
