import { CUSTOM_STYLE } from '@framewise/contracts/routes';
import type {
  AiVideoDraft,
  ImageToVideoDraft,
  MediaRef,
  Text2VideoDraft,
  UpscaleTurboDraft,
  VideoToVideoDraft,
} from '../drafts';

/** A message (namespace:key) shown instead of sending, and the field to bring into view. */
export type ProblemKey =
  | 'validation:keywordRequired'
  | 'validation:promptRequired'
  | 'validation:referenceImageRequired'
  | 'validation:referenceVideoRequired'
  | 'validation:referenceAudioRequired'
  | 'validation:styleImageRequired'
  | 'generationErrors:engine.faceMediaRequired'
  | 'generationErrors:engine.subjectOnlyUnavailable'
  | 'tools:validation.keyframeDuplicate'
  | 'tools:validation.scenePromptRequired'
  | 'tools:validation.upscaleSourceRequired'
  | 'tools:validation.faceDetecting'
  | 'tools:validation.faceRequired';

/** A problem names its message and its field; the empty scene also names its keyframe. */
export type Problem =
  | { key: Exclude<ProblemKey, 'tools:validation.scenePromptRequired'>; field: string }
  | { key: 'tools:validation.scenePromptRequired'; field: string; values: { keyframe: number } };

const blank = (text: string) => text.trim() === '';

/**
 * Text to video: every scene's prompt filled, naming the first empty one by its keyframe as the form labels it (a
 * generic 'Please fill in each keyword' would name a field the form does not have), one scene per keyframe.
 */
export function validateText2video(draft: Text2VideoDraft): Problem | null {
  const empty = draft.prompts.find((p) => blank(p.prompt));
  if (empty)
    return { key: 'tools:validation.scenePromptRequired', field: 'prompts', values: { keyframe: empty.keyframe } };
  const frames = draft.prompts.map((p) => p.keyframe);
  if (new Set(frames).size !== frames.length) return { key: 'tools:validation.keyframeDuplicate', field: 'prompts' };
  return null;
}

/** AI video: a prompt when there is no reference image; an end frame only after a first one. */
export function validateAiVideo(draft: AiVideoDraft): Problem | null {
  if (!draft.reference_img && draft.reference_end_img) {
    return { key: 'validation:referenceImageRequired', field: 'reference_img' };
  }
  if (!draft.reference_img && blank(draft.prompt)) return { key: 'validation:promptRequired', field: 'prompt' };
  return null;
}

/** Image to video (both tools): the reference image is required. */
export function validateImageToVideo(draft: ImageToVideoDraft): Problem | null {
  if (!draft.reference_img) return { key: 'validation:referenceImageRequired', field: 'reference_img' };
  return null;
}

/**
 * Video to video: the reference video and the prompt are required, a custom style needs its style image, and
 * subject only needs an engine that offers it.
 */
export function validateVid2vid(draft: VideoToVideoDraft, subjectOnlyOffered: boolean): Problem | null {
  if (!draft.reference_video) return { key: 'validation:referenceVideoRequired', field: 'reference_video' };
  if (blank(draft.prompt)) return { key: 'validation:promptRequired', field: 'prompt' };
  if (draft.style_list.includes(CUSTOM_STYLE) && !draft.reference_style_img) {
    return { key: 'validation:styleImageRequired', field: 'reference_style_img' };
  }
  if (draft.subject_only && !subjectOnlyOffered) {
    return { key: 'generationErrors:engine.subjectOnlyUnavailable', field: 'subject_only' };
  }
  return null;
}

export function validateUpscaleTurbo(draft: UpscaleTurboDraft): Problem | null {
  if (!draft.reference_img) return { key: 'validation:referenceImageRequired', field: 'reference_img' };
  return null;
}

/** Upscale: what to upscale, an image or a video (the field takes both). */
export function validateUpscale(source: MediaRef | null): Problem | null {
  if (!source) return { key: 'tools:validation.upscaleSourceRequired', field: 'source' };
  return null;
}

/**
 * Lip-sync: the face video or image, its faces found and one chosen (without a face the engine can only fail,
 * after charging), and the audio.
 */
export function validateLipsync(state: {
  media: MediaRef | null;
  audio: MediaRef | null;
  detecting: boolean;
  faceChosen: boolean;
}) {
  if (!state.media) return { key: 'generationErrors:engine.faceMediaRequired', field: 'media' } satisfies Problem;
  if (state.detecting) return { key: 'tools:validation.faceDetecting', field: 'media' } satisfies Problem;
  if (!state.faceChosen) return { key: 'tools:validation.faceRequired', field: 'media' } satisfies Problem;
  if (!state.audio) return { key: 'validation:referenceAudioRequired', field: 'audio' } satisfies Problem;
  return null;
}
