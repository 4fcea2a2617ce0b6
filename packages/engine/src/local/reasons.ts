import { VALIDATION } from '@framewise/contracts/routes';

/**
 * Refusal reasons of the local engine (EngineRefusal.reason): message keys the server translates. The validation.*
 * ones are the contracts' keys; the engine.* ones need entries in the server's messages.
 */
export const LOCAL_REFUSAL = {
  referenceImageRequired: VALIDATION.referenceImageRequired,
  referenceVideoRequired: VALIDATION.referenceVideoRequired,
  referenceAudioRequired: VALIDATION.referenceAudioRequired,
  styleImageRequired: VALIDATION.styleImageRequired,
  promptRequired: VALIDATION.promptRequired,
  upscaleSourceRequired: VALIDATION.upscaleSourceRequired,
  /** The job names a tool this engine does not offer. */
  toolUnavailable: 'engine.toolUnavailable',
  /** Upscale target not among 2x / 4x / 2k / 4k / 2k60 (or 2k60 for turbo). */
  unsupportedTarget: 'engine.unsupportedTarget',
  /** 2K at 60 fps asked for an image. */
  upscaleTargetVideoOnly: 'engine.upscaleTargetVideoOnly',
  /** Upscaled image would exceed the configured pixel limit. */
  imageTooLarge: 'engine.imageTooLarge',
  /** Source video longer than the engine takes for this tool. */
  videoTooLong: 'engine.videoTooLong',
  unsupportedMoveType: 'engine.unsupportedMoveType',
  unsupportedStyle: 'engine.unsupportedStyle',
  /** vid2vid subject_only: needs a segmentation model that no npm package here ships. */
  subjectOnlyUnavailable: 'engine.subjectOnlyUnavailable',
} as const;
