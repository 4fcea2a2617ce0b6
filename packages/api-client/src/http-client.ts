// Types only from the main entry (it holds the zod schemas); runtime values from the zod-free one, so that no zod
// reaches the browser bundles.
import type { BodyOf, CallName, Calls, DataOf, QueryOf } from '@framewise/contracts';
import {
  CHANNEL,
  ErrorCode,
  encodeRequestTime,
  HEADER,
  type HttpMethod,
  type Region,
  type Route,
  routes,
} from '@framewise/contracts/routes';
import { envelopeKey, envelopeMsg, isEnvelope, unwrapData } from './envelope';
import { ApiError } from './errors';
import { createServerClock } from './server-clock';
import { buildUrl, isStaticJson, type QueryParams } from './url';

export const DEFAULT_TIMEOUT_MS = 40_000;

export interface HttpClientOptions {
  /** Prefix before every API path; empty by default so calls go to the page's own origin. */
  baseUrl?: string;
  region: Region;
  /** The device's visitor id, read at each request (it may be computed after the client is made). */
  getVisitorId(): string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called when an answer carries code 401, unless login polling is running. */
  onSessionExpired?(): void;
  /** While the QR login polls the user info, its 401 answers are expected and must not open the login flow. */
  isLoginPolling?(): boolean;
}

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
}

type NoInput = Record<never, never>;
// A contract without a query (or body) takes none; an all-optional one may be left out.
type Part<K extends string, T> = unknown extends T
  ? { [P in K]?: undefined }
  : [T] extends [undefined]
    ? { [P in K]?: undefined }
    : undefined extends T
      ? { [P in K]?: Exclude<T, undefined> }
      : NoInput extends T
        ? { [P in K]?: T }
        : { [P in K]: T };

/** What `call` takes for a contract: `query` when it declares one, `body` when it declares one. */
export type CallInput<C> = Part<'query', QueryOf<C>> & Part<'body', BodyOf<C>>;

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input argument of a call: optional when the call needs no input. */
export type CallInputArg<C> = NoInput extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export type CallArgs<C> = [...CallInputArg<C>, options?: CallOptions];

export interface HttpClient {
  /** Resolves with the parsed body of an HTTP 200 whose envelope code is 0; rejects with an ApiError otherwise. */
  request<T = unknown>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T>;
  /** Makes a call of spec section 7 by name (`call('getUserInfo')`) and resolves with its `data`. */
  call<N extends CallName>(name: N, ...args: CallArgs<Calls[N]>): Promise<DataOf<Calls[N]>>;
  /**
   * Calls a contract outside the registry (e.g. a test hook). Only its method and path are read, so passing one
   * costs no zod at runtime unless the caller imported its schemas.
   */
  call<C extends Route>(contract: C, ...args: CallArgs<C>): Promise<DataOf<C>>;
  /** Milliseconds between the local clock and the server's, as last learned (0 until then). */
  serverOffset(): number;
}

/** A registry call by name, or a contract's route as it is. */
function resolveRoute(target: CallName | Route): Route {
  if (typeof target !== 'string') return target;
  const route: Route | undefined = Object.hasOwn(routes, target) ? routes[target] : undefined;
  if (!route) throw new TypeError(`Unknown API call "${target}"`);
  return route;
}

/** The request and body init for a call: shared by `call` and the RTK Query base query. */
export function contractRequest(
  target: CallName | Route,
  input: { query?: unknown; body?: unknown } | undefined,
): { method: HttpMethod; url: string; query?: QueryParams; body?: unknown } {
  const route = resolveRoute(target);
  const req: { method: HttpMethod; url: string; query?: QueryParams; body?: unknown } = {
    method: route.method,
    url: route.path,
  };
  if (input?.query !== undefined) req.query = input.query as QueryParams;
  if (input?.body !== undefined) req.body = input.body;
  return req;
}

function encodeBody(body: unknown): { body?: BodyInit; json: boolean } {
  if (body === undefined) return { json: false };
  if (typeof body === 'string' || body instanceof Blob || body instanceof FormData) return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = createServerClock();

  function productHeaders(): Record<string, string> {
    return {
      [HEADER.region]: options.region,
      [HEADER.channel]: CHANNEL,
      [HEADER.visitorId]: options.getVisitorId(),
      [HEADER.requestTime]: encodeRequestTime(clock.now()),
    };
  }

  function handleSessionExpiry(body: unknown): void {
    if (!isEnvelope(body) || body.code !== ErrorCode.UNAUTHORIZED) return;
    if (options.isLoginPolling?.()) return;
    options.onSessionExpired?.();
  }

  async function send(method: HttpMethod, path: string, init: RequestOptions, signal: AbortSignal): Promise<unknown> {
    const url = buildUrl(baseUrl, path, init.query);
    const staticFile = isStaticJson(url);
    const encoded = encodeBody(init.body);
    const headers: Record<string, string> = staticFile ? {} : productHeaders();
    if (encoded.json) headers['content-type'] = 'application/json';

    const sentAt = Date.now();
    // The API shares the session cookie; CDN files are cross-origin and must not require credentials.
    const response = await doFetch(url, {
      method,
      headers,
      body: encoded.body ?? null,
      credentials: staticFile ? 'same-origin' : 'include',
      signal,
    });
    clock.learn(response.headers.get(HEADER.serverTime), sentAt, Date.now());

    const parsed = parseJson(await response.text());
    const body = parsed.ok ? parsed.value : undefined;
    handleSessionExpiry(body);

    if (response.status !== 200 || !parsed.ok) {
      const msg = envelopeMsg(body);
      throw new ApiError({
        kind: 'http',
        status: response.status,
        ...(isEnvelope(body) ? { code: body.code } : {}),
        ...(msg ? { msg } : { messageKey: 'errors.serverError' }),
      });
    }
    if (isEnvelope(body) && body.code !== ErrorCode.OK) {
      const msg = envelopeMsg(body);
      const key = envelopeKey(body);
      throw new ApiError({
        kind: 'business',
        code: body.code,
        ...(msg ? { msg } : { messageKey: 'errors.requestError' }),
        ...(key && { key }),
      });
    }
    return body;
  }

  async function request<T>(method: HttpMethod, url: string, init: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onCallerAbort = () => controller.abort(init.signal?.reason);
    if (init.signal?.aborted) throw new ApiError({ kind: 'aborted', messageKey: 'errors.requestError' });
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });

    // The race also covers a fetch implementation that ignores the abort signal.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
        reject(new ApiError({ kind: 'timeout', messageKey: 'errors.timeout' }));
      }, timeoutMs);
    });
    try {
      return (await Promise.race([send(method, url, init, controller.signal), timeout])) as T;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (timedOut) throw new ApiError({ kind: 'timeout', messageKey: 'errors.timeout' }, { cause: err });
      if (init.signal?.aborted)
        throw new ApiError({ kind: 'aborted', messageKey: 'errors.requestError' }, { cause: err });
      throw new ApiError({ kind: 'network', messageKey: 'errors.serverError' }, { cause: err });
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function call<N extends CallName>(name: N, ...args: CallArgs<Calls[N]>): Promise<DataOf<Calls[N]>>;
  function call<C extends Route>(contract: C, ...args: CallArgs<C>): Promise<DataOf<C>>;
  async function call(
    target: CallName | Route,
    input?: { query?: unknown; body?: unknown },
    callOptions?: CallOptions,
  ): Promise<unknown> {
    const req = contractRequest(target, input);
    const init: RequestOptions = {};
    if (req.query) init.query = req.query;
    if (req.body !== undefined) init.body = req.body;
    if (callOptions?.signal) init.signal = callOptions.signal;
    return unwrapData(await request(req.method, req.url, init));
  }

  return {
    request,
    call,
    serverOffset: () => clock.offset(),
  };
}
