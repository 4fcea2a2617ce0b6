import type { Mode } from '@framewise/contracts/routes';

/** An uploaded file a draft refers to: the storage key the server takes and a URL that shows it. */
export interface MediaRef {
  key: string;
  url: string;
}

/** One scene of text to video: its prompt and the keyframe it starts at. */
export interface KeyframePrompt {
  prompt: string;
  keyframe: number;
}

/** An overlay character (lora) and its weight. */
export interface ExtraModelChoice {
  id: string;
  weight: number;
}

/**
 * Flags every draft carries: isDrawSame marks settings copied from a work that
 * the tool screen has not opened yet; isGalleryDrawSame marks a copy from the gallery, which survives one reset
 * (the reset drafts get when the logged-in user changes, e.g. a visitor who copies from the gallery and then logs
 * in); mode is the generation mode the draft was made in.
 */
interface DraftFlags {
  isDrawSame: boolean;
  isGalleryDrawSame: boolean;
  mode: Mode;
}

/** Empty values: '' for text and option ids, null for numbers and files. */
export interface Text2VideoDraft extends DraftFlags {
  model: string;
  upscaler: string;
  ratio: number | null;
  duration: number | null;
  motion_speed: number | null;
  move_type: string;
  extra_model: ExtraModelChoice[];
  prompts: KeyframePrompt[];
}

export interface UpscaleTurboDraft extends DraftFlags {
  negative_prompt: string;
  prompt: string;
  reference_img: MediaRef | null;
  upscaler: string;
  weight: number | null;
  engine: string;
  hdr: boolean;
  resemblance: number | null;
}

export interface ImageToVideoDraft extends DraftFlags {
  duration: number | null;
  mask_img: MediaRef | null;
  model: string;
  motion_speed: number | null;
  ratio: number | null;
  reference_img: MediaRef | null;
  upscaler: string;
  prompt: string;
}

export interface VideoToVideoDraft extends DraftFlags {
  duration: number | null;
  frame_rate: number | null;
  model: string;
  prompt: string;
  reference_video: MediaRef | null;
  upscaler: string;
  style_list: string[];
  reference_style_img: MediaRef | null;
  reference_engine: string;
  seed: number;
  video_refer: number | null;
  subject_only: boolean;
  subject_type: string;
  subject_prompt: string;
  bg_custom: MediaRef | null;
  bg_color: string;
}

export interface AiVideoDraft extends DraftFlags {
  prompt: string;
  version: string;
  model: string;
  reference_img: MediaRef | null;
  reference_end_img: MediaRef | null;
  creativity: number;
  ratio: number | null;
}

/** The tools that keep a draft, and the draft each keeps (both image-to-video tools keep one each). */
export interface DraftByTool {
  text2video: Text2VideoDraft;
  upscale_turbo: UpscaleTurboDraft;
  img2video: ImageToVideoDraft;
  img2video_v2: ImageToVideoDraft;
  vid2vid: VideoToVideoDraft;
  ai_video: AiVideoDraft;
}
export type DraftTool = keyof DraftByTool;

export const DRAFT_TOOLS: readonly DraftTool[] = [
  'text2video',
  'upscale_turbo',
  'img2video',
  'img2video_v2',
  'vid2vid',
  'ai_video',
];

export function isDraftTool(tool: string): tool is DraftTool {
  return (DRAFT_TOOLS as readonly string[]).includes(tool);
}
