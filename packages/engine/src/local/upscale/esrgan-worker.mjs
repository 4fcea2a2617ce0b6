// ESRGAN super-resolution in a worker thread: TensorFlow.js on the WebAssembly backend runs the @upscalerjs models
// tile by tile and blends the tiles with feathered weights. Plain JavaScript so Node runs it without a loader (also
// from a bundled server, through the package export "@framewise/engine/esrgan-worker").
//
// Protocol (one job at a time):
//   in:  { id, rgb: Uint8Array, width, height, scale, model: 'slim' | 'medium', tileSize, overlap }
//   out: { id, type: 'progress', done, total } ... then { id, type: 'result', rgb, width, height, modelMs }
//        or { id, type: 'error', code: 'model-unavailable' | 'failed', message }
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { planTiles, tileWeights } from './tiling.mjs';

const require = createRequire(import.meta.url);

/** @type {Promise<any> | null} */
let tfReady = null;
/** @type {Map<string, Promise<any>>} */
const models = new Map();

function loadTf() {
  tfReady ??= (async () => {
    const tf = await import('@tensorflow/tfjs');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    // Node's fetch refuses file:// URLs, so the backend gets plain file paths to its .wasm binaries.
    const dist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
    const names = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];
    wasm.setWasmPaths(Object.fromEntries(names.map((n) => [n, path.join(dist, n)])));
    await tf.setBackend('wasm');
    await tf.ready();
    return tf;
  })();
  return tfReady;
}

/** The folder of models/x{scale}/model.json inside the @upscalerjs package, or null when it is not installed. */
function modelDir(model, scale) {
  let entry;
  try {
    entry = require.resolve(`@upscalerjs/esrgan-${model}`);
  } catch {
    return null;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'models', `x${scale}`);
    if (existsSync(path.join(candidate, 'model.json'))) return candidate;
  }
  return null;
}

/** A tf.io handler that reads model.json and its weight shards from disk. */
function fileHandler(dir) {
  return {
    load: async () => {
      const json = JSON.parse(readFileSync(path.join(dir, 'model.json'), 'utf8'));
      const weightSpecs = [];
      const shards = [];
      for (const group of json.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const p of group.paths) shards.push(readFileSync(path.join(dir, p)));
      }
      const all = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

function loadModel(tf, dir) {
  let model = models.get(dir);
  if (!model) {
    model = tf.loadLayersModel(fileHandler(dir));
    models.set(dir, model);
  }
  return model;
}

class ModelUnavailable extends Error {}

/** Image borders get this many replicated pixels of context, so the model's zero padding never darkens them. */
const BORDER = 8;

/** The image with its edge pixels repeated `border` times on every side. */
function padEdges(rgb, width, height, border) {
  const pw = width + 2 * border;
  const ph = height + 2 * border;
  const out = new Uint8Array(pw * ph * 3);
  for (let y = 0; y < ph; y++) {
    const sy = Math.min(height - 1, Math.max(0, y - border));
    for (let x = 0; x < pw; x++) {
      const sx = Math.min(width - 1, Math.max(0, x - border));
      const s = (sy * width + sx) * 3;
      const d = (y * pw + x) * 3;
      out[d] = rgb[s];
      out[d + 1] = rgb[s + 1];
      out[d + 2] = rgb[s + 2];
    }
  }
  return out;
}

async function upscale(job) {
  const { id, scale, tileSize, overlap } = job;
  const width = job.width + 2 * BORDER;
  const height = job.height + 2 * BORDER;
  const rgb = padEdges(job.rgb, job.width, job.height, BORDER);
  const dir = modelDir(job.model, scale);
  if (!dir) throw new ModelUnavailable(`@upscalerjs/esrgan-${job.model} has no x${scale} model here`);
  const tf = await loadTf();
  const model = await loadModel(tf, dir);
  const started = performance.now();
  const cols = planTiles(width, tileSize, overlap);
  const rows = planTiles(height, tileSize, overlap);
  const outW = width * scale;
  const outH = height * scale;
  const acc = new Float32Array(outW * outH * 3);
  const colWeights = cols.map((_, i) => tileWeights(cols, i, scale));
  const rowWeights = rows.map((_, i) => tileWeights(rows, i, scale));
  const total = cols.length * rows.length;
  let done = 0;
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < cols.length; c++) {
      const { start: x0, size: tw } = cols[c];
      const { start: y0, size: th } = rows[r];
      const input = new Float32Array(tw * th * 3);
      for (let y = 0; y < th; y++) {
        const from = ((y0 + y) * width + x0) * 3;
        for (let i = 0; i < tw * 3; i++) input[y * tw * 3 + i] = rgb[from + i];
      }
      const out = tf.tidy(() => model.predict(tf.tensor4d(input, [1, th, tw, 3])));
      const pixels = await out.data();
      out.dispose();
      const wx = colWeights[c];
      const wy = rowWeights[r];
      const ow = tw * scale;
      for (let y = 0; y < th * scale; y++) {
        const wRow = wy[y];
        if (wRow === 0) continue;
        const dst = ((y0 * scale + y) * outW + x0 * scale) * 3;
        const src = y * ow * 3;
        for (let x = 0; x < ow; x++) {
          const w = wRow * wx[x];
          if (w === 0) continue;
          for (let ch = 0; ch < 3; ch++) {
            const v = pixels[src + x * 3 + ch];
            acc[dst + x * 3 + ch] += w * Math.min(255, Math.max(0, v));
          }
        }
      }
      done++;
      parentPort.postMessage({ id, type: 'progress', done, total });
    }
  }
  // Drop the padded border while rounding the accumulated floats to bytes.
  const resultW = job.width * scale;
  const resultH = job.height * scale;
  const result = new Uint8Array(resultW * resultH * 3);
  const skip = BORDER * scale;
  for (let y = 0; y < resultH; y++) {
    const src = ((y + skip) * outW + skip) * 3;
    const dst = y * resultW * 3;
    for (let i = 0; i < resultW * 3; i++) result[dst + i] = Math.round(acc[src + i]);
  }
  const modelMs = performance.now() - started;
  parentPort.postMessage({ id, type: 'result', rgb: result, width: resultW, height: resultH, modelMs }, [
    result.buffer,
  ]);
}

parentPort.on('message', (job) => {
  upscale(job).catch((err) => {
    parentPort.postMessage({
      id: job.id,
      type: 'error',
      code: err instanceof ModelUnavailable ? 'model-unavailable' : 'failed',
      message: err instanceof Error ? err.message : String(err),
    });
  });
});
