import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteKeys } from '../../notes';
import type { EngineJob } from '../../types';
import { createLocalEngine } from '../engine';
import { probeMedia } from '../media/probe';
import { frameHashes, meanAbsDiff, tempDir, videoFrame } from '../testing/media';
import { planScenes } from './text2video';

const engine = createLocalEngine({ videoShortSide: 72 });
let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

let n = 0;
function job(params: Record<string, unknown>, seed = 11): EngineJob {
  n++;
  return { id: `t2v-${n}`, tool: 'text2video', inputs: {}, params, seed, workDir: join(dir, `job-${n}`) };
}

describe('planScenes', () => {
  it('starts scenes at their keyframe seconds', () => {
    const plan = planScenes(
      [
        { prompt: 'b', keyframe: 3 },
        { prompt: 'a', keyframe: 1 },
      ],
      5,
    );
    expect(plan).toEqual([
      { prompt: 'a', start: 0, end: 2 },
      { prompt: 'b', start: 2, end: 5 },
    ]);
  });

  it('shares the clip equally when keyframes do not fit', () => {
    const plan = planScenes(
      [
        { prompt: 'a', keyframe: 1 },
        { prompt: 'b', keyframe: 40 },
      ],
      4,
    );
    expect(plan.map((p) => [p.start, p.end])).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });
});

describe('text2video (procedural preview)', () => {
  it('renders scenes per keyframe prompt at the requested duration, ratio and fps, labelled local-preview', async () => {
    const result = await engine.run(
      job({
        prompts: [
          { prompt: 'a calm blue ocean at night', keyframe: 1 },
          { prompt: '红色的火焰 快速 旋转', keyframe: 2 },
        ],
        ratio: 3,
        duration: 3,
        frame_rate: 10,
      }),
    );
    const out = result.outputs[0]!;
    const info = await probeMedia(out.path);
    expect(info).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', fps: 10, width: 72, height: 128 });
    expect(info.durationS).toBeCloseTo(3, 1);
    expect(result.engine).toBe('local-preview');
    expect(noteKeys(result.notes)).toContain('text2video.procedural');
    const scenes = (result.data as { scenes: { move: string; speed: number; hues: number[] }[] }).scenes;
    expect(scenes).toHaveLength(2);
    // 'calm' slows the first scene, 'fast' (快速) speeds up the second and 旋转 asks for an orbit.
    expect(scenes[0]!.speed).toBeLessThan(scenes[1]!.speed);
    expect(scenes[1]!.move).toBe('orbit');
    expect(scenes[0]!.hues[0]).toBe(195);
    expect(scenes[1]!.hues[0]).toBe(2);
    // The two scenes look different: the palette changed.
    const first = await videoFrame(out.path, 2, 72, 128);
    const last = await videoFrame(out.path, 29, 72, 128);
    expect(meanAbsDiff(first, last)).toBeGreaterThan(20);
  });

  it('is reproducible for a seed and changes with it', async () => {
    const params = { prompts: [{ prompt: 'forest fog', keyframe: 1 }], ratio: 1, duration: 1, frame_rate: 8 };
    const [a, b, c] = await Promise.all([
      engine.run(job(params, 5)),
      engine.run(job(params, 5)),
      engine.run(job(params, 6)),
    ]);
    const [ha, hb, hc] = await Promise.all([a, b, c].map((r) => frameHashes(r.outputs[0]!.path)));
    expect(ha).toEqual(hb);
    expect(ha).not.toEqual(hc);
  });

  it('refuses a job without a prompt', async () => {
    await expect(engine.run(job({ prompts: [{ prompt: ' ', keyframe: 1 }], duration: 1 }))).rejects.toMatchObject({
      reason: 'validation.promptRequired',
    });
  });
});
