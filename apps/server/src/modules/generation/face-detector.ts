import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EngineRefusal, EngineTransientError } from '@framewise/engine';
import type { FaceRequest, FaceResponse } from './face-protocol';

/** Face boxes of an image or a video's first frame, as POST /api/images/detectface answers them. */
export interface FaceDetector {
  detect(path: string, kind: 'image' | 'video', signal?: AbortSignal): Promise<unknown>;
  close(): Promise<void>;
}

/** A detection that takes longer than this is abandoned (the thread is restarted). */
const DETECT_TIMEOUT_MS = 60_000;

/**
 * The thread's script: the bundle's sibling dist/face-thread.js, or, when the server runs from sources (tests,
 * `pnpm dev`), this folder's face-thread.ts loaded through tsx's import API by a one-line ESM bootstrap.
 */
function threadScript(): { url: URL; workerData?: { entry: string } } {
  if (!import.meta.url.endsWith('.ts')) return { url: new URL('./face-thread.js', import.meta.url) };
  const require = createRequire(import.meta.url);
  const tsxManifest = require.resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(tsxManifest, 'utf8')) as TsxManifest).exports['./esm/api'].import.default;
  const api = pathToFileURL(join(dirname(tsxManifest), exported)).href;
  const boot = [
    "import { workerData } from 'node:worker_threads';",
    `import { tsImport } from ${JSON.stringify(api)};`,
    'await tsImport(workerData.entry, workerData.entry);',
  ].join('\n');
  return {
    url: new URL(`data:text/javascript,${encodeURIComponent(boot)}`),
    workerData: { entry: new URL('./face-thread.ts', import.meta.url).href },
  };
}

interface TsxManifest {
  exports: { './esm/api': { import: { default: string } } };
}

interface Pending {
  resolve: (data: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs detections one thread away from the event loop. The thread starts on first use, stays for the next
 * requests (loading the model takes a second), and is restarted after a crash or a timeout.
 */
export class ThreadFaceDetector implements FaceDetector {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const { url, workerData } = threadScript();
    const worker = new Worker(url, workerData ? { workerData } : {});
    // An idle detector must not keep the process alive.
    worker.unref();
    worker.on('message', (response: FaceResponse) => this.settle(response));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new EngineTransientError(`face detection thread exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private settle(response: FaceResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    clearTimeout(pending.timer);
    if (response.ok) pending.resolve(response.data);
    else if (response.reason) pending.reject(new EngineRefusal(response.message, response.reason));
    else pending.reject(new Error(response.message));
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }

  detect(path: string, kind: 'image' | 'video', signal?: AbortSignal): Promise<unknown> {
    signal?.throwIfAborted();
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new EngineTransientError('face detection timed out'));
        // A stuck thread would hold later requests too: replace it.
        void this.restart();
      }, DETECT_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      signal?.addEventListener(
        'abort',
        () => {
          if (!this.pending.delete(id)) return;
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
      const request: FaceRequest = { id, path, kind };
      worker.postMessage(request);
    });
  }

  private async restart(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new EngineTransientError('face detection stopped'));
    await worker?.terminate();
  }
}
