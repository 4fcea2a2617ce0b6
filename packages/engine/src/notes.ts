/**
 * Result notes: what an engine did not honour or did differently, shown to the user with the work. They travel as
 * message keys of the 'engine' i18n namespace (packages/i18n resources/engine.ts) with their values, so the server
 * can present them in the reader's language; the engine itself carries no user text.
 */

/** Job input slots a workflow may leave unused (keys of JobInputs). */
const NOTE_INPUTS = ['image', 'endImage', 'mask', 'video', 'audio', 'styleImage', 'referenceImage'] as const;

/** Every note key an engine writes; the server's tests check each has a text in zh, en and ja. */
export const ENGINE_NOTE_KEYS = [
  'promptIgnored.upscale',
  'promptIgnored.upscaleTurbo',
  'promptIgnored.img2video',
  'promptIgnored.videoExtend',
  'upscale.videoLanczos',
  'upscale.already60',
  'upscale.interpolated60',
  'upscale.blended60',
  'upscale.lanczosRequested',
  'upscale.esrganOff',
  'upscale.alreadyLarge',
  'upscale.esrganUnavailable',
  'upscale.overBudget',
  'upscale.esrgan',
  'upscale.esrganThenLanczos',
  'upscale.esrganFailed',
  'turbo.engineUnavailable',
  'turbo.coloursMatched',
  'turbo.coloursKept',
  'turbo.hdr',
  'img2video.maskLimited',
  'img2video.endFrame',
  'videoExtend.cameraMove',
  'lipsync.loudness',
  'text2video.procedural',
  'text2video.extraModelsUnused',
  'vid2vid.filtersOnly',
  'vid2vid.styleFromPrompt',
  'vid2vid.defaultStyle',
  'vid2vid.loops',
  'vid2vid.backgroundIgnored',
  'vid2vid.customStyle',
  ...NOTE_INPUTS.map((input) => `comfyui.inputUnused.${input}` as const),
  'comfyui.fps',
  'comfyui.shorter',
  'comfyui.videoCut',
  'comfyui.promptUnused',
  'comfyui.videoFirstFrame',
] as const;

export type EngineNoteKey = (typeof ENGINE_NOTE_KEYS)[number];

/** One note: a key of the 'engine' i18n namespace and the values its text interpolates ({{name}}). */
export interface EngineNote {
  key: string;
  values?: Record<string, string | number>;
}

/** A note with a known key; values are left out when there are none. */
export function engineNote(key: EngineNoteKey, values?: Record<string, string | number>): EngineNote {
  return values ? { key, values } : { key };
}

/** The keys of notes, for tests and logs. */
export function noteKeys(notes: readonly EngineNote[]): string[] {
  return notes.map((n) => n.key);
}
