// `node packages/engine/bench.mjs [--medium]`: local engine figures (not a test: nothing passes or fails).
// - upscale 512x512 -> 2048x2048 with ESRGAN (slim; medium with --medium) and with Lanczos
// - 5 s 720p image to video (30 fps, zoom in) and 5 s 720p procedural text to video
// The engine is TypeScript source, so it loads through Vite's module runner (the same way vitest runs it).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceRunner } from './source-runner.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const source = await sourceRunner();
const { createLocalEngine, probeMedia } = await source.load('/src/local/index.ts');

const dir = await mkdtemp(join(tmpdir(), 'fw-engine-bench-'));
const rows = [];

async function timed(label, fn) {
  const started = performance.now();
  const detail = await fn();
  const seconds = (performance.now() - started) / 1000;
  rows.push({ case: label, seconds: seconds.toFixed(2), detail });
  console.info(`${label}: ${seconds.toFixed(2)} s ${detail}`);
}

/** A 512x512 photo-like test image: gradients, shapes and fine stripes for the upscaler to work on. */
async function sourceImage(path, width, height) {
  const stripes = Array.from(
    { length: 40 },
    (_, i) => `<rect x="${i * 6}" y="${height * 0.7}" width="3" height="${height * 0.2}" fill="rgb(${i * 6},60,90)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(40,90,200)"/><stop offset="1" stop-color="rgb(250,180,90)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.6}" cy="${height * 0.35}" r="${width * 0.15}" fill="rgb(255,230,120)"/>
<text x="20" y="${height * 0.15}" font-size="${width / 12}" fill="white">Framewise 512</text>${stripes}</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}

const image512 = await sourceImage(join(dir, 'src-512.png'), 512, 512);
const image720 = await sourceImage(join(dir, 'src-1600x900.png'), 1600, 900);
const job = (tool, params, inputs, name) => ({ id: name, tool, inputs, params, seed: 1, workDir: join(dir, name) });

const esrgan = createLocalEngine({ upscale: { timeBudgetMs: 600_000 } });
const lanczos = createLocalEngine({ upscale: { esrgan: false } });
try {
  const models = process.argv.includes('--medium') ? ['slim', 'medium'] : ['slim'];
  for (const model of models) {
    await timed(`upscale 512->2048 ESRGAN ${model}`, async () => {
      const r = await esrgan.run(
        job('upscale', { target: '4x', engine: model }, { image: image512 }, `esrgan-${model}`),
      );
      return `${r.outputs[0].width}x${r.outputs[0].height} via ${r.data.method}`;
    });
  }
  await timed('upscale 512->2048 Lanczos', async () => {
    const r = await lanczos.run(job('upscale', { target: '4x' }, { image: image512 }, 'lanczos'));
    return `${r.outputs[0].width}x${r.outputs[0].height} via ${r.data.method}`;
  });
  await timed('image to video 5 s 720p 30 fps', async () => {
    const r = await lanczos.run(
      job('img2video', { duration: 5, frame_rate: 30, ratio: 4, move_type: 'zoom_in' }, { image: image720 }, 'i2v'),
    );
    const info = await probeMedia(r.outputs[0].path);
    return `${info.width}x${info.height} ${info.fps} fps ${info.durationS.toFixed(2)} s`;
  });
  await timed('text to video preview 5 s 720p 24 fps', async () => {
    const r = await lanczos.run(
      job(
        'text2video',
        { prompts: [{ prompt: 'slow ocean waves at dusk', keyframe: 1 }], ratio: 4, duration: 5 },
        {},
        't2v',
      ),
    );
    const info = await probeMedia(r.outputs[0].path);
    return `${info.width}x${info.height} ${info.fps} fps ${info.durationS.toFixed(2)} s`;
  });
} finally {
  await Promise.all([esrgan.close(), lanczos.close()]);
  await source.close();
  await rm(dir, { recursive: true, force: true });
}

console.info(`\nNode ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'})`);
const width = Math.max(...rows.map((r) => r.case.length));
for (const r of rows) console.info(`${r.case.padEnd(width)}  ${r.seconds.padStart(7)} s  ${r.detail}`);
