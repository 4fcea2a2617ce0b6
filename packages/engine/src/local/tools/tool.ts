import { type EngineNote, engineNote } from '../../notes';
import type { EngineJob, EngineResult } from '../../types';
import type { LocalContext, RunContext } from '../context';

/** One tool of the local engine. */
export type LocalTool = (job: EngineJob, ctx: LocalContext, run: RunContext) => Promise<EngineResult>;

/** Engine names recorded on works. */
export const LOCAL_ENGINE = 'local';
export const LOCAL_PREVIEW_ENGINE = 'local-preview';

/** The tools whose note says what they do instead of following a prompt. */
type PromptIgnoringTool = 'upscale' | 'upscaleTurbo' | 'img2video' | 'videoExtend';

/** The note every tool adds when the job carried a prompt (or negative prompt) the local engine cannot follow. */
export function promptIgnoredNote(params: Record<string, unknown>, tool: PromptIgnoringTool): EngineNote[] {
  const prompt = typeof params.prompt === 'string' ? params.prompt.trim() : '';
  const negative = typeof params.negative_prompt === 'string' ? params.negative_prompt.trim() : '';
  if (!prompt && !negative) return [];
  return [engineNote(`promptIgnored.${tool}`)];
}
