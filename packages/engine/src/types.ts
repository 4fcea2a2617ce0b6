/**
 * The engine contract the generation worker programs against. An engine turns one job into media files on local
 * disk; the worker owns storage, queueing, charging and retries. Implementations: the local engine ("./local",
 * real media processing with no network) and the ComfyUI adapter ("./comfyui", GPU workers).
 */

import type { EngineNote } from './notes';

/** What a job asks for: one kind per engine tool (docs/architecture.md, glossary). */
export type EngineTool =
  | 'upscale' // 2x, 4x, 2K, 4K images; 2K at 60 fps for video
  | 'upscale_turbo' // upscale guided by a reference image
  | 'img2video' // camera motion over a reference image (both image-to-video tools and the AI video generator)
  | 'text2video' // no reference: the local engine renders a seeded procedural preview
  | 'video_extend' // continue a finished video from its last frame
  | 'vid2vid' // restyle a video
  | 'lipsync' // animate a face's mouth from audio
  | 'detectface'; // face boxes of an image or a video's first frame

/** Upscale targets (docs/product.md, "The tools"): factors, output long sides, and 2K at 60 fps for video. */
export type UpscaleTarget = '2x' | '4x' | '2k' | '4k' | '2k60';

/** Camera motions of image to video (move type / movement angle). */
export type MoveType = 'zoom_in' | 'zoom_out' | 'pan_left' | 'pan_right' | 'pan_up' | 'pan_down' | 'orbit' | 'static';

/** Absolute paths of inputs on local disk (the worker downloads stored objects first). */
export interface JobInputs {
  image?: string;
  endImage?: string;
  mask?: string;
  video?: string;
  audio?: string;
  styleImage?: string;
  referenceImage?: string;
}

export interface EngineJob {
  id: string;
  tool: EngineTool;
  inputs: JobInputs;
  /** Tool parameters as validated by the contracts (prompt, ratio code, duration, fps, move_type, style...). */
  params: Record<string, unknown>;
  /** Deterministic output for the same seed and inputs; -1 means pick one (the result reports it). */
  seed: number;
  /** A fresh directory the engine may write into; outputs must live here. */
  workDir: string;
}

export interface EngineOutput {
  /** Absolute path of the result file inside workDir. */
  path: string;
  mime: 'video/mp4' | 'image/png' | 'image/jpeg' | 'application/json';
  width?: number;
  height?: number;
  durationS?: number;
  fps?: number;
  /** A poster frame for videos (JPEG path inside workDir). */
  poster?: string;
}

export interface EngineResult {
  outputs: EngineOutput[];
  /** The seed actually used. */
  seed: number;
  /** Which engine made it, recorded on the work ('local', 'local-preview' for procedural text to video, 'comfyui'). */
  engine: string;
  /**
   * Things the engine did not honour (e.g. the local engine ignores prompts for upscaling), shown to the user: keys
   * of the 'engine' i18n namespace, translated when presented.
   */
  notes: EngineNote[];
  /** Extra machine-readable data (face boxes for detectface). */
  data?: unknown;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** 0..100, called often; the worker throttles what it stores. */
  onProgress?: (percent: number) => void;
}

/** One tool an engine offers, with the options it supports (the config API shows only these). */
export interface ToolCapability {
  tool: EngineTool;
  /** e.g. upscale targets, move types, style ids; absent = all the contracts allow. */
  options?: Record<string, readonly string[]>;
  /** Human-readable limits (max duration, max pixels). */
  limits?: Record<string, number>;
}

/**
 * One tool's implementation: the local engine dispatches a job to the runner of its tool, and createLocalEngine
 * accepts extra runners (lip-sync and face detection modules plug in this way).
 */
export type ToolRunner = (job: EngineJob, options: RunOptions) => Promise<EngineResult>;

/** What an engine needs on this machine and lacks, and which tools it therefore does not offer. */
export interface EngineHealth {
  /** Binaries or codecs it needs and cannot use, with where it looked ('ffmpeg (/usr/bin/ffmpeg)'). */
  missing: string[];
  /** Tools left out of its capabilities because of them. */
  toolsOff: EngineTool[];
  /** Tools still offered with fewer options, and what is left ('upscale': 'images only'). */
  limited: Partial<Record<EngineTool, string>>;
  /** What it found, for the start log ('ffmpeg 5.1.6'). */
  found: string[];
}

export interface Engine {
  readonly name: string;
  capabilities(): Promise<ToolCapability[]>;
  /** Checks what the engine needs on this machine (the local engine: ffmpeg, ffprobe); absent: nothing to check. */
  health?(): Promise<EngineHealth>;
  run(job: EngineJob, options?: RunOptions): Promise<EngineResult>;
}

/** A failure the worker should not retry (bad input, unsupported option): the task fails and is refunded. */
export class EngineRefusal extends Error {
  constructor(
    message: string,
    /** A message key the server translates (validation.* / engine.*) or plain text. */
    readonly reason: string = message,
  ) {
    super(message);
    this.name = 'EngineRefusal';
  }
}

/** A failure that may pass (a GPU worker restarted, a timeout): the worker retries with backoff. */
export class EngineTransientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineTransientError';
  }
}
