// Creation drafts: one per tool in session storage, checked against the server's options,
// and "draw same" from my works and the gallery.

export { applyDrawSame } from './draw-same';
export { DRAFT_FIELDS, type FieldSpec } from './fields';
export { type DraftContext, initDraft } from './init';
export { clearDraft, readDraft, writeDraft } from './storage';
export { readToolSeed, useToolSeed, writeToolSeed } from './tool-seed';
export type {
  AiVideoDraft,
  DraftByTool,
  DraftTool,
  ExtraModelChoice,
  ImageToVideoDraft,
  KeyframePrompt,
  MediaRef,
  Text2VideoDraft,
  UpscaleTurboDraft,
  VideoToVideoDraft,
} from './types';
export { isDraftTool } from './types';
export { useDraft } from './use-draft';
