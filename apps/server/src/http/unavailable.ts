/**
 * Errors that mean "a dependency is briefly out of reach", answered 503 {code, msg} (try again) instead of a 500:
 * PostgreSQL restarting, failing over or refusing connections, a pooled connection cut mid-request, no free
 * connection within the pool's wait; the storage directory read-only or full. Anything else stays a 500.
 */

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash, cannot connect now). */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
/** Socket errors of a database connection, and the storage driver's file system refusals while the disk is not writable. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EROFS', 'ENOSPC', 'EDQUOT']);
/** node-postgres reports a connection lost mid-query or a pool wait that timed out only by message. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/;

export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isUnavailable(cause);
}
