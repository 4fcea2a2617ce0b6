import type { EngineTool, ToolRunner } from '../types';
import { FFMPEG, FFPROBE } from './media/binaries';
import { type EsrganModel, type EsrganOptions, EsrganUpscaler } from './upscale/esrgan';

export interface LocalEngineOptions {
  /** ffmpeg and ffprobe binaries; default: FFMPEG_PATH / FFPROBE_PATH, else the ones on PATH. */
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Short side in pixels of generated videos (image to video, text to video). Default 720. */
  videoShortSide?: number;
  /** Longest clip the engine renders, in seconds. Default 60 (the contracts' maximum). */
  maxDurationS?: number;
  /** Highest frame rate. Default 60. */
  maxFps?: number;
  /** x264 speed preset and quality of every encode. Defaults 'veryfast' and 20. */
  x264Preset?: string;
  crf?: number;
  upscale?: {
    /** Use ESRGAN for images when it fits the time budget (default true); false always uses Lanczos. */
    esrgan?: boolean;
    /** ESRGAN size when a job does not ask: 'slim' (fast, default) or 'medium' (sharper, ~2.5x slower). */
    model?: EsrganModel;
    /** Longest an ESRGAN run may take; larger images go to Lanczos. Default 60 s. */
    timeBudgetMs?: number;
    /** Largest output image in pixels. Default 8192 x 8192. */
    maxOutputPixels?: number;
    /** Longest video the video upscaler takes, in seconds. Default 30. */
    maxVideoDurationS?: number;
  } & EsrganOptions;
  /** Extra tools or replacements (lip-sync and face detection plug in here). */
  tools?: Partial<Record<EngineTool, ToolRunner>>;
}

/** The options with defaults filled in, plus the shared ESRGAN worker: what every local tool receives. */
export interface LocalContext {
  ffmpegPath: string;
  ffprobePath: string;
  videoShortSide: number;
  maxDurationS: number;
  maxFps: number;
  x264Preset: string;
  crf: number;
  upscale: {
    esrgan: boolean;
    model: EsrganModel;
    timeBudgetMs: number;
    maxOutputPixels: number;
    maxVideoDurationS: number;
  };
  esrgan: EsrganUpscaler;
}

export function createContext(options: LocalEngineOptions = {}): LocalContext {
  const up = options.upscale ?? {};
  return {
    ffmpegPath: options.ffmpegPath ?? FFMPEG,
    ffprobePath: options.ffprobePath ?? FFPROBE,
    videoShortSide: options.videoShortSide ?? 720,
    maxDurationS: options.maxDurationS ?? 60,
    maxFps: options.maxFps ?? 60,
    x264Preset: options.x264Preset ?? 'veryfast',
    crf: options.crf ?? 20,
    upscale: {
      esrgan: up.esrgan ?? true,
      model: up.model ?? 'slim',
      timeBudgetMs: up.timeBudgetMs ?? 60_000,
      maxOutputPixels: up.maxOutputPixels ?? 8192 * 8192,
      maxVideoDurationS: up.maxVideoDurationS ?? 30,
    },
    esrgan: new EsrganUpscaler({ workerPath: up.workerPath, tileSize: up.tileSize, overlap: up.overlap }),
  };
}

/** What a tool gets for one run: cancellation and a progress callback taking 0..1. */
export interface RunContext {
  signal?: AbortSignal;
  progress: (fraction: number) => void;
}

/** Maps a stage's own 0..1 progress into [from, to] of the whole job. */
export function stage(run: RunContext, from: number, to: number): (fraction: number) => void {
  return (f) => run.progress(from + (to - from) * Math.min(1, Math.max(0, f)));
}
