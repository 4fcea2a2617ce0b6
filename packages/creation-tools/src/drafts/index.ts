// Creation drafts: one per tool in session storage, checked against the server's options,
// and "draw same" from my works and the gallery.

export { applyDrawSame, type DrawSameOptions, type DrawSameWork } from './draw-same';
export { DRAFT_FIELDS, type FieldSpec } from './fields';
export { type DraftContext, draftFieldNames, FIRST_KEYFRAME, initDraft, isMediaRef } from './init';
export {
  clearDraft,
  DRAFT_KEY_PREFIX,
  DRAFT_OWNER_KEY,
  draftKey,
  readDraft,
  reconcileDraftOwner,
  subscribeDrafts,
  writeDraft,
} from './storage';
export {
  clearToolSeed,
  readToolSeed,
  type SeedMedia,
  type SeedTool,
  TOOL_SEED_KEY_PREFIX,
  type ToolSeed,
  toolSeedKey,
  useToolSeed,
  writeToolSeed,
} from './tool-seed';
export type {
  AiVideoDraft,
  Draft,
  DraftByTool,
  DraftFlags,
  DraftTool,
  ExtraModelChoice,
  ImageToVideoDraft,
  KeyframePrompt,
  MediaRef,
  Text2VideoDraft,
  UpscaleTurboDraft,
  VideoToVideoDraft,
} from './types';
export { DRAFT_TOOLS, isDraftTool } from './types';
export { type DraftHandle, useDraft } from './use-draft';
