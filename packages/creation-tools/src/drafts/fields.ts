import type { DraftByTool, DraftTool } from './types';

/**
 * How each draft field is checked and filled:
 * - option: one of the config's options for `field` (default: the field's own name); numeric ones hold numbers;
 *   `optional` ones may stay empty (an upscaler of '' means no upscaling pass);
 * - model: one of the tool's base models;
 * - optionList: a list of option ids (styles), unknown ones dropped;
 * - unit: a 0 to 1 strength; seed: -1 (random) or a 32-bit seed;
 * - prompts / extraModels: the text-to-video lists; text, bool, color, media: kept as typed.
 */
export type FieldSpec =
  | { type: 'option'; field?: string; numeric?: boolean; optional?: boolean }
  | { type: 'model' }
  | { type: 'optionList'; field: string }
  | { type: 'unit' }
  | { type: 'seed' }
  | { type: 'prompts' }
  | { type: 'extraModels' }
  | { type: 'text' }
  | { type: 'bool' }
  | { type: 'color' }
  | { type: 'media' };

type Specs<T> = { readonly [K in Exclude<keyof T, 'isDrawSame' | 'isGalleryDrawSame' | 'mode'>]: FieldSpec };

const numericOption = { type: 'option', numeric: true } as const;
const option = { type: 'option' } as const;
const upscaler = { type: 'option', optional: true } as const;

const img2videoFields: Specs<DraftByTool['img2video']> = {
  duration: numericOption,
  mask_img: { type: 'media' },
  model: { type: 'model' },
  motion_speed: numericOption,
  ratio: numericOption,
  reference_img: { type: 'media' },
  upscaler,
  prompt: { type: 'text' },
};

/** The fields of each tool's draft: exactly those, plus the common flags. */
export const DRAFT_FIELDS: { readonly [T in DraftTool]: Specs<DraftByTool[T]> } = {
  text2video: {
    model: { type: 'model' },
    upscaler,
    ratio: numericOption,
    duration: numericOption,
    motion_speed: numericOption,
    move_type: option,
    extra_model: { type: 'extraModels' },
    prompts: { type: 'prompts' },
  },
  upscale_turbo: {
    negative_prompt: { type: 'text' },
    prompt: { type: 'text' },
    reference_img: { type: 'media' },
    upscaler: option,
    weight: { type: 'unit' },
    engine: option,
    hdr: { type: 'bool' },
    resemblance: { type: 'unit' },
  },
  img2video: img2videoFields,
  img2video_v2: img2videoFields,
  vid2vid: {
    duration: numericOption,
    frame_rate: numericOption,
    model: { type: 'model' },
    prompt: { type: 'text' },
    reference_video: { type: 'media' },
    upscaler,
    style_list: { type: 'optionList', field: 'style_list' },
    reference_style_img: { type: 'media' },
    reference_engine: option,
    seed: { type: 'seed' },
    video_refer: { type: 'unit' },
    subject_only: { type: 'bool' },
    subject_type: option,
    subject_prompt: { type: 'text' },
    bg_custom: { type: 'media' },
    bg_color: { type: 'color' },
  },
  ai_video: {
    prompt: { type: 'text' },
    version: option,
    model: { type: 'model' },
    reference_img: { type: 'media' },
    reference_end_img: { type: 'media' },
    creativity: { type: 'unit' },
    ratio: numericOption,
  },
};
