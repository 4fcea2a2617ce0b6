import { vi } from 'vitest';

/** One request as the fake fetch saw it. */
export interface SeenRequest {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> };

/** A fetch double that answers from a queue (or with `fallback`) and records every request. */
export function fakeFetch(fallback: Answer = { body: { code: 0, data: null, msg: '' } }) {
  const seen: SeenRequest[] = [];
  const queue: Answer[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(input), init, headers: { ...(init.headers as Record<string, string>) } });
    const answer = queue.shift() ?? fallback;
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status ?? 200, headers: answer.headers ?? {} });
  });
  return {
    fetch: fn as unknown as typeof fetch,
    seen,
    answer(next: Answer) {
      queue.push(next);
    },
  };
}

/** A fetch that never answers but rejects like the platform when its signal aborts. */
export function hangingFetch() {
  return vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  ) as unknown as typeof fetch;
}
