import type { GenerateRequest } from '@framewise/api-client';
import type { ToolConfig } from '@framewise/contracts';
import {
  DEFAULT_RATIO_CODE,
  isRatioCode,
  type Mode,
  type RatioCode,
  type UpscaleTarget,
} from '@framewise/contracts/routes';
import type { CostValues } from '../config/cost';
import { optionsOf } from '../config/options';
import type { ScreenTool } from '../config/tools';
import {
  type AiVideoDraft,
  DRAFT_FIELDS,
  type DraftByTool,
  type DraftTool,
  type FieldSpec,
  type ImageToVideoDraft,
  type MediaRef,
  type Text2VideoDraft,
  type UpscaleTurboDraft,
  type VideoToVideoDraft,
} from '../drafts';

/** Fields every run takes: the generation mode and private mode. */
export interface RunOptions {
  mode: Mode;
  private: boolean;
}

// Optional fields are left out when empty, so the server applies its own defaults.
const text = (value: string) => (value === '' ? undefined : value);
const num = (value: number | null) => (value === null ? undefined : value);
const key = (media: MediaRef | null) => media?.key;
const ratioOf = (value: number | null): RatioCode | undefined => (isRatioCode(value) ? value : undefined);
// An unknown target is sent as it is: the server refuses it with its own message.
const targetOf = (value: string) => value as UpscaleTarget;

/**
 * The duration of a run whose screen has no duration field (the AI video generator): the config's default, else
 * its first duration option.
 */
export function configuredDuration(config: ToolConfig): number | undefined {
  const configured = Number(config.defaults.duration);
  if (Number.isFinite(configured) && configured > 0) return configured;
  const first = Number(optionsOf(config, 'duration')[0]?.value);
  return Number.isFinite(first) && first > 0 ? first : undefined;
}

/** The option values of a draft that its price depends on, keyed by the config's option fields. */
export function draftCostValues<T extends DraftTool>(tool: T, draft: DraftByTool[T]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const fields = draft as unknown as Record<string, unknown>;
  for (const [name, spec] of Object.entries(DRAFT_FIELDS[tool] as Record<string, FieldSpec>)) {
    if (spec.type === 'option') values[spec.field ?? name] = fields[name];
    else if (spec.type === 'optionList') values[spec.field] = fields[name];
    else if (spec.type === 'model') values.model = fields[name];
  }
  return values;
}

export function aiVideoCostValues(draft: AiVideoDraft, config: ToolConfig): CostValues {
  return { ...draftCostValues('ai_video', draft), duration: configuredDuration(config) };
}

export function buildText2video(draft: Text2VideoDraft, run: RunOptions): GenerateRequest {
  const prompts = [...draft.prompts]
    .sort((a, b) => a.keyframe - b.keyframe)
    .map((p) => ({ prompt: p.prompt.trim(), keyframe: p.keyframe }));
  return {
    call: 'generateText2video',
    body: {
      tool: 'text2video',
      prompts,
      model: draft.model,
      upscaler: text(draft.upscaler),
      ratio: ratioOf(draft.ratio) ?? DEFAULT_RATIO_CODE,
      duration: draft.duration ?? 0,
      motion_speed: num(draft.motion_speed),
      move_type: text(draft.move_type),
      extra_model: draft.extra_model.map((e) => ({ id: e.id, weight: e.weight })),
      mode: run.mode,
      private: run.private,
    },
  };
}

/** The AI video generator: from its reference image (image to video) or from the prompt alone (text to video). */
export function buildAiVideo(draft: AiVideoDraft, config: ToolConfig, run: RunOptions): GenerateRequest {
  const duration = configuredDuration(config) ?? 0;
  const common = {
    tool: 'ai_video' as const,
    model: draft.model,
    version: text(draft.version),
    ratio: ratioOf(draft.ratio),
    duration,
    creativity: draft.creativity,
    mode: run.mode,
    private: run.private,
  };
  if (draft.reference_img) {
    return {
      call: 'generateImg2video',
      body: {
        ...common,
        reference_img: draft.reference_img.key,
        reference_end_img: key(draft.reference_end_img),
        prompt: draft.prompt.trim(),
      },
    };
  }
  return {
    call: 'generateText2video',
    body: {
      ...common,
      ratio: ratioOf(draft.ratio) ?? DEFAULT_RATIO_CODE,
      prompts: [{ prompt: draft.prompt.trim(), keyframe: 1 }],
    },
  };
}

export function buildImageToVideo(
  tool: Extract<ScreenTool, 'img2video' | 'img2video_v2'>,
  draft: ImageToVideoDraft,
  run: RunOptions,
): GenerateRequest {
  return {
    call: 'generateImg2video',
    body: {
      tool,
      reference_img: draft.reference_img?.key ?? '',
      mask_img: key(draft.mask_img),
      prompt: draft.prompt.trim(),
      model: draft.model,
      upscaler: text(draft.upscaler),
      ratio: ratioOf(draft.ratio),
      duration: draft.duration ?? 0,
      motion_speed: num(draft.motion_speed),
      mode: run.mode,
      private: run.private,
    },
  };
}

export function buildVid2vid(draft: VideoToVideoDraft, run: RunOptions): GenerateRequest {
  const subject = draft.subject_only;
  return {
    call: 'generateVid2vid',
    body: {
      reference_video: draft.reference_video?.key ?? '',
      prompt: draft.prompt.trim(),
      duration: draft.duration ?? 0,
      frame_rate: draft.frame_rate ?? 0,
      model: draft.model,
      upscaler: text(draft.upscaler),
      style_list: draft.style_list,
      reference_style_img: key(draft.reference_style_img),
      reference_engine: text(draft.reference_engine),
      seed: draft.seed,
      video_refer: num(draft.video_refer),
      subject_only: subject,
      subject_type: subject ? text(draft.subject_type) : undefined,
      subject_prompt: subject ? text(draft.subject_prompt.trim()) : undefined,
      bg_custom: subject ? key(draft.bg_custom) : undefined,
      bg_color: subject && !draft.bg_custom ? text(draft.bg_color) : undefined,
      mode: run.mode,
      private: run.private,
    },
  };
}

export function buildUpscaleTurbo(draft: UpscaleTurboDraft, run: RunOptions): GenerateRequest {
  return {
    call: 'upscaleTurbo',
    body: {
      reference_img: draft.reference_img?.key ?? '',
      prompt: draft.prompt.trim(),
      negative_prompt: draft.negative_prompt.trim(),
      upscaler: targetOf(draft.upscaler) as Exclude<UpscaleTarget, '2k60'>,
      weight: num(draft.weight),
      engine: text(draft.engine),
      hdr: draft.hdr,
      resemblance: num(draft.resemblance),
      mode: run.mode,
      private: run.private,
    },
  };
}

/** The plain upscaler's settings (it keeps no draft). */
export interface UpscaleSettings {
  source: (MediaRef & { kind: 'image' | 'video' }) | null;
  target: string;
  creativity: number;
}

export function buildUpscale(settings: UpscaleSettings, run: RunOptions): GenerateRequest {
  const source = settings.source;
  return {
    call: 'upscale',
    body: {
      ...(source?.kind === 'video' ? { reference_video: source.key } : { reference_img: source?.key ?? '' }),
      target: targetOf(settings.target),
      creativity: settings.creativity,
      mode: run.mode,
      private: run.private,
    },
  };
}

/** Lip-sync's settings (no draft either). */
interface LipsyncSettings {
  media: MediaRef | null;
  audio: MediaRef | null;
  face: { x: number; y: number; width: number; height: number } | null;
  level: number | null;
}

export function buildLipsync(settings: LipsyncSettings, run: RunOptions): GenerateRequest {
  return {
    call: 'generateLipsync',
    body: {
      reference_media: settings.media?.key ?? '',
      reference_audio: settings.audio?.key ?? '',
      face_box: settings.face ?? undefined,
      level: settings.level ?? undefined,
      mode: run.mode,
      private: run.private,
    },
  };
}
