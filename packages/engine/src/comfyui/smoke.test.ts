import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../local/faces-media';
import { type FakeComfy, type PromptRun, RECORDED_OBJECT_INFO, startFakeComfy } from './fake-server';
import { runSmokeTest } from './smoke';

let dir: string;
let fake: FakeComfy;

/** Plays any template like a GPU worker would, in miniature: images and videos scaled to the prompt's sizes. */
async function playTemplate(run: PromptRun) {
  const nodes = Object.values(run.prompt);
  const node = (cls: string) => nodes.find((n) => n.class_type === cls)?.inputs;
  const saveId = Object.keys(run.prompt).find((id) => /^Save/.test(run.prompt[id]?.class_type ?? '')) as string;
  const isImage = run.prompt[saveId]?.class_type === 'SaveImage';
  const file = { filename: `${run.id}.${isImage ? 'png' : 'mp4'}`, subfolder: 'framewise', type: 'output' };
  const out = join(dir, file.filename);
  // Upscales come back at their ImageScale size; generated videos small (the smoke test checks they decode).
  const scale = node('ImageScale');
  const upscale = !!node('ImageUpscaleWithModel');
  const [w, h] = upscale ? [Number(scale?.width), Number(scale?.height)] : [64, 48];
  if (isImage) {
    await sharp(run.uploadedPath(String(node('LoadImage')?.image)) as string)
      .resize(w, h)
      .png()
      .toFile(out);
  } else {
    const source = node('LoadVideo') ? run.uploadedPath(String(node('LoadVideo')?.file)) : undefined;
    const audio = 'audio' in (node('CreateVideo') ?? {});
    await runFfmpeg([
      ...(source ? ['-i', source] : ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=16:duration=1']),
      ...(audio
        ? ['-f', 'lavfi', '-i', 'sine=frequency=300:duration=1', '-map', '0:v', '-map', '1:a', '-shortest']
        : []),
      ...['-vf', `scale=${w}:${h}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', out],
    ]);
  }
  fake.addOutput(file, out);
  run.setRunning(true);
  run.executing(saveId);
  await run.finish({ [saveId]: { images: [file] } });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fw-smoke-'));
  fake = await startFakeComfy({ script: playTemplate });
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the GPU worker smoke test, against the fake ComfyUI', () => {
  // Eight small jobs through the whole adapter (ffmpeg for inputs, fake runs and outputs): ~10 s on 2 idle cores.
  it('runs each template the server can run and checks its output; reports the others with the reason', {
    timeout: 60_000,
  }, async () => {
    const rows = await runSmokeTest({ baseUrl: fake.url, timeouts: { connectMs: 5_000, requestMs: 5_000 } });
    const byName = Object.fromEntries(rows.map((r) => [r.template, r]));
    expect(byName['latentsync-lipsync']).toMatchObject({ status: 'skipped' });
    expect(byName['latentsync-lipsync']?.detail).toMatch(/LatentSyncNode is not installed/);
    for (const name of ['wan21-t2v', 'wan21-i2v', 'wan21-flf2v', 'wan21-v2v', 'wan22-s2v-lipsync'])
      expect(byName[name], name).toMatchObject({ status: 'ok', detail: expect.stringMatching(/^video \d+x\d+/) });
    expect(byName['wan22-s2v-lipsync']?.detail).toMatch(/\+ audio/);
    expect(byName['realesrgan-image']).toMatchObject({ status: 'ok', detail: 'image 1024x1024' });
    expect(byName['realesrgan-video']).toMatchObject({ status: 'ok', detail: expect.stringMatching(/^video 640x480/) });
  });

  it('fails a template whose output is wrong', async () => {
    const broken = await startFakeComfy({
      objectInfo: RECORDED_OBJECT_INFO,
      async script(run) {
        // Returns the input image unscaled: not the 2x the upscale asked for.
        const saveId = Object.keys(run.prompt).find((id) => run.prompt[id]?.class_type === 'SaveImage') as string;
        const file = { filename: 'same.png', subfolder: '', type: 'output' };
        broken.addOutput(file, run.uploadedPath(String(run.prompt['1']?.inputs.image)) as string);
        run.setRunning(true);
        await run.finish({ [saveId]: { images: [file] } });
      },
    });
    try {
      const rows = await runSmokeTest({ baseUrl: broken.url, only: ['realesrgan-image'] });
      expect(rows).toEqual([expect.objectContaining({ status: 'failed', detail: 'expected 1024 px wide, got 512' })]);
    } finally {
      await broken.close();
    }
  });

  it('is a command an operator runs: prints a row per template and exits 0 when none failed', async () => {
    const script = fileURLToPath(new URL('../../comfy-smoke.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script, fake.url, 'realesrgan-image']);
    expect(stdout).toMatch(/^ok\s+realesrgan-image\s+[\d.]+ s {2}image 1024x1024$/m);
  });
});
