import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineRefusal } from '../../types';
import { createLocalEngine } from '../engine';
import { LOCAL_REFUSAL } from '../reasons';
import { tempDir } from '../testing/media';
import { checkMediaTools, parseVersion, VIDEO_ENGINE_TOOLS } from './tools';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterAll(() => cleanup());

describe('checkMediaTools', () => {
  it('reports the versions of the ffmpeg and ffprobe on this machine and turns nothing off', async () => {
    const health = await checkMediaTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
    expect(health.missing).toEqual([]);
    expect(health.toolsOff).toEqual([]);
    expect(health.found).toEqual([expect.stringMatching(/^ffmpeg \d/), expect.stringMatching(/^ffprobe \d/)]);
  });

  it('names a missing ffmpeg with where it looked and turns the video tools off', async () => {
    const health = await checkMediaTools({ ffmpegPath: join(dir, 'no-ffmpeg'), ffprobePath: 'ffprobe' });
    expect(health.missing).toEqual([`ffmpeg (${join(dir, 'no-ffmpeg')})`]);
    expect(health.toolsOff).toEqual(VIDEO_ENGINE_TOOLS);
    expect(health.limited).toEqual({ upscale: 'images only' });
  });

  it('reads the version from the banner', () => {
    expect(parseVersion('ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024')).toBe('5.1.6-0+deb12u1');
    expect(parseVersion('something else')).toBeNull();
  });
});

describe('a local engine without ffmpeg', () => {
  const engine = createLocalEngine({ ffprobePath: join('/nonexistent', 'ffprobe'), upscale: { esrgan: false } });

  it('offers only what runs without it: image upscales, turbo and face detection', async () => {
    const caps = await engine.capabilities();
    expect(caps.map((c) => c.tool).sort()).toEqual(['detectface', 'upscale', 'upscale_turbo']);
    const upscale = caps.find((c) => c.tool === 'upscale');
    expect(upscale?.options?.videoTargets).toEqual([]);
    expect(upscale?.options?.imageTargets).toEqual(['2x', '4x', '2k', '4k']);
    expect((await engine.health()).missing).toEqual(['ffprobe (/nonexistent/ffprobe)']);
  });

  it('refuses a video job queued before, so it ends refunded instead of retried', async () => {
    const run = engine.run({
      id: 'no-ffmpeg',
      tool: 'text2video',
      inputs: {},
      params: { prompts: [{ prompt: 'a boat', keyframe: 1 }], duration: 1 },
      seed: 1,
      workDir: join(dir, 'job'),
    });
    await expect(run).rejects.toBeInstanceOf(EngineRefusal);
    await expect(run).rejects.toMatchObject({ reason: LOCAL_REFUSAL.toolUnavailable });
  });
});
