import { ErrorCode } from '@framewise/contracts';
import { isMessageKey, type Language, translateMessage } from '@framewise/i18n/messages';
import type { z } from 'zod';

/**
 * A business failure a service throws on purpose: the client gets `{code, data: null, msg}` with HTTP 200 and
 * shows msg to the user, so msg must be written for the user and never contain internals. msg may be a message key
 * ('validation.*', 'common.*'): the error handler answers it in the request's language.
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

export interface DescribeOptions {
  /** Where the input came from; names the location of a problem that is not a message key. */
  source?: InputSource | undefined;
  /**
   * Set for answers to the user: the first problem that carries a message key (contracts' VALIDATION) comes back
   * as its text in this language alone. Unset for logs: every problem stays as zod reports it, keys included.
   */
  language?: Language | undefined;
}

function locate(issue: z.core.$ZodIssue, source: InputSource | undefined): string {
  if (issue.path.length === 0) return source === 'query' ? 'Query string' : 'Request body';
  return `${source === 'query' ? 'Query parameter' : 'Field'} "${issue.path.map(String).join('.')}"`;
}

/**
 * One line for the first problem of a failed parse. Keyed problems read as the user's text
 * (`手机号格式不正确`); others name the field, e.g. `Field "nickname": Too small: expected string to have >=1
 * characters (and 1 more problem)`, which only a client that skipped its own checks ever sees.
 */
export function describeZodError(error: z.ZodError, options: DescribeOptions = {}): string {
  const { source, language } = options;
  if (language) {
    const keyed = error.issues.find((issue) => isMessageKey(issue.message));
    if (keyed) return translateMessage(keyed.message, language);
  }
  const [first, ...rest] = error.issues;
  if (!first) return 'Invalid request';
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : '';
  return `${locate(first, source)}: ${first.message}${more}`;
}

/** The 400 answer to a query or body that fails its contract, in the request's language. */
export function badInput(error: z.ZodError, source: InputSource, language: Language): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, describeZodError(error, { source, language }));
}
