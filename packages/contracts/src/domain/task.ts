/** Generation task status codes (docs/product.md, "Task states"). */
export const TASK_STATUS = {
  CHECK_FAILED: -5,
  REJECTED: -4,
  UNDER_CHECK: -3,
  QUEUED: -2,
  FAILED: -1,
  PROCESSING: 0,
  SUCCESS: 1,
} as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUSES = Object.values(TASK_STATUS) as TaskStatus[];

/** Statuses after which a task never changes again, so clients stop polling. */
const SETTLED_TASK_STATUSES: readonly TaskStatus[] = [
  TASK_STATUS.CHECK_FAILED,
  TASK_STATUS.REJECTED,
  TASK_STATUS.FAILED,
  TASK_STATUS.SUCCESS,
];
export function isTaskSettled(status: number): boolean {
  return (SETTLED_TASK_STATUSES as readonly number[]).includes(status);
}

/** Generation modes: normal, unlimited (relax: free with unlimitEnable, slower), fast (charges points). */
export const MODE = { NORMAL: 0, RELAX: 1, FAST: 2 } as const;
export type Mode = (typeof MODE)[keyof typeof MODE];
export const MODES = Object.values(MODE) as Mode[];

/** Publication status of a work; a work that was never offered has none (null). */
export const PUBLICATION_STATUS = { PUBLIC: 0, CONTRIBUTE: 1, UNDER_CHECK: 2, REJECTED: 3 } as const;
export type PublicationStatus = (typeof PUBLICATION_STATUS)[keyof typeof PUBLICATION_STATUS];
export const PUBLICATION_STATUSES = Object.values(PUBLICATION_STATUS) as PublicationStatus[];

/**
 * Creation tools. They name a work's origin, the `type` of the config calls and the list3 filter.
 * img2video_v2 is the second image-to-video tool; extend continues a finished video.
 */
export const TOOLS = [
  'text2video',
  'img2video',
  'img2video_v2',
  'ai_video',
  'vid2vid',
  'lipsync',
  'upscale',
  'upscale_turbo',
  'extend',
] as const;
export type Tool = (typeof TOOLS)[number];

/** Upscale outputs: scale factors, 2K (long side 2560), 4K (3840) and 2K at 60 fps for video. */
export const UPSCALE_TARGETS = ['2x', '4x', '2k', '4k', '2k60'] as const;
export type UpscaleTarget = (typeof UPSCALE_TARGETS)[number];

/** The style id in a video-to-video style_list that means "use reference_style_img". */
export const CUSTOM_STYLE = 'custom';
