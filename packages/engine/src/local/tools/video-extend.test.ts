import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteKeys } from '../../notes';
import type { EngineJob } from '../../types';
import { createLocalEngine } from '../engine';
import { probeMedia } from '../media/probe';
import { makeVideo, meanAbsDiff, tempDir, videoFrame } from '../testing/media';

const engine = createLocalEngine();
let dir: string;
let cleanup: () => Promise<void>;
let video: string;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  video = await makeVideo(join(dir, 'source.mp4'), { width: 128, height: 72, fps: 12, durationS: 1, audio: true });
});
afterAll(() => cleanup());

function job(params: Record<string, unknown>, inputs: EngineJob['inputs'] = { video }): EngineJob {
  return { id: 'extend', tool: 'video_extend', inputs, params, seed: 9, workDir: join(dir, `job-${Math.random()}`) };
}

describe('video_extend', () => {
  it('adds the requested seconds after the last frame at the same size and frame rate', async () => {
    const result = await engine.run(job({ duration: 2, prompt: 'keep going' }));
    const out = result.outputs[0]!;
    const info = await probeMedia(out.path);
    expect(info).toMatchObject({ width: 128, height: 72, fps: 12, codec: 'h264', pixFmt: 'yuv420p', hasAudio: true });
    expect(info.durationS).toBeCloseTo(3, 1);
    expect(info.frames).toBe(36);
    expect(noteKeys(result.notes)).toContain('promptIgnored.videoExtend');
    // The first added frame continues from the source's last frame.
    const [lastSource, firstAdded] = await Promise.all([
      videoFrame(video, 11, 128, 72),
      videoFrame(out.path, 12, 128, 72),
    ]);
    expect(meanAbsDiff(lastSource, firstAdded)).toBeLessThan(12);
  });

  it('refuses a job without a video', async () => {
    await expect(engine.run(job({ duration: 1 }, {}))).rejects.toMatchObject({
      reason: 'validation.referenceVideoRequired',
    });
  });
});
