import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../local/faces-media';
import { type EngineJob, EngineRefusal, EngineTransientError } from '../types';
import { createComfyUiEngine } from './engine';
import { type FakeComfy, type FakeComfyBehaviour, type PromptRun, startFakeComfy } from './fake-server';
import { classTypesOf, loadTemplates } from './templates';

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
  clip = join(dir, 'saved.mp4');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=16:duration=1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-y',
    clip,
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function serve(behaviour: FakeComfyBehaviour) {
  fake = await startFakeComfy(behaviour);
  fake.files.set('framewise_00001_.mp4', clip);
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

const engineFor = (server: FakeComfy, jobMs = 10_000) =>
  createComfyUiEngine({
    baseUrl: server.url,
    timeouts: { connectMs: 2_000, requestMs: 2_000, jobMs },
    verifyNodes: false,
  });

/** Plays a normal run: cached loaders, each node in turn, the sampler reporting 5 steps, the video saved. */
async function playSuccess(run: PromptRun) {
  run.setRunning(true);
  run.send('execution_start', {});
  const ids = Object.keys(run.prompt);
  run.send('execution_cached', { nodes: ids.slice(0, 3) });
  for (const id of ids.slice(3)) {
    run.send('executing', { node: id, display_node: id });
    if (run.prompt[id]?.class_type === 'KSampler')
      for (let step = 1; step <= 5; step++) run.send('progress', { value: step, max: 5, node: id });
    await new Promise((r) => setTimeout(r, 2));
  }
  const save = ids.find((id) => run.prompt[id]?.class_type === 'SaveVideo') as string;
  const outputs = {
    [save]: {
      images: [{ filename: 'framewise_00001_.mp4', subfolder: 'framewise', type: 'output' }],
      animated: [true],
    },
  };
  run.send('executed', { node: save, output: outputs[save] });
  run.finish(outputs);
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
        run.send('executing', { node: '11' });
        run.send('execution_error', {
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

  it('maps a workflow rejected by /prompt (missing model) to a refusal', async () => {
    const server = await serve({
      rejectPrompt: {
        error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '' },
        node_errors: {
          '1': {
            class_type: 'UNETLoader',
            errors: [
              {
                type: 'value_not_in_list',
                message: 'Value not in list',
                details: "unet_name: 'wan.safetensors' not in []",
              },
            ],
          },
        },
      },
    });
    await expect(engineFor(server).run(await job())).rejects.toThrow(/UNETLoader.*unet_name/);
  });

  it('interrupts the running prompt when the signal aborts', async () => {
    const server = await serve({
      script(run) {
        run.setRunning(true);
        run.send('execution_start', {});
        run.send('executing', { node: '11' });
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
    const run = engineFor(server, 400).run(await job());
    await expect(run).rejects.toBeInstanceOf(EngineTransientError);
    await expect(run).rejects.toThrow(/exceeded 400 ms/);
    expect(server.deleted).toEqual([server.prompts[0]?.id]);
    expect(server.interrupts).toEqual([]);
  });

  it('reports a lost connection as transient and stops the orphaned prompt', async () => {
    const server = await serve({
      script(run) {
        run.setRunning(true);
        run.send('executing', { node: '11' });
        run.send('progress', { value: 3, max: 20, node: '11' });
        setTimeout(() => run.dropSocket(), 20);
      },
    });
    const run = engineFor(server).run(await job());
    await expect(run).rejects.toBeInstanceOf(EngineTransientError);
    await expect(run).rejects.toThrow(/Lost the connection/);
    expect(server.interrupts).toEqual([{ prompt_id: server.prompts[0]?.id }]);
  });

  it('still delivers a prompt that finished while the socket was down', async () => {
    const server = await serve({
      script(run) {
        // The run completes on the server, but the end messages never reach the adapter.
        const save = Object.keys(run.prompt).find((id) => run.prompt[id]?.class_type === 'SaveVideo') as string;
        server.history.set(run.id, {
          outputs: { [save]: { images: [{ filename: 'framewise_00001_.mp4', subfolder: '', type: 'output' }] } },
          status: { status_str: 'success', completed: true },
        });
        run.dropSocket();
      },
    });
    const result = await engineFor(server).run(await job());
    expect(result.outputs[0]).toMatchObject({ mime: 'video/mp4', width: 320 });
    expect(server.interrupts).toEqual([]);
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

describe('capabilities', () => {
  it('offers the tools whose workflow nodes the server has', async () => {
    const missing = new Set(['LatentSyncNode', 'VideoLengthAdjuster', 'WanSoundImageToVideo']);
    const classes = [...new Set(loadTemplates().flatMap(classTypesOf))].filter((c) => !missing.has(c));
    const server = await serve({ objectInfo: classes });
    const caps = await createComfyUiEngine({ baseUrl: server.url }).capabilities();
    expect(caps.map((c) => c.tool).sort()).toEqual(['img2video', 'text2video', 'upscale', 'upscale_turbo', 'vid2vid']);
    expect(caps.find((c) => c.tool === 'upscale')?.options?.target).toEqual(['2x', '4x', '2k', '4k']);
    expect(caps.find((c) => c.tool === 'text2video')?.limits?.maxDurationS).toBe(5);
  });

  it('falls back to every template when /object_info is unavailable', async () => {
    const server = await serve({});
    const caps = await createComfyUiEngine({ baseUrl: server.url }).capabilities();
    expect(caps.map((c) => c.tool)).toContain('lipsync');
  });
});
