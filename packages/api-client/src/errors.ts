/** Keys of the common i18n namespace that the client uses when the server gave no message of its own. */
export type ApiMessageKey = 'errors.requestError' | 'errors.serverError' | 'errors.timeout';

/**
 * What went wrong:
 * - timeout: no answer within the client's timeout;
 * - network: the request never got an HTTP answer (offline, DNS, CORS);
 * - http: an HTTP status other than 200, or a 200 whose body is not JSON;
 * - business: HTTP 200 with an envelope code other than 0;
 * - aborted: the caller cancelled the request through its own signal.
 */
export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'business' | 'aborted';

/** The serializable form of an ApiError: what RTK Query keeps in its state and actions. */
export interface ApiErrorInfo {
  kind: ApiErrorKind;
  /** Envelope code, when the server answered with an envelope. */
  code?: number;
  /** HTTP status, for kind 'http'. */
  status?: number;
  /** The server's own message, shown as is. */
  msg?: string;
  /** The stable key of the server's message ('membershipErrors.points.notEnough'): what code decides on. */
  key?: string;
  /** Translation key (common namespace) shown when there is no server message. */
  messageKey?: ApiMessageKey;
}

export class ApiError extends Error implements ApiErrorInfo {
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly status?: number;
  readonly msg?: string;
  readonly key?: string;
  readonly messageKey?: ApiMessageKey;

  constructor(info: ApiErrorInfo, options?: { cause?: unknown }) {
    super(info.msg || info.messageKey || info.kind, options);
    this.name = 'ApiError';
    this.kind = info.kind;
    if (info.code !== undefined) this.code = info.code;
    if (info.status !== undefined) this.status = info.status;
    if (info.msg) this.msg = info.msg;
    if (info.key) this.key = info.key;
    if (info.messageKey) this.messageKey = info.messageKey;
  }

  toInfo(): ApiErrorInfo {
    const info: ApiErrorInfo = { kind: this.kind };
    if (this.code !== undefined) info.code = this.code;
    if (this.status !== undefined) info.status = this.status;
    if (this.msg) info.msg = this.msg;
    if (this.key) info.key = this.key;
    if (this.messageKey) info.messageKey = this.messageKey;
    return info;
  }
}

const KINDS: readonly ApiErrorKind[] = ['timeout', 'network', 'http', 'business', 'aborted'];

/** True for an ApiError and for its serialized form. */
export function isApiErrorInfo(value: unknown): value is ApiErrorInfo {
  return (
    typeof value === 'object' && value !== null && KINDS.includes((value as { kind?: unknown }).kind as ApiErrorKind)
  );
}

/** Serializable form of any thrown value: unknown failures count as request errors. */
export function toApiErrorInfo(err: unknown): ApiErrorInfo {
  if (err instanceof ApiError) return err.toInfo();
  if (isApiErrorInfo(err)) return err;
  return { kind: 'network', messageKey: 'errors.requestError' };
}

/**
 * The text to show for a failed call: the server's msg when it sent one, else the translated generic text.
 * `t` is the common-namespace translate function, e.g. `(key) => i18n.t(key)`.
 */
export function errorMessage(err: unknown, t: (key: ApiMessageKey) => string): string {
  const info = toApiErrorInfo(err);
  if (info.msg) return info.msg;
  return t(info.messageKey ?? 'errors.requestError');
}
