import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineJob, EngineRefusal } from '../../types';
import { labStats } from '../color/lab';
import { createLocalEngine } from '../engine';
import { probeMedia } from '../media/probe';
import { frameHashes, makeSolidImage, makeVideo, tempDir, videoFrame } from '../testing/media';
import { STYLE_IDS } from '../vid2vid/styles';

const engine = createLocalEngine();
let dir: string;
let cleanup: () => Promise<void>;
let video: string;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  video = await makeVideo(join(dir, 'source.mp4'), { width: 96, height: 64, fps: 10, durationS: 1 });
});
afterAll(() => cleanup());

let n = 0;
function job(params: Record<string, unknown>, inputs: EngineJob['inputs'] = { video }): EngineJob {
  n++;
  return { id: `v2v-${n}`, tool: 'vid2vid', inputs, params, seed: 21, workDir: join(dir, `job-${n}`) };
}

describe('vid2vid', () => {
  it('offers at least six styles', () => {
    expect(STYLE_IDS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(STYLE_IDS)('renders the %s style at the requested duration and frame rate', async (style) => {
    const result = await engine.run(job({ prompt: 'restyle', style_list: [style], duration: 0.5, frame_rate: 8 }));
    const info = await probeMedia(result.outputs[0]!.path);
    expect(info).toMatchObject({ width: 96, height: 64, fps: 8, codec: 'h264', pixFmt: 'yuv420p', frames: 4 });
    expect(result.data).toEqual({ styles: [style] });
  });

  it('loops a short source to fill the duration, chains styles and is reproducible for a seed', async () => {
    const params = { prompt: 'x', style_list: ['vintage', 'noir'], duration: 1.5, frame_rate: 10, video_refer: 0.4 };
    const [a, b] = await Promise.all([engine.run(job(params)), engine.run(job(params))]);
    const info = await probeMedia(a.outputs[0]!.path);
    expect(info.durationS).toBeCloseTo(1.5, 1);
    expect(a.notes).toContainEqual({ key: 'vid2vid.loops', values: { sourceS: expect.any(Number), durationS: 1.5 } });
    expect(await frameHashes(a.outputs[0]!.path)).toEqual(await frameHashes(b.outputs[0]!.path));
  });

  it('takes the style from the prompt when none is chosen', async () => {
    const result = await engine.run(job({ prompt: '赛博朋克 city', duration: 0.5, frame_rate: 8 }));
    expect(result.data).toEqual({ styles: ['cyberpunk'] });
  });

  it('transfers the colours of a style image for the custom style', async () => {
    const styleImage = await makeSolidImage(join(dir, 'green.png'), 32, 32, { r: 40, g: 200, b: 60 });
    const result = await engine.run(
      job({ prompt: 'x', style_list: ['custom'], duration: 0.5, frame_rate: 8 }, { video, styleImage }),
    );
    const [before, after] = await Promise.all([
      videoFrame(video, 0, 96, 64),
      videoFrame(result.outputs[0]!.path, 0, 96, 64),
    ]);
    // a* goes negative (green) after the transfer.
    expect(labStats(after).mean[1]).toBeLessThan(labStats(before).mean[1] - 10);
  });

  it('refuses subject_only, an unknown style and custom without a style image', async () => {
    const subject = engine.run(
      job({ prompt: 'x', style_list: ['anime'], duration: 1, frame_rate: 8, subject_only: true }),
    );
    await expect(subject).rejects.toBeInstanceOf(EngineRefusal);
    await expect(subject).rejects.toMatchObject({ reason: 'engine.subjectOnlyUnavailable' });
    await expect(engine.run(job({ prompt: 'x', style_list: ['claymation'], duration: 1 }))).rejects.toMatchObject({
      reason: 'engine.unsupportedStyle',
    });
    await expect(engine.run(job({ prompt: 'x', style_list: ['custom'], duration: 1 }))).rejects.toMatchObject({
      reason: 'validation.styleImageRequired',
    });
  });
});
