import { z } from 'zod';
import { count, httpUrl, optional, withDefault } from './variable';

export const ENGINES = ['local', 'comfyui'] as const;
export type Engine = (typeof ENGINES)[number];

/** Queue lanes in claim order: fast first, relax (unlimited) last. */
export const LANES = ['fast', 'normal', 'relax'] as const;
export type Lane = (typeof LANES)[number];

/** Generation: which engine runs jobs and how this process's workers take them from the queue. */
export interface GenerationConfig {
  comfyuiUrl: string;
  /** Short side in pixels of the local engine's drawn videos. */
  localVideoShortSide: number;
  worker: {
    /** Slots that take tasks of every lane in `lanes`, in lane order. */
    concurrency: number;
    /** Extra slots that take only fast tasks. */
    fastSlots: number;
    lanes: readonly Lane[];
    leaseSeconds: number;
    pollMs: number;
    maxAttempts: number;
    retryBaseSeconds: number;
  };
}

/** The media engine and the generation workers. */
export const engineVariables = {
  ENGINE: withDefault(z.enum(ENGINES), 'local', {
    description:
      'Media engine: `local` (sharp, ffmpeg, ESRGAN on this machine) or `comfyui` (GPU workers, docs/gpu-workers.md).',
  }),
  COMFYUI_URL: withDefault(httpUrl(), 'http://127.0.0.1:8188', {
    description: 'The ComfyUI server of ENGINE=comfyui.',
  }),
  // Read where ffmpeg runs (packages/engine/src/local/media/binaries.ts, the server's media probes and
  // bootstrap.mjs's check) straight from the environment; declared here to be described and checked once.
  FFMPEG_PATH: optional(z.string().min(1), {
    description: 'The ffmpeg binary the local engine, uploads and covers run (video and audio).',
    unset: 'ffmpeg on PATH',
  }),
  FFPROBE_PATH: optional(z.string().min(1), {
    description: 'The ffprobe binary that reads the length, size and streams of uploaded and generated media.',
    unset: 'ffprobe on PATH',
  }),
  LOCAL_VIDEO_SHORT_SIDE: withDefault(count(144, 2160), 720, {
    description:
      'Short side in pixels of the videos the local engine draws (text and image to video); smaller renders faster.',
  }),
  WORKER_CONCURRENCY: withDefault(count(0, 64), 1, {
    description:
      'Tasks each worker process runs at once, of every lane in WORKER_LANES (the local engine is CPU-bound: one per core is plenty).',
  }),
  WORKER_FAST_SLOTS: withDefault(count(0, 64), 1, {
    description:
      'Extra slots per worker process that take only fast-lane tasks, so a fast task never waits behind a long one.',
  }),
  WORKER_LANES: withDefault(
    z
      .string()
      .transform((v) => v.split(',').map((p) => p.trim()))
      .pipe(z.array(z.enum(LANES)).min(1)),
    [...LANES],
    { description: 'Lanes the general slots take, from fast, normal, relax.' },
  ),
  WORKER_LEASE_SECONDS: withDefault(count(5, 3600), 60, {
    description:
      "A claimed task whose lease is not renewed for this long is another worker's to take (a worker killed mid-task).",
  }),
  WORKER_POLL_MS: withDefault(count(50, 60_000), 1000, {
    description:
      "An idle slot's first poll; it doubles up to 16x while idle (new tasks wake slots at once, across processes on PostgreSQL).",
  }),
  WORKER_MAX_ATTEMPTS: withDefault(count(1, 20), 3, {
    description: 'Runs of a task before a transient failure becomes final (and is refunded).',
  }),
  WORKER_RETRY_BASE_SECONDS: withDefault(count(1, 3600), 15, {
    description: 'First retry delay; each further retry doubles it (capped at 1 hour).',
  }),
};

type EngineEnv = z.output<z.ZodObject<typeof engineVariables>>;

export function readGeneration(e: EngineEnv): GenerationConfig {
  return {
    comfyuiUrl: e.COMFYUI_URL.replace(/\/+$/, ''),
    localVideoShortSide: e.LOCAL_VIDEO_SHORT_SIDE,
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      fastSlots: e.WORKER_FAST_SLOTS,
      // Claim order, whatever order env names them in.
      lanes: LANES.filter((lane) => e.WORKER_LANES.includes(lane)),
      leaseSeconds: e.WORKER_LEASE_SECONDS,
      pollMs: e.WORKER_POLL_MS,
      maxAttempts: e.WORKER_MAX_ATTEMPTS,
      retryBaseSeconds: e.WORKER_RETRY_BASE_SECONDS,
    },
  };
}
