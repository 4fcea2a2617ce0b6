import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg as ffmpeg, probeMedia } from '../local/faces-media';
import { type EngineJob, EngineRefusal, EngineTransientError } from '../types';
import { type ComfyUiEngineOptions, createComfyUiEngine } from './engine';
import {
  type FakeComfy,
  type FakeComfyBehaviour,
  type PromptRun,
  RECORDED_OBJECT_INFO,
  startFakeComfy,
} from './fake-server';
import { videoRotation } from './inputs';
import type { ObjectInfo } from './object-info';
import { lavfiClip } from './testing/clips';

let dir: string;
let image: string;
let mask: string;
let clip: string;
let fake: FakeComfy | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fw-comfy-'));
  image = join(dir, 'ref.png');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toFile(image);
  mask = join(dir, 'mask.png');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toFile(mask);
  // What SaveVideo writes: H.264 MP4 with the index at the end (no faststart).
  clip = await lavfiClip(join(dir, 'saved.mp4'), 'testsrc=size=320x240:rate=16:duration=1');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const SAVED = { filename: 'framewise_00001_.mp4', subfolder: 'framewise', type: 'output' };

async function serve(behaviour: FakeComfyBehaviour) {
  fake = await startFakeComfy(behaviour);
  fake.addOutput(SAVED, clip);
  return fake;
}

async function job(over: Partial<EngineJob> = {}): Promise<EngineJob> {
  return {
    id: 'task-1',
    tool: 'img2video',
    inputs: { image },
    params: { prompt: 'a lighthouse at dusk', ratio: 4, duration: 3 },
    seed: 1234,
    workDir: await mkdtemp(join(dir, 'job-')),
    ...over,
  };
}

const engineFor = (server: FakeComfy, jobMs = 10_000, over: Partial<ComfyUiEngineOptions> = {}) =>
  createComfyUiEngine({
    baseUrl: server.url,
    timeouts: { connectMs: 2_000, requestMs: 2_000, jobMs, reconnectDelayMs: 50, ...over.timeouts },
    ...over,
  });

const saveNode = (run: PromptRun) =>
  Object.keys(run.prompt).find((id) => /^Save(Video|Image)$/.test(run.prompt[id]?.class_type ?? '')) as string;
const savedOutputs = (run: PromptRun, file = SAVED) => ({ [saveNode(run)]: { images: [file], animated: [true] } });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays a normal run: cached loaders, each node in turn, the sampler reporting 5 steps with previews, saved. */
async function playSuccess(run: PromptRun) {
  run.setRunning(true);
  run.send('execution_start', {});
  const ids = Object.keys(run.prompt);
  run.send('execution_cached', { nodes: ids.slice(0, 3) });
  for (const id of ids.slice(3)) {
    run.executing(id);
    if (run.prompt[id]?.class_type === 'KSampler')
      for (let step = 1; step <= 5; step++) {
        run.send('progress', { value: step, max: 5, node: id });
        run.preview();
      }
    await pause(2);
  }
  const outputs = savedOutputs(run);
  run.send('executed', { node: saveNode(run), output: outputs[saveNode(run)] });
  await run.finish(outputs);
}

describe('ComfyUI adapter against a fake server', () => {
  it('runs image to video: uploads, fills the template, reports progress, downloads a faststart MP4', async () => {
    const server = await serve({ script: playSuccess });
    const progress: number[] = [];
    const result = await engineFor(server).run(await job({ inputs: { image, mask } }), {
      onProgress: (p) => progress.push(p),
    });

    expect(server.uploads.map((u) => u.name)).toEqual(['framewise-task-1-image.png']);
    const prompt = server.prompts[0]?.prompt ?? {};
    const i2v = Object.values(prompt).find((n) => n.class_type === 'WanImageToVideo');
    expect(i2v?.inputs).toMatchObject({ width: 848, height: 480, length: 49 }); // 16:9 at 480p area, 3 s at 16 fps
    expect(Object.values(prompt).find((n) => n.class_type === 'LoadImage')?.inputs.image).toBe(
      'framewise-task-1-image.png',
    );
    expect(Object.values(prompt).find((n) => n.class_type === 'KSampler')?.inputs.seed).toBe(1234);
    expect(JSON.stringify(prompt)).not.toContain('{{');

    expect(result).toMatchObject({ engine: 'comfyui', seed: 1234, data: { workflow: 'wan21-i2v' } });
    expect(result.notes).toContainEqual({ key: 'comfyui.inputUnused.mask', values: { workflow: 'wan21-i2v' } });
    const [out] = result.outputs;
    expect(out).toMatchObject({ mime: 'video/mp4', width: 320, height: 240, fps: 16 });
    expect(out?.durationS).toBeCloseTo(1, 1);
    const bytes = await readFile(out?.path as string);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect((await stat(out?.poster as string)).size).toBeGreaterThan(0);

    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.some((p) => p > 10 && p < 90)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('maps execution_error to a refusal naming the node', async () => {
    const server = await serve({
      script(run) {
        run.setRunning(true);
        run.send('execution_start', {});
        run.executing('11');
        void run.fail({
          node_id: '11',
          node_type: 'KSampler',
          exception_type: 'RuntimeError',
          exception_message: 'mat1 and mat2 shapes cannot be multiplied',
          traceback: [],
        });
      },
    });
    const run = engineFor(server).run(await job());
    await expect(run).rejects.toBeInstanceOf(EngineRefusal);
    await expect(run).rejects.toThrow(/KSampler.*mat1 and mat2/);
  });

  it('maps a workflow the server rejects (model file not on the server) to a refusal naming the input', async () => {
    const server = await serve({ objectInfo: withoutModel('wan2.1_i2v_480p_14B_fp8_e4m3fn.safetensors') });
    await expect(engineFor(server, 10_000, { verifyNodes: false }).run(await job())).rejects.toThrow(
      /UNETLoader.*unet_name: 'wan2.1_i2v_480p_14B_fp8_e4m3fn.safetensors' not in/,
    );
  });

  it('interrupts the running prompt when the signal aborts', async () => {
    const server = await serve({
      script(run) {
        run.setRunning(true);
        run.send('execution_start', {});
        run.executing('11');
        run.send('progress', { value: 1, max: 20, node: '11' });
      },
    });
    const controller = new AbortController();
    const run = engineFor(server).run(await job(), {
      signal: controller.signal,
      onProgress: (p) => p > 5 && controller.abort(new Error('cancelled by the user')),
    });
    await expect(run).rejects.toThrow('cancelled by the user');
    expect(server.interrupts).toEqual([{ prompt_id: server.prompts[0]?.id }]);
    expect(server.deleted).toEqual([]);
  });

  it('takes a prompt that never started off the queue when the job times out (transient)', async () => {
    const server = await serve({ script: () => {} });
    // Long enough for the inputs' upload and the prompt's submission on a loaded CI machine (400 ms was not).
    const run = engineFor(server, 3_000).run(await job());
    await expect(run).rejects.toBeInstanceOf(EngineTransientError);
    await expect(run).rejects.toThrow(/exceeded 3000 ms/);
    expect(server.deleted).toEqual([server.prompts[0]?.id]);
    expect(server.interrupts).toEqual([]);
  });

  it('treats execution_success as not yet done: waits for the history write and executing {node: null}', async () => {
    // ComfyUI stores the history after execution_success; a slow write used to make the adapter give up (~2 s).
    const server = await serve({ historyDelayMs: 2_500, script: playSuccess });
    const result = await engineFor(server).run(await job());
    expect(result.outputs[0]).toMatchObject({ mime: 'video/mp4', width: 320 });
    expect(server.prompts).toHaveLength(1);
  });

  it('resumes a dropped socket with the same client id and finishes the prompt', async () => {
    const server = await serve({
      async script(run) {
        run.setRunning(true);
        run.send('execution_start', {});
        run.executing('11');
        run.send('progress', { value: 3, max: 20, node: '11' });
        run.dropSocket();
        await pause(400);
        run.send('progress', { value: 20, max: 20, node: '11' });
        await run.finish(savedOutputs(run));
      },
    });
    const result = await engineFor(server).run(await job());
    expect(result.outputs[0]).toMatchObject({ mime: 'video/mp4', width: 320 });
    expect(server.connections.get(server.prompts[0]?.clientId as string)).toBe(2);
    expect(server.interrupts).toEqual([]);
  });

  it('still delivers a prompt that finished while the socket was down', async () => {
    const server = await serve({
      async script(run) {
        run.setRunning(true);
        run.executing('11');
        run.dropSocket();
        // The run completes on the server; its end messages go to no socket.
        await run.finish(savedOutputs(run));
      },
    });
    const result = await engineFor(server).run(await job());
    expect(result.outputs[0]).toMatchObject({ mime: 'video/mp4', width: 320 });
    expect(server.interrupts).toEqual([]);
  });

  it('asks /history when the socket goes silent, and delivers what finished', async () => {
    const server = await serve({
      script(run) {
        run.setRunning(true);
        // A half-open connection: the socket stays open but nothing arrives any more.
        run.setRunning(false);
        server.history.set(run.id, { outputs: savedOutputs(run), status: { status_str: 'success', completed: true } });
      },
    });
    const result = await engineFor(server, 10_000, { timeouts: { idleMs: 200 } }).run(await job());
    expect(result.outputs[0]).toMatchObject({ mime: 'video/mp4' });
  });

  it('reports a prompt the server no longer knows (restarted) as transient', async () => {
    const server = await serve({
      script(run) {
        run.setRunning(true);
        run.executing('11');
        run.setRunning(false);
        run.dropSocket();
      },
    });
    const run = engineFor(server).run(await job());
    await expect(run).rejects.toBeInstanceOf(EngineTransientError);
    await expect(run).rejects.toThrow(/no longer knows the prompt/);
  });

  it('queues under its own prompt id, so a POST /prompt whose answer is lost is found, not sent twice', async () => {
    // The answer comes after the request timeout; the timeout leaves room for the other requests on a loaded machine.
    const server = await serve({ firstPromptAnswerDelayMs: 2_500, script: playSuccess });
    const result = await engineFor(server, 10_000, { timeouts: { requestMs: 1_000 } }).run(await job());
    expect(result.outputs[0]).toMatchObject({ mime: 'video/mp4' });
    expect(server.prompts).toHaveLength(1);
    expect(server.prompts[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('answers unreachable servers with a transient error', async () => {
    const engine = createComfyUiEngine({
      baseUrl: 'http://127.0.0.1:9',
      timeouts: { connectMs: 1_000, requestMs: 1_000 },
    });
    await expect(engine.run(await job())).rejects.toBeInstanceOf(EngineTransientError);
  });

  it('refuses tools without a workflow', async () => {
    const engine = createComfyUiEngine({ baseUrl: 'http://127.0.0.1:9' });
    await expect(engine.run(await job({ tool: 'detectface' }))).rejects.toBeInstanceOf(EngineRefusal);
  });
});

function withoutModel(file: string): ObjectInfo {
  const info = structuredClone(RECORDED_OBJECT_INFO);
  const unet = info.UNETLoader?.input?.required?.unet_name as [string[]];
  unet[0] = unet[0].filter((f) => f !== file);
  return info;
}

const LATENTSYNC: ObjectInfo = {
  VideoLengthAdjuster: {
    input: {
      required: {
        images: ['IMAGE'],
        audio: ['AUDIO'],
        mode: [['normal', 'pingpong', 'loop_to_audio']],
        fps: ['FLOAT', { default: 25.0, min: 1.0, max: 120.0 }],
        silent_padding_sec: ['FLOAT', { default: 0.5, min: 0.1, max: 3.0 }],
      },
    },
  },
  LatentSyncNode: {
    input: {
      required: {
        images: ['IMAGE'],
        audio: ['AUDIO'],
        seed: ['INT', { default: 1247 }],
        lips_expression: ['FLOAT', { default: 1.5, min: 1.0, max: 3.0 }],
        inference_steps: ['INT', { default: 20, min: 1, max: 999 }],
      },
    },
  },
};

describe('templates chosen from those the server can run', () => {
  let audio: string;
  beforeAll(async () => {
    audio = join(dir, 'voice.wav');
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=300:duration=1', '-y', audio]);
  });

  it('serves lip-sync of a video with wan22-s2v (its first frame) when the LatentSync nodes are missing', async () => {
    const server = await serve({ script: playSuccess });
    const result = await engineFor(server).run(
      await job({ tool: 'lipsync', inputs: { video: clip, audio }, params: {} }),
    );
    expect(result.data).toMatchObject({ workflow: 'wan22-s2v-lipsync' });
    expect(result.notes).toContainEqual({ key: 'comfyui.videoFirstFrame', values: { workflow: 'wan22-s2v-lipsync' } });
    expect(Object.values(server.prompts[0]?.prompt ?? {}).map((n) => n.class_type)).toContain('WanSoundImageToVideo');
  });

  it('uses LatentSync when the server has its nodes', async () => {
    const server = await serve({ objectInfo: { ...RECORDED_OBJECT_INFO, ...LATENTSYNC }, script: playSuccess });
    const result = await engineFor(server).run(
      await job({ tool: 'lipsync', inputs: { video: clip, audio }, params: {} }),
    );
    expect(result.data).toMatchObject({ workflow: 'latentsync-lipsync' });
  });

  it('is answered 400 invalid_prompt by a server without a node class (what verification avoids)', async () => {
    const server = await serve({ script: playSuccess });
    const run = engineFor(server, 10_000, { verifyNodes: false }).run(
      await job({ tool: 'lipsync', inputs: { video: clip, audio }, params: {} }),
    );
    await expect(run).rejects.toThrow(/node VideoLengthAdjuster does not exist/);
  });

  it('does not run a template whose model file is not in the loader list', async () => {
    const server = await serve({ objectInfo: withoutModel('wan2.1_i2v_480p_14B_fp8_e4m3fn.safetensors') });
    const run = engineFor(server).run(await job());
    await expect(run).rejects.toMatchObject({ reason: 'engine.toolUnavailable' });
    await expect(run).rejects.toThrow(/wan21-i2v: UNETLoader.unet_name 'wan2.1_i2v_480p_14B_fp8_e4m3fn.safetensors'/);
    expect(server.prompts).toEqual([]);
  });
});

const testClip = (name: string, video: string, audio: string, extra?: string[]) =>
  lavfiClip(join(dir, name), video, audio, extra);

describe('inputs as ComfyUI needs them', () => {
  it('re-encodes a video still over the upload limit after resampling under it, instead of getting 413', async () => {
    const big = await testClip('big.mp4', 'testsrc2=size=854x480:rate=16:duration=2', 'anoisesrc=d=2', [
      '-crf',
      '0',
      '-preset',
      'ultrafast',
    ]);
    const limit = 256 * 1024;
    expect((await stat(big)).size).toBeGreaterThan(limit);
    const server = await serve({ maxUploadBytes: limit, script: playSuccess });
    await engineFor(server, 20_000, { maxUploadBytes: limit }).run(
      await job({ tool: 'vid2vid', inputs: { video: big }, params: { prompt: 'oil painting', duration: 2 } }),
    );
    expect(server.refusedUploads).toBe(0);
    expect(server.uploads[0]?.bytes).toBeLessThan(limit);
    const sent = await probeMedia(server.uploads[0]?.path as string);
    expect(sent.video).toMatchObject({ width: 854, height: 480 });
    expect(sent.durationS).toBeCloseTo(2, 0);
  });

  it('refuses clearly when the server allows less than the adapter assumes (413)', async () => {
    const server = await serve({ maxUploadBytes: 4 * 1024, script: playSuccess });
    const run = engineFor(server).run(await job());
    await expect(run).rejects.toMatchObject({ reason: 'engine.comfyUploadTooLarge' });
    expect(server.refusedUploads).toBe(1);
    expect(server.prompts).toEqual([]);
  });

  it('turns a portrait phone video upright before upload and sizes the output portrait', async () => {
    const rotated = join(dir, 'phone.mp4');
    await ffmpeg(['-i', clip, '-c', 'copy', '-metadata:s:v', 'rotate=90', '-y', rotated]);
    expect(await videoRotation(rotated)).not.toBe(0);
    const server = await serve({ script: playSuccess });
    await engineFor(server).run(
      await job({ tool: 'vid2vid', inputs: { video: rotated }, params: { prompt: 'oil painting', duration: 1 } }),
    );
    const uploaded = server.uploads[0]?.path as string;
    expect(await videoRotation(uploaded)).toBe(0);
    expect((await probeMedia(uploaded)).video).toMatchObject({ width: 240, height: 320 });
    const scale = Object.values(server.prompts[0]?.prompt ?? {}).find((n) => n.class_type === 'ImageScale');
    expect(Number(scale?.inputs.height)).toBeGreaterThan(Number(scale?.inputs.width));
  });
});

describe('video upscale in bounded memory', () => {
  it('upscales in segments that fit the memory budget and joins them with the audio', async () => {
    const source = await testClip('small.mp4', 'testsrc=size=64x48:rate=8:duration=1', 'sine=frequency=440:duration=1');
    const server = await serve({
      async script(run) {
        // Plays Real-ESRGAN: scales the uploaded segment to the ImageScale target, saved in a subfolder.
        const nodes = Object.values(run.prompt);
        const input = run.uploadedPath(String(nodes.find((n) => n.class_type === 'LoadVideo')?.inputs.file));
        const scale = nodes.find((n) => n.class_type === 'ImageScale')?.inputs;
        const file = { filename: `up-${run.id}.mp4`, subfolder: 'framewise', type: 'output' };
        const out = join(dir, file.filename);
        await ffmpeg([
          '-i',
          input as string,
          '-vf',
          `scale=${scale?.width}:${scale?.height}`,
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
          '-y',
          out,
        ]);
        server.addOutput(file, out);
        run.setRunning(true);
        await run.finish(savedOutputs(run, file));
      },
    });
    // 2 MB per prompt: 64x48 frames at x4 plus the 128x96 target fit 2 frames at a time.
    const result = await engineFor(server, 20_000, { segmentMemoryMB: 2 }).run(
      await job({ tool: 'upscale', inputs: { video: source }, params: { target: '2x' } }),
    );
    expect(server.prompts).toHaveLength(4);
    const [out] = result.outputs;
    expect(out).toMatchObject({ mime: 'video/mp4', width: 128, height: 96, fps: 8 });
    expect(out?.durationS).toBeCloseTo(1, 1);
    expect((await probeMedia(out?.path as string)).audio).toBeDefined();
  });
});

describe('capabilities', () => {
  it('offers the tools whose templates the server can run', async () => {
    const server = await serve({});
    const caps = await createComfyUiEngine({ baseUrl: server.url }).capabilities();
    expect(caps.map((c) => c.tool).sort()).toEqual([
      'img2video',
      'lipsync',
      'text2video',
      'upscale',
      'upscale_turbo',
      'vid2vid',
    ]);
    expect(caps.find((c) => c.tool === 'upscale')?.options?.target).toEqual(['2x', '4x', '2k', '4k']);
    expect(caps.find((c) => c.tool === 'text2video')?.limits?.maxDurationS).toBe(5);
  });

  it('leaves out a tool whose only template lacks a model file on the server', async () => {
    const server = await serve({ objectInfo: withoutModel('wan2.1_t2v_1.3B_fp16.safetensors') });
    const caps = await createComfyUiEngine({ baseUrl: server.url }).capabilities();
    expect(caps.map((c) => c.tool)).not.toContain('text2video');
    expect(caps.map((c) => c.tool)).not.toContain('vid2vid');
  });

  it('falls back to every template when /object_info is unavailable', async () => {
    const server = await serve({ objectInfo: null });
    const caps = await createComfyUiEngine({ baseUrl: server.url }).capabilities();
    expect(caps.map((c) => c.tool)).toContain('lipsync');
  });
});
