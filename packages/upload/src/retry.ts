/** Upload retries: up to 4, waiting 1 s, 2 s, 3 s, ... (linear), never more than 30 s. */
export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const UPLOAD_RETRY: RetryPolicy = { retries: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** The wait before retry number `retry` (1 for the first retry). */
export function retryDelay(retry: number, policy: RetryPolicy = UPLOAD_RETRY): number {
  return Math.min(policy.baseDelayMs * retry, policy.maxDelayMs);
}

/** By name: DOMException is not an Error subclass in every environment (jsdom's is its own class). */
export function isAbortError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';
}

export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (isAbortError(reason)) return reason as Error;
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits ms, or rejects with an AbortError as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface RetryOptions {
  policy?: RetryPolicy;
  /** False stops retrying and rethrows at once (bad parameters, aborts). */
  shouldRetry?: (err: unknown, retry: number) => boolean;
  /** Runs before each retry, after the wait (e.g. to drop credentials the store refused). */
  beforeRetry?: (err: unknown, retry: number) => void | Promise<void>;
  signal?: AbortSignal;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Runs task, retrying failures with the policy's linearly growing delay; the last error is rethrown. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const policy = options.policy ?? UPLOAD_RETRY;
  const wait = options.wait ?? sleep;
  for (let attempt = 0; ; attempt += 1) {
    if (options.signal?.aborted) throw abortError(options.signal);
    try {
      return await task(attempt);
    } catch (err) {
      const retry = attempt + 1;
      if (retry > policy.retries || isAbortError(err) || options.shouldRetry?.(err, retry) === false) throw err;
      await wait(retryDelay(retry, policy), options.signal);
      await options.beforeRetry?.(err, retry);
    }
  }
}
