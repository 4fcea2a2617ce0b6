import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, runFfmpeg } from '../local/faces-media';
import { EngineRefusal } from '../types';
import { executionError } from './socket';
import { loadTemplates } from './templates';
import { frameCount, prepareJob, promptText, sizeForAspect, upscaleSize } from './variables';

const templates = loadTemplates();
const byName = (name: string) => templates.find((t) => t.name === name)!;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fw-comfy-vars-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sizes and frame counts', () => {
  it('sizes an aspect ratio to the template area in multiples of 16', () => {
    expect(sizeForAspect(16 / 9, 399_360, 16)).toEqual({ width: 848, height: 480 });
    expect(sizeForAspect(9 / 16, 399_360, 16)).toEqual({ width: 480, height: 848 });
    expect(sizeForAspect(1, 399_360, 16)).toEqual({ width: 624, height: 624 });
  });

  it('turns a duration into Wan frame counts (4n + 1), capped', () => {
    expect(frameCount(5, 16, 4, 81)).toBe(81);
    expect(frameCount(2, 16, 4, 81)).toBe(33);
    expect(frameCount(20, 16, 4, 81)).toBe(81);
    expect(frameCount(0.1, 16, 4, 81)).toBe(5);
    expect(frameCount(2, 25, 1, 1000)).toBe(50);
  });

  it('computes upscale targets and refuses the ones ComfyUI does not offer', () => {
    expect(upscaleSize('2x', 640, 360)).toEqual({ width: 1280, height: 720 });
    expect(upscaleSize('4k', 1000, 500)).toEqual({ width: 3840, height: 1920 });
    expect(upscaleSize('2k', 360, 640)).toEqual({ width: 1440, height: 2560 });
    expect(() => upscaleSize('2k60', 640, 360)).toThrow(EngineRefusal);
  });
});

describe('promptText', () => {
  it('joins keyframe scenes in order and appends keywords', () => {
    expect(
      promptText({
        prompts: [
          { prompt: 'the storm breaks', keyframe: 2 },
          { prompt: 'a calm harbour', keyframe: 1 },
        ],
        keywords: ['cinematic', 'film grain'],
      }),
    ).toBe('a calm harbour. the storm breaks, cinematic, film grain');
    expect(promptText({ prompt: '  neon city ' })).toBe('neon city');
  });
});

describe('prepareJob', () => {
  it('fills image to video from the image aspect when no ratio is given and notes ignored inputs', async () => {
    const image = join(dir, 'tall.png');
    await sharp({ create: { width: 360, height: 640, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toFile(image);
    const prepared = await prepareJob(
      {
        id: 'j1',
        tool: 'img2video',
        inputs: { image, styleImage: image },
        params: { duration: 5, frame_rate: 24 },
        seed: -1,
        workDir: dir,
      },
      byName('wan21-i2v'),
      { unet: 'custom-i2v.safetensors' },
    );
    expect(prepared.vars).toMatchObject({
      width: 480,
      height: 848,
      length: 81,
      unet: 'custom-i2v.safetensors',
      prompt: '',
    });
    expect(prepared.seed).toBeGreaterThanOrEqual(0);
    expect(prepared.vars.seed).toBe(prepared.seed);
    expect(prepared.uploads).toEqual({ image });
    expect(prepared.notes).toEqual([
      { key: 'comfyui.inputUnused.styleImage', values: { workflow: 'wan21-i2v' } },
      { key: 'comfyui.fps', values: { workflow: 'wan21-i2v', fps: 16 } },
    ]);
  });

  it('cuts lip-sync audio to the template limit and sizes the frames from it', async () => {
    const audio = join(dir, 'long.wav');
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=300:duration=8', '-y', audio]);
    const image = join(dir, 'square.png');
    await sharp({ create: { width: 512, height: 512, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toFile(image);
    const prepared = await prepareJob(
      { id: 'j2', tool: 'lipsync', inputs: { image, audio }, params: {}, seed: 5, workDir: dir },
      byName('wan22-s2v-lipsync'),
      {},
    );
    expect(prepared.vars.length).toBe(77);
    expect(prepared.vars.prompt).toContain('speaking');
    expect((await probeMedia(prepared.uploads.audio as string)).durationS).toBeCloseTo(4.8, 1);
    expect(prepared.notes).toContainEqual(
      expect.objectContaining({ key: 'comfyui.shorter', values: expect.objectContaining({ maxS: 4.8 }) }),
    );
  });

  it('resamples a video-to-video source to the model frame rate and frame count', async () => {
    const video = join(dir, 'src.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=30:duration=3',
      '-pix_fmt',
      'yuv420p',
      '-y',
      video,
    ]);
    const prepared = await prepareJob(
      {
        id: 'j3',
        tool: 'vid2vid',
        inputs: { video },
        params: { prompt: 'watercolour', duration: 2, video_refer: 1 },
        seed: 1,
        workDir: dir,
      },
      byName('wan21-v2v'),
      {},
    );
    expect(prepared.vars).toMatchObject({ length: 33, denoise: 0.3, width: 848, height: 480 });
    const info = await probeMedia(prepared.uploads.video as string);
    expect(info.video?.fps).toBe(16);
    expect(info.durationS).toBeCloseTo(33 / 16, 1);
  });
});

describe('executionError', () => {
  it('treats GPU out of memory as transient and other node failures as refusals', () => {
    expect(
      executionError({
        node_type: 'KSampler',
        exception_type: 'torch.OutOfMemoryError',
        exception_message: 'CUDA out of memory',
      }).name,
    ).toBe('EngineTransientError');
    expect(
      executionError({ node_type: 'LoadImage', exception_type: 'FileNotFoundError', exception_message: 'x.png' }),
    ).toBeInstanceOf(EngineRefusal);
  });
});
