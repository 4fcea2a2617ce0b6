/** The error a cancelled job rejects with: the signal's reason when it is an Error, else a standard AbortError. */
export function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  return new DOMException('The job was cancelled', 'AbortError');
}

/** True for the errors abortError produces, so callers do not mistake a cancel for a failure. */
export function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === 'AbortError';
}
