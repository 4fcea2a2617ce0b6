import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineJob, EngineRefusal } from '../types';
import { createLocalEngine } from './engine';
import { makeSceneImage, tempDir } from './testing/media';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

const job = (tool: EngineJob['tool'], seed = -1): EngineJob => ({
  id: 'j',
  tool,
  inputs: {},
  params: {},
  seed,
  workDir: join(dir, tool),
});

describe('createLocalEngine', () => {
  it('lists what it can do with options and limits', async () => {
    const engine = createLocalEngine();
    const caps = await engine.capabilities();
    const byTool = Object.fromEntries(caps.map((c) => [c.tool, c]));
    expect(Object.keys(byTool).sort()).toEqual([
      'detectface',
      'img2video',
      'lipsync',
      'text2video',
      'upscale',
      'upscale_turbo',
      'vid2vid',
      'video_extend',
    ]);
    expect(byTool.upscale!.options!.targets).toEqual(['2x', '4x', '2k', '4k', '2k60']);
    expect(byTool.upscale!.options!.models).toContain('esrgan-slim');
    expect(byTool.upscale_turbo!.options!.targets).not.toContain('2k60');
    expect(byTool.img2video!.options!.moveTypes).toEqual(
      expect.arrayContaining(['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'pan_up', 'pan_down', 'orbit']),
    );
    expect(byTool.vid2vid!.options!.styles!.length).toBeGreaterThanOrEqual(7);
    expect(byTool.vid2vid!.options!.styles).toContain('custom');
    expect(byTool.vid2vid!.options!.subjectOnly).toEqual(['false']);
    expect(byTool.img2video!.limits).toMatchObject({ maxDurationS: 60, maxFps: 60 });
    expect(engine.name).toBe('local');
  });

  it('says Lanczos only when ESRGAN is switched off', async () => {
    const caps = await createLocalEngine({ upscale: { esrgan: false } }).capabilities();
    expect(caps.find((c) => c.tool === 'upscale')!.options!.models).toEqual(['lanczos']);
  });

  it('refuses tools it does not have', async () => {
    const engine = createLocalEngine();
    const unknown = job('paint' as EngineJob['tool']);
    await expect(engine.run(unknown)).rejects.toBeInstanceOf(EngineRefusal);
    await expect(engine.run(unknown)).rejects.toMatchObject({ reason: 'engine.toolUnavailable' });
  });

  it('routes lip-sync and face detection to the face module', async () => {
    const engine = createLocalEngine();
    await expect(engine.run(job('lipsync'))).rejects.toMatchObject({ reason: 'validation.referenceAudioRequired' });
    const image = await makeSceneImage(join(dir, 'no-face.png'), 160, 120);
    const result = await engine.run({ ...job('detectface'), inputs: { image } });
    expect(result.data).toEqual({ width: 160, height: 120, faces: [] });
    expect(JSON.parse(await readFile(result.outputs[0]!.path, 'utf8'))).toEqual(result.data);
    expect(result.outputs[0]!.mime).toBe('application/json');
  });

  it('runs plugged-in tools (replacing built-in ones) with a resolved seed', async () => {
    const engine = createLocalEngine({
      tools: {
        detectface: async (j) => ({ outputs: [], seed: j.seed, engine: 'local', notes: [], data: { faces: ['stub'] } }),
      },
    });
    const result = await engine.run(job('detectface', -1));
    expect(result.seed).toBeGreaterThanOrEqual(0);
    expect(result.data).toEqual({ faces: ['stub'] });
    const caps = await engine.capabilities();
    expect(caps.filter((c) => c.tool === 'detectface')).toEqual([{ tool: 'detectface' }]);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createLocalEngine().run(job('img2video'), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
