// A scripted API for tests and stories: answers by "METHOD /path", records every request. No vitest import, so
// stories can use it in the catalog.

export interface Envelope {
  code: number;
  data?: unknown;
  msg?: string;
  /** The stable key of a failure's message. */
  key?: string;
}

export interface SeenCall {
  key: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer, or 'network' to fail like a dropped connection, or 'hang' to never answer. */
export type Answer = Envelope | 'network' | 'hang';
export type Handler = (call: SeenCall) => Answer | Promise<Answer>;

export interface FakeServer {
  fetch: typeof fetch;
  calls: SeenCall[];
  /** Replaces (or adds) the handler of one route. */
  on(key: string, handler: Handler | Answer): void;
  /** The requests made to one route. */
  callsTo(key: string): SeenCall[];
}

export const ok = (data: unknown = null): Envelope => ({ code: 0, data, msg: '' });
export const fail = (code: number, msg = '', key?: string): Envelope => ({
  code,
  data: null,
  msg,
  ...(key && { key }),
});

export function createFakeServer(routes: Record<string, Handler | Answer> = {}): FakeServer {
  const handlers = new Map<string, Handler>();
  const calls: SeenCall[] = [];
  const on = (key: string, handler: Handler | Answer) =>
    handlers.set(key, typeof handler === 'function' ? handler : () => handler);
  for (const [key, handler] of Object.entries(routes)) on(key, handler);

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: SeenCall = { key, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const answer = await (handlers.get(key) ?? (() => fail(404, `No fake route for ${key}`)))(call);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'hang') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    calls,
    on,
    callsTo: (key) => calls.filter((c) => c.key === key),
  };
}
