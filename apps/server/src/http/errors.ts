import { ErrorCode } from '@framewise/contracts';
import type { z } from 'zod';

/**
 * A business failure a service throws on purpose: the client gets `{code, data: null, msg}` with HTTP 200 and
 * shows msg to the user, so msg must be written for the user and never contain internals.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

export const SERVER_ERROR_MSG = 'Server error. Please try again later.';

export type InputSource = 'query' | 'body';

/** One line naming the first offending field, e.g. `Field "nickname": Too small: expected string to have >=1 characters`. */
export function describeZodError(error: z.ZodError, source?: InputSource): string {
  const [first, ...rest] = error.issues;
  if (!first) return 'Invalid request';
  const where =
    first.path.length === 0
      ? source === 'query'
        ? 'Query string'
        : 'Request body'
      : `${source === 'query' ? 'Query parameter' : 'Field'} "${first.path.map(String).join('.')}"`;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : '';
  return `${where}: ${first.message}${more}`;
}

export function badInput(error: z.ZodError, source: InputSource): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, describeZodError(error, source));
}
