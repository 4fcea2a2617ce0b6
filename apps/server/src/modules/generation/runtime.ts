import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Engine, EngineHealth, ToolCapability } from '@framewise/engine';
import { createComfyUiEngine } from '@framewise/engine/comfyui';
import { createLocalEngine } from '@framewise/engine/local';
import type { Config } from '../../config';
import type { AppContext } from '../../http';
import { type FaceDetector, ThreadFaceDetector } from './face-detector';
import { BlocklistModeration, type ModerationProvider } from './moderation';

/** Engines with resources to release (the local engine's ESRGAN thread). */
type ClosableEngine = Engine & { close?: () => Promise<void> };

/** How a wait ended. */
export type WaitEnd = 'woken' | 'timeout' | 'aborted';

/**
 * Wakes idle workers when a task becomes claimable, so a submission starts without waiting for the next poll.
 * Within a process by an event; across processes on one PostgreSQL when a publisher is attached
 * (db/notifications.ts shareTaskWakeups: LISTEN/NOTIFY), which calls wake() in every other process.
 */
export class TaskSignal {
  private readonly emitter = new EventEmitter();
  private publisher: (() => void) | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** A task became claimable here: wake this process's slots and tell the other processes. */
  notify(): void {
    this.wake();
    this.publisher?.();
  }

  /** Wakes this process's slots only (a wake-up that came from another process). */
  wake(): void {
    this.emitter.emit('task');
  }

  /** Also tells other processes on every notify (undefined: this process only). */
  publishWith(publisher: (() => void) | undefined): void {
    this.publisher = publisher;
  }

  /** Resolves after ms, at the next wake-up, or when signal aborts, whichever comes first. */
  wait(ms: number, signal?: AbortSignal): Promise<WaitEnd> {
    return new Promise((resolve) => {
      const done = (end: WaitEnd) => {
        clearTimeout(timer);
        this.emitter.off('task', woken);
        signal?.removeEventListener('abort', aborted);
        resolve(end);
      };
      const woken = () => done('woken');
      const aborted = () => done('aborted');
      const timer = setTimeout(() => done('timeout'), ms);
      this.emitter.once('task', woken);
      signal?.addEventListener('abort', aborted, { once: true });
    });
  }
}

/** What generation needs besides the database: the engine, the content check, face detection, worker wake-ups. */
export interface GenerationRuntime {
  engine: ClosableEngine;
  moderation: ModerationProvider;
  faces: FaceDetector;
  signal: TaskSignal;
  /** The engine's tools and options, cached for a minute (the ComfyUI adapter asks its server). */
  capabilities(): Promise<ToolCapability[]>;
  /** What the engine lacks on this machine (ffmpeg, ffprobe), checked once; null when it has nothing to check. */
  health(): Promise<EngineHealth | null>;
  close(): Promise<void>;
}

const CAPABILITIES_TTL_MS = 60_000;

/** Where the ComfyUI workflow templates are, found through the engine package (works bundled and from sources). */
function workflowsDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@framewise/engine')), '..', 'workflows');
}

/** The engine ENGINE names: the local engine (default) or the ComfyUI adapter at COMFYUI_URL. */
export function createConfiguredEngine(config: Pick<Config, 'engine' | 'generation'>): ClosableEngine {
  if (config.engine === 'comfyui') {
    return createComfyUiEngine({ baseUrl: config.generation.comfyuiUrl, workflowsDir: workflowsDir() });
  }
  return createLocalEngine({ videoShortSide: config.generation.localVideoShortSide });
}

export interface RuntimeParts {
  engine?: ClosableEngine;
  moderation?: ModerationProvider;
  faces?: FaceDetector;
}

export function createRuntime(
  config: Pick<Config, 'engine' | 'generation'>,
  parts: RuntimeParts = {},
): GenerationRuntime {
  const engine = parts.engine ?? createConfiguredEngine(config);
  const faces = parts.faces ?? new ThreadFaceDetector();
  let cached: { at: number; value: Promise<ToolCapability[]> } | undefined;
  let health: Promise<EngineHealth | null> | undefined;
  return {
    engine,
    moderation: parts.moderation ?? new BlocklistModeration(),
    faces,
    signal: new TaskSignal(),
    capabilities() {
      const now = Date.now();
      if (!cached || now - cached.at > CAPABILITIES_TTL_MS) {
        const value = engine.capabilities();
        cached = { at: now, value };
        // A failed look-up (ComfyUI unreachable) is not cached.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    health() {
      health ??= engine.health ? engine.health() : Promise.resolve(null);
      return health;
    },
    async close() {
      await Promise.all([engine.close?.(), faces.close()]);
    },
  };
}

const runtimes = new WeakMap<AppContext, GenerationRuntime>();

/** The app's generation runtime, made from config on first use (one engine per process). */
export function generationRuntime(ctx: AppContext): GenerationRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = createRuntime(ctx.config);
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** Replaces parts of the runtime (tests: a fake engine or moderation). Call before the first request. */
export function configureGeneration(ctx: AppContext, parts: RuntimeParts): GenerationRuntime {
  const runtime = createRuntime(ctx.config, parts);
  runtimes.set(ctx, runtime);
  return runtime;
}

/** Releases the runtime if one was made (the app's onClose). */
export async function closeGenerationRuntime(ctx: AppContext): Promise<void> {
  const runtime = runtimes.get(ctx);
  runtimes.delete(ctx);
  await runtime?.close();
}
