import type { EngineJob, EngineResult } from '../../types';
import type { LocalContext, RunContext } from '../context';

/** One tool of the local engine. */
export type LocalTool = (job: EngineJob, ctx: LocalContext, run: RunContext) => Promise<EngineResult>;

/** Engine names recorded on works. */
export const LOCAL_ENGINE = 'local';
export const LOCAL_PREVIEW_ENGINE = 'local-preview';

/** The note every tool adds when the job carried a prompt the local engine cannot follow. */
export function promptIgnoredNote(params: Record<string, unknown>, what: string): string[] {
  const prompt = typeof params.prompt === 'string' ? params.prompt.trim() : '';
  const negative = typeof params.negative_prompt === 'string' ? params.negative_prompt.trim() : '';
  if (!prompt && !negative) return [];
  return [
    `The local engine ${what}; the prompt${negative ? ' and negative prompt are' : ' is'} recorded but not used.`,
  ];
}
