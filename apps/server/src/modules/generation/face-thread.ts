// A worker thread that runs face detection (TensorFlow.js on wasm inside the local engine), so the API's event loop
// never waits for it. Built as dist/face-thread.js; from sources it runs through the tsx loader.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { createLocalEngine } from '@framewise/engine/local';
import type { FaceRequest, FaceResponse } from './face-protocol';

const port = parentPort;
if (!port) throw new Error('face-thread.ts runs as a worker thread');

// Face detection needs neither ESRGAN nor any other tool of the engine; nothing else starts.
const engine = createLocalEngine({ upscale: { esrgan: false } });

port.on('message', async (request: FaceRequest) => {
  const workDir = await mkdtemp(join(tmpdir(), 'fw-faces-'));
  let response: FaceResponse;
  try {
    const result = await engine.run({
      id: `faces-${request.id}`,
      tool: 'detectface',
      inputs: request.kind === 'video' ? { video: request.path } : { image: request.path },
      params: {},
      seed: 0,
      workDir,
    });
    response = { id: request.id, ok: true, data: result.data };
  } catch (error) {
    const failure = error as { name?: string; reason?: string; message?: string };
    response = {
      id: request.id,
      ok: false,
      reason: failure.name === 'EngineRefusal' ? failure.reason : undefined,
      message: failure.message ?? String(error),
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  port.postMessage(response);
});
