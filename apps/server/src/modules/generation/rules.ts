import type { Tool, UpscaleTarget } from '@framewise/contracts';
import type { EngineTool } from '@framewise/engine';

/**
 * Generation rules as data, read by the submission checks and published by
 * /api/config/generate (vip / fastOnly flags), so the client and the server agree.
 */

/** "A 20 s video can only use fast mode": videos of this length or longer. */
export const FAST_ONLY_DURATION_S = 20;
/** "Longer video conversion" is for subscribers: video to video longer than this. */
export const LONG_VIDEO_S = 10;
/** "A 4096 upscale image can only use fast mode": the 4x target (4x of a 1024 px upload is 4096 px). */
export const FAST_ONLY_UPSCALE_TARGETS: readonly UpscaleTarget[] = ['4x'];
/** "2K/4K upscale: only subscribers" (2K at 60 fps included). */
export const SUBSCRIBER_UPSCALE_TARGETS: readonly string[] = ['2k', '4k', '2k60'];
/** "Certain styles" of video to video are for subscribers. */
export const SUBSCRIBER_STYLES: readonly string[] = ['cyberpunk', 'watercolor', 'thermal'];

/** Choices the tool screens offer (the contracts accept any value in range; costs follow the bands). */
export const DURATION_CHOICES = [5, 10, 20] as const;
export const FRAME_RATE_CHOICES = [24, 30, 60] as const;
export const LIPSYNC_LEVELS = [1, 2, 3, 4] as const;
export const SUBJECT_TYPES = ['person', 'animal', 'object'] as const;
/** How a custom style image is applied; the local engine transfers its colours. */
export const REFERENCE_ENGINES = ['color'] as const;

/** The engine tool that runs each creation tool; ai_video runs text2video without a reference image. */
export function engineToolOf(tool: Tool, hasReference = true): EngineTool {
  switch (tool) {
    case 'text2video':
      return 'text2video';
    case 'ai_video':
      return hasReference ? 'img2video' : 'text2video';
    case 'img2video':
    case 'img2video_v2':
      return 'img2video';
    case 'vid2vid':
      return 'vid2vid';
    case 'lipsync':
      return 'lipsync';
    case 'upscale':
      return 'upscale';
    case 'upscale_turbo':
      return 'upscale_turbo';
    case 'extend':
      return 'video_extend';
  }
}

/** Engine tools behind a creation tool (ai_video runs either), for availability. */
export function engineToolsOf(tool: Tool): EngineTool[] {
  return tool === 'ai_video' ? ['text2video', 'img2video'] : [engineToolOf(tool)];
}

/** Tools that produce videos (their results can be extended and upscaled as videos). */
export const VIDEO_TOOLS: readonly Tool[] = [
  'text2video',
  'ai_video',
  'img2video',
  'img2video_v2',
  'vid2vid',
  'lipsync',
  'extend',
];
