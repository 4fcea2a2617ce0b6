/**
 * Business codes carried in the envelope's `code`. 0 is success; 401 asks the client to log in again.
 * HTTP status stays 200 for every business answer so the client reads the envelope {code, msg} (docs/architecture.md).
 */
export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_AVAILABLE: 501,
  /** The database or storage is briefly out of reach (a restart, a failover, a full disk): try again shortly. */
  UNAVAILABLE: 503,
  STALE_REQUEST: 4001,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Envelope keys (`key` beside `msg`) that clients act on: each is also the message's i18n key. A FORBIDDEN answer
 * with `notEnoughPoints` offers points; any other FORBIDDEN of a generate call offers plans.
 */
export const ERROR_KEYS = {
  notEnoughPoints: 'membershipErrors.points.notEnough',
} as const;
