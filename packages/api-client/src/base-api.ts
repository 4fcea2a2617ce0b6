import type { CallName, Calls } from '@framewise/contracts';
import type { HttpMethod, Route } from '@framewise/contracts/routes';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { unwrapData } from './envelope';
import { type ApiErrorInfo, toApiErrorInfo } from './errors';
import { type CallInputArg, contractRequest, type HttpClient, type RequestOptions } from './http-client';
import { serverAnswers } from './server-answers';
import type { QueryParams } from './url';

/** What an endpoint's `query` returns: one request through the shared client. */
export interface ApiRequest {
  method: HttpMethod;
  url: string;
  query?: QueryParams;
  body?: unknown;
}

/** The request of a call by name, for endpoint definitions: `query: () => callRequest('getUserInfo')`. */
export function callRequest<N extends CallName>(name: N, ...input: CallInputArg<Calls[N]>): ApiRequest;
/** The request of a contract outside the registry; only its method and path are read. */
export function callRequest<C extends Route>(contract: C, ...input: CallInputArg<C>): ApiRequest;
export function callRequest(target: CallName | Route, input?: { query?: unknown; body?: unknown }): ApiRequest {
  return contractRequest(target, input);
}

/** Cache tags of every domain; an endpoint provides or invalidates only these. */
export const TAG_TYPES = [
  'Config',
  'Examples',
  'Work',
  'Works',
  'Gallery',
  'User',
  'Points',
  'Membership',
  'Packages',
  'Orders',
] as const;

/** Seconds an unused answer stays cached: a repeated read within 3 minutes is answered from the cache. */
export const KEEP_UNUSED_DATA_FOR_S = 180;

/** What the api needs from the store's thunk extra argument (the app's services): the shared HTTP client. */
export interface ApiExtra {
  http: HttpClient;
}

export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiErrorInfo>;

/**
 * Runs RTK Query requests through the HTTP client of the store the request runs in (its services, the thunk
 * extra argument), so one api serves every store: the app's, a story's, a test's. Errors become serializable.
 */
export const apiBaseQuery: ApiBaseQuery = async (args, { signal, extra }) => {
  const init: RequestOptions = { signal };
  if (args.query) init.query = args.query;
  if (args.body !== undefined) init.body = args.body;
  try {
    return { data: unwrapData(await (extra as ApiExtra).http.request(args.method, args.url, init)) };
  } catch (err) {
    return { error: toApiErrorInfo(err) };
  }
};

/**
 * The one RTK Query api: no refetch on focus, reconnect or mount, answers kept 3 minutes. Each domain injects its
 * endpoints in endpoints/<domain>.ts; the store (@framewise/stores createAppStore) mounts it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_S,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // A page rendered at request time hands its answers to the browser (server-answers.ts); the cache starts with them.
  extractRehydrationInfo(action) {
    if (!serverAnswers.match(action)) return undefined;
    const { queries, provided } = action.payload;
    // Only queries and tags are read from it; the rest of the slice is the browser's own.
    return { queries, provided, mutations: {} } as never;
  },
});

export type Api = typeof api;
/** The api's slice of the store's state. */
export type ApiState = ReturnType<Api['reducer']>;
