import type { GenerateRequest } from '@framewise/api-client';
import type { Work } from '@framewise/contracts';
import { PROMPT_MAX_LENGTH } from '@framewise/contracts/routes';
import type { RunOptions } from '../tools/build-request';

/**
 * The extend request: the source work, the extra seconds, and the source's prompt so the new work reads like the
 * video it continues (cut to the prompt limit: a text-to-video prompt joins all its scenes).
 */
export function buildExtend(source: Pick<Work, 'id' | 'prompt'>, duration: number, run: RunOptions): GenerateRequest {
  return {
    call: 'extendVideo',
    body: {
      id: source.id,
      duration,
      prompt: source.prompt.slice(0, PROMPT_MAX_LENGTH),
      mode: run.mode,
      private: run.private,
    },
  };
}
