import { MODE, type Mode, type Tool, type UpscaleTarget } from '@framewise/contracts';

/**
 * The server's cost table, in points, for a run in normal mode; the mode factor then applies (fast costs double,
 * unlimited is free). docs/product.md ("The tools") lists them all; the upscale, lip-sync and video-upscale costs
 * are fixed product numbers, the rest is decided here (docs/decisions.md). /api/config/generate publishes the same
 * numbers, so clients never hold a copy.
 */

/** Mode factors: normal 1, unlimited (relax, needs unlimitEnable) 0, fast 2. */
export const MODE_COST_FACTOR: Readonly<Record<Mode, number>> = { [MODE.NORMAL]: 1, [MODE.RELAX]: 0, [MODE.FAST]: 2 };

/** Duration bands of generated videos (upper bounds in seconds): index 1 to 4 of the cost lists. */
export const DURATION_BANDS = [5, 10, 20, 60] as const;
/** Duration bands of an upscaled source video: index 1 to 3 of "2K costs 1, 2, 3". */
export const SOURCE_DURATION_BANDS = [5, 10, 60] as const;

/** Points of one run before options. */
export const BASE_COST: Readonly<Record<Tool, number>> = {
  text2video: 2,
  ai_video: 2,
  img2video: 2,
  img2video_v2: 2,
  vid2vid: 3,
  lipsync: 0,
  upscale: 0,
  upscale_turbo: 1,
  extend: 1,
};

/** Extra points by duration band for generated and extended videos, and for video to video. */
export const DURATION_COST = {
  video: [0, 2, 6, 14],
  vid2vid: [0, 3, 9, 21],
} as const;

/** Video-to-video upscale to 2K costs 1, 2, 5, 10; to 4K 6, 10, 20, 40 (by duration band). */
export const VIDEO_UPSCALER_COST: Readonly<Record<'2k' | '4k', readonly number[]>> = {
  '2k': [1, 2, 5, 10],
  '4k': [6, 10, 20, 40],
};

/** Lip-sync costs 1, 2, 5, 10 by level 1 to 4. */
export const LIPSYNC_LEVEL_COST = [1, 2, 5, 10] as const;

/** Image upscales: 2K 1 (index 1) and 4K 6 are product numbers; 2x and 4x decided. */
export const IMAGE_UPSCALE_COST: Readonly<Record<Exclude<UpscaleTarget, '2k60'>, number>> = {
  '2x': 1,
  '4x': 2,
  '2k': 1,
  '4k': 6,
};

/** Video upscales by source duration band (product numbers): 2K 1, 2, 3 and 2K at 60 fps 5, 8, 15; 4K 6. */
export const VIDEO_UPSCALE_COST: Readonly<Record<UpscaleTarget, readonly number[]>> = {
  '2x': [1, 2, 3],
  '2k': [1, 2, 3],
  '2k60': [5, 8, 15],
  '4x': [6, 6, 6],
  '4k': [6, 6, 6],
};

/** Upscaler choices of the video tools (a 2K / 4K pass after generating). */
export const VIDEO_UPSCALERS = ['2k', '4k'] as const;

/** Index (0-based) of the first band whose upper bound is at least value; the last band above all. */
export function bandIndex(bands: readonly number[], value: number): number {
  const i = bands.findIndex((upTo) => value <= upTo);
  return i < 0 ? bands.length - 1 : i;
}

/** The steps of a duration-banded cost list, as /api/config publishes them (costBy). */
export function costSteps(bands: readonly number[], costs: readonly number[]): { upTo: number; cost: number }[] {
  return bands.map((upTo, i) => ({ upTo, cost: costs[i] ?? costs[costs.length - 1] ?? 0 }));
}

/** What a run's price depends on, read from a validated request. */
export type CostInput =
  | { tool: 'text2video' | 'ai_video' | 'img2video' | 'img2video_v2' | 'extend'; duration: number; upscaler?: string }
  | { tool: 'vid2vid'; duration: number; upscaler?: string }
  | { tool: 'lipsync'; level: number }
  | { tool: 'upscale'; target: UpscaleTarget; sourceKind: 'image' }
  | { tool: 'upscale'; target: UpscaleTarget; sourceKind: 'video'; sourceDurationS: number }
  | { tool: 'upscale_turbo'; target: Exclude<UpscaleTarget, '2k60'> };

function upscalerCost(upscaler: string | undefined, duration: number): number {
  if (upscaler !== '2k' && upscaler !== '4k') return 0;
  return VIDEO_UPSCALER_COST[upscaler][bandIndex(DURATION_BANDS, duration)] ?? 0;
}

/** Points of one run in normal mode. */
export function normalCost(input: CostInput): number {
  const base = BASE_COST[input.tool];
  switch (input.tool) {
    case 'vid2vid':
      return (
        base +
        (DURATION_COST.vid2vid[bandIndex(DURATION_BANDS, input.duration)] ?? 0) +
        upscalerCost(input.upscaler, input.duration)
      );
    case 'lipsync':
      return base + (LIPSYNC_LEVEL_COST[Math.min(4, Math.max(1, input.level)) - 1] ?? 0);
    case 'upscale':
      if (input.sourceKind === 'image') return base + (input.target === '2k60' ? 0 : IMAGE_UPSCALE_COST[input.target]);
      return base + (VIDEO_UPSCALE_COST[input.target][bandIndex(SOURCE_DURATION_BANDS, input.sourceDurationS)] ?? 0);
    case 'upscale_turbo':
      return base + IMAGE_UPSCALE_COST[input.target];
    default:
      return (
        base +
        (DURATION_COST.video[bandIndex(DURATION_BANDS, input.duration)] ?? 0) +
        upscalerCost(input.upscaler, input.duration)
      );
  }
}

/** Points charged: the normal cost times the mode factor, rounded up. */
export function taskCost(input: CostInput, mode: Mode): number {
  return Math.ceil(normalCost(input) * MODE_COST_FACTOR[mode]);
}
