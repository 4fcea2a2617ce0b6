import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { abortError } from '../media/abort';

export type EsrganModel = 'slim' | 'medium';
/** Scales the @upscalerjs ESRGAN packages ship models for. */
export const ESRGAN_SCALES = [2, 3, 4, 8] as const;
export type EsrganScale = (typeof ESRGAN_SCALES)[number];

export interface EsrganOptions {
  /** The worker script; found next to this module or through the package export by default. */
  workerPath?: string;
  /** Input tile edge in pixels. Larger tiles run faster per pixel but hold more memory. */
  tileSize?: number;
  /** Overlap between neighbouring tiles in input pixels (less than half a tile). */
  overlap?: number;
}

interface EsrganRun {
  rgb: Uint8Array;
  width: number;
  height: number;
  /** Time spent in the model, for the time-budget estimate of the next run. */
  modelMs: number;
}

/** The model could not run here (package or worker missing): the caller falls back to Lanczos. */
export class EsrganUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EsrganUnavailable';
  }
}

const DEFAULT_TILE_SIZE = 192;
const DEFAULT_TILE_OVERLAP = 24;

/**
 * Measured model cost in microseconds per input pixel (wasm backend, one core, 192 px tiles with 24 px overlap):
 * the starting point of the time-budget estimate, refined after every run.
 */
const INITIAL_US_PER_PIXEL: Record<EsrganModel, Record<EsrganScale, number>> = {
  slim: { 2: 26, 3: 30, 4: 33, 8: 50 },
  medium: { 2: 60, 3: 70, 4: 80, 8: 120 },
};
/** Loading TensorFlow.js, the wasm binary and the weights, paid once per worker. */
const WORKER_START_MS = 2500;

function defaultWorkerPath(): string | null {
  const sibling = fileURLToPath(new URL('./esrgan-worker.mjs', import.meta.url));
  if (existsSync(sibling)) return sibling;
  // Bundled into a server: this module's URL is the bundle's, so find the worker through the package instead.
  try {
    return createRequire(import.meta.url).resolve('@framewise/engine/esrgan-worker');
  } catch {
    return null;
  }
}

interface WorkerMessage {
  id: number;
  type: 'progress' | 'result' | 'error';
  done?: number;
  total?: number;
  rgb?: Uint8Array;
  width?: number;
  height?: number;
  modelMs?: number;
  code?: string;
  message?: string;
}

/**
 * Runs ESRGAN in one worker thread, one job at a time (on two cores a second model run would only slow both).
 * Cancelling or overrunning a deadline terminates the worker; the next job starts a fresh one.
 */
export class EsrganUpscaler {
  private worker: Worker | null = null;
  private workerStarted = false;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private readonly usPerPixel = structuredClone(INITIAL_US_PER_PIXEL);
  readonly tileSize: number;
  readonly overlap: number;
  private readonly workerPath: string | null;

  constructor(options: EsrganOptions = {}) {
    this.tileSize = options.tileSize ?? DEFAULT_TILE_SIZE;
    this.overlap = options.overlap ?? DEFAULT_TILE_OVERLAP;
    this.workerPath = options.workerPath ?? defaultWorkerPath();
  }

  get available(): boolean {
    return this.workerPath !== null && existsSync(this.workerPath);
  }

  /** Expected wall time of a run in milliseconds, including starting the worker if none is running. */
  estimateMs(width: number, height: number, scale: EsrganScale, model: EsrganModel): number {
    const tiles =
      Math.ceil(width / (this.tileSize - this.overlap)) * Math.ceil(height / (this.tileSize - this.overlap));
    const pixels = Math.max(width * height, tiles * Math.min(this.tileSize, width) * Math.min(this.tileSize, height));
    return (pixels * this.usPerPixel[model][scale]) / 1000 + (this.workerStarted ? 0 : WORKER_START_MS);
  }

  upscale(
    input: { rgb: Uint8Array; width: number; height: number },
    scale: EsrganScale,
    model: EsrganModel,
    options: { signal?: AbortSignal; deadlineMs?: number; onProgress?: (fraction: number) => void } = {},
  ): Promise<EsrganRun> {
    const run = this.queue.then(() => this.runOne(input, scale, model, options));
    this.queue = run.catch(() => {});
    return run;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    if (!this.workerPath || !existsSync(this.workerPath)) throw new EsrganUnavailable('ESRGAN worker script not found');
    const worker = new Worker(this.workerPath);
    worker.unref();
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = null;
        this.workerStarted = false;
      }
    });
    this.worker = worker;
    return worker;
  }

  private runOne(
    input: { rgb: Uint8Array; width: number; height: number },
    scale: EsrganScale,
    model: EsrganModel,
    options: { signal?: AbortSignal; deadlineMs?: number; onProgress?: (fraction: number) => void },
  ): Promise<EsrganRun> {
    const { signal, deadlineMs, onProgress } = options;
    signal?.throwIfAborted();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const pixels = input.width * input.height;
    return new Promise<EsrganRun>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
      };
      const stop = (err: Error) => {
        cleanup();
        // Forget the worker before it is gone, so the next job starts a fresh one instead of waiting on a corpse.
        if (this.worker === worker) {
          this.worker = null;
          this.workerStarted = false;
        }
        void worker.terminate();
        reject(err);
      };
      const onAbort = () => stop(abortError(signal));
      const onError = (err: Error) => stop(new EsrganUnavailable(`ESRGAN worker failed: ${err.message}`));
      const onExit = () => stop(new EsrganUnavailable('ESRGAN worker exited'));
      const onMessage = (msg: WorkerMessage) => {
        if (msg.id !== id) return;
        if (msg.type === 'progress' && msg.done && msg.total) onProgress?.(msg.done / msg.total);
        else if (msg.type === 'result' && msg.rgb && msg.width && msg.height) {
          cleanup();
          this.workerStarted = true;
          const modelMs = msg.modelMs ?? 0;
          // Keep the estimate honest: blend the measured cost into the running figure.
          const measured = (modelMs * 1000) / pixels;
          this.usPerPixel[model][scale] = 0.5 * this.usPerPixel[model][scale] + 0.5 * measured;
          resolve({ rgb: msg.rgb, width: msg.width, height: msg.height, modelMs });
        } else if (msg.type === 'error') {
          cleanup();
          reject(
            msg.code === 'model-unavailable'
              ? new EsrganUnavailable(msg.message ?? 'model unavailable')
              : new Error(msg.message ?? 'ESRGAN failed'),
          );
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      if (deadlineMs !== undefined) {
        timer = setTimeout(
          () => stop(new EsrganUnavailable(`ESRGAN ran past its ${Math.round(deadlineMs)} ms budget`)),
          deadlineMs,
        );
      }
      // Keep the process alive while a job runs; an idle worker must not hold it open.
      worker.ref();
      const rgb = new Uint8Array(input.rgb);
      worker.postMessage(
        {
          id,
          rgb,
          width: input.width,
          height: input.height,
          scale,
          model,
          tileSize: this.tileSize,
          overlap: this.overlap,
        },
        [rgb.buffer],
      );
    });
  }

  /** Stops the worker (tests, shutdown). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.workerStarted = false;
    if (worker) await worker.terminate();
  }
}
