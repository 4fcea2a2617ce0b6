import { mkdir } from 'node:fs/promises';
import type {
  Engine,
  EngineHealth,
  EngineJob,
  EngineResult,
  EngineTool,
  RunOptions,
  ToolCapability,
  ToolRunner,
} from '../types';
import { EngineRefusal } from '../types';
import { createContext, type LocalContext, type LocalEngineOptions, type RunContext } from './context';
import { resolveSeed } from './media/random';
import { checkMediaTools } from './media/tools';
import { MOVE_TYPES } from './motion/camera';
import { LOCAL_REFUSAL } from './reasons';
import { runDetectFace } from './tools/detectface';
import { runImg2video } from './tools/img2video';
import { runLipsync } from './tools/lipsync';
import { runText2video } from './tools/text2video';
import type { LocalTool } from './tools/tool';
import { runUpscale } from './tools/upscale';
import { runUpscaleTurbo } from './tools/upscale-turbo';
import { runVid2vid, VID2VID_STYLES } from './tools/vid2vid';
import { runVideoExtend } from './tools/video-extend';
import { IMAGE_UPSCALE_TARGETS, UPSCALE_TARGETS } from './upscale/targets';

const BUILT_IN: Partial<Record<EngineTool, LocalTool>> = {
  upscale: runUpscale,
  upscale_turbo: runUpscaleTurbo,
  img2video: runImg2video,
  text2video: runText2video,
  video_extend: runVideoExtend,
  vid2vid: runVid2vid,
  lipsync: runLipsync,
  detectface: runDetectFace,
};

export interface LocalEngine extends Engine {
  /** ffmpeg / ffprobe as found at the first call (checked once per engine). */
  health(): Promise<EngineHealth>;
  /** Stops the ESRGAN worker thread (shutdown, tests). */
  close(): Promise<void>;
}

function capabilitiesOf(ctx: LocalContext, extra: readonly EngineTool[], health: EngineHealth): ToolCapability[] {
  const video = { maxDurationS: ctx.maxDurationS, maxFps: ctx.maxFps, shortSide: ctx.videoShortSide };
  const upscaleLimits = {
    maxOutputPixels: ctx.upscale.maxOutputPixels,
    esrganTimeBudgetMs: ctx.upscale.esrgan ? ctx.upscale.timeBudgetMs : 0,
    maxVideoDurationS: ctx.upscale.maxVideoDurationS,
  };
  const models = ctx.upscale.esrgan && ctx.esrgan.available ? ['esrgan-slim', 'esrgan-medium', 'lanczos'] : ['lanczos'];
  const built: ToolCapability[] = [
    {
      tool: 'upscale',
      options: { targets: UPSCALE_TARGETS, imageTargets: IMAGE_UPSCALE_TARGETS, videoTargets: UPSCALE_TARGETS, models },
      limits: upscaleLimits,
    },
    { tool: 'upscale_turbo', options: { targets: IMAGE_UPSCALE_TARGETS, models }, limits: upscaleLimits },
    { tool: 'img2video', options: { moveTypes: MOVE_TYPES }, limits: video },
    {
      tool: 'text2video',
      options: { moveTypes: MOVE_TYPES, engine: ['local-preview'] },
      limits: { ...video, maxScenes: 10 },
    },
    { tool: 'video_extend', limits: { maxDurationS: ctx.maxDurationS } },
    {
      tool: 'vid2vid',
      options: { styles: VID2VID_STYLES, subjectOnly: ['false'] },
      limits: { maxDurationS: ctx.maxDurationS, maxFps: ctx.maxFps, maxLongSide: 1280 },
    },
    { tool: 'lipsync', options: { levels: ['1', '2', '3', '4'] }, limits: { maxDurationS: ctx.maxDurationS } },
    { tool: 'detectface' },
  ];
  const all = [...built.filter((c) => !extra.includes(c.tool)), ...extra.map((tool) => ({ tool }))];
  return all.filter((c) => !health.toolsOff.includes(c.tool)).map((c) => limitedBy(c, health));
}

/** Without ffmpeg the upscaler keeps its image targets (sharp, ESRGAN) and drops its video ones. */
function limitedBy(cap: ToolCapability, health: EngineHealth): ToolCapability {
  if (!health.limited[cap.tool] || !cap.options?.videoTargets) return cap;
  return { ...cap, options: { ...cap.options, targets: cap.options.imageTargets ?? [], videoTargets: [] } };
}

/**
 * The local engine: real media on this machine with sharp, ffmpeg and ESRGAN on TensorFlow.js (wasm), no network.
 * `options.tools` adds or replaces tools (lip-sync and face detection plug in that way).
 */
export function createLocalEngine(options: LocalEngineOptions = {}): LocalEngine {
  const ctx = createContext(options);
  const extra = options.tools ?? {};
  const extraTools = Object.keys(extra) as EngineTool[];
  let health: Promise<EngineHealth> | undefined;
  const checked = () => {
    health ??= checkMediaTools(ctx);
    return health;
  };
  return {
    name: 'local',
    health: checked,
    async capabilities() {
      return capabilitiesOf(ctx, extraTools, await checked());
    },
    async run(job: EngineJob, runOptions: RunOptions = {}): Promise<EngineResult> {
      const { signal, onProgress } = runOptions;
      signal?.throwIfAborted();
      const resolved: EngineJob = { ...job, seed: resolveSeed(job.seed) };
      await mkdir(resolved.workDir, { recursive: true });
      // A task queued before the media tools went missing ends refunded rather than retried.
      const { toolsOff, missing } = await checked();
      if (toolsOff.includes(job.tool)) {
        throw new EngineRefusal(`${job.tool} needs ${missing.join(', ')}`, LOCAL_REFUSAL.toolUnavailable);
      }
      const plugged: ToolRunner | undefined = extra[job.tool];
      if (plugged) return plugged(resolved, runOptions);
      const tool = BUILT_IN[job.tool];
      if (!tool) throw new EngineRefusal(`the local engine has no ${job.tool} tool`, LOCAL_REFUSAL.toolUnavailable);
      // Progress only moves forward and arrives in 0.1 steps: enough for a bar, not a flood.
      let last = -1;
      const run: RunContext = {
        signal,
        progress: (fraction) => {
          const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10;
          if (percent > last) {
            last = percent;
            onProgress?.(percent);
          }
        },
      };
      run.progress(0);
      const result = await tool(resolved, ctx, run);
      run.progress(1);
      return result;
    },
    close: () => ctx.esrgan.close(),
  };
}
