import type { CallName, Calls } from '@framewise/contracts';
import type { HttpMethod, Route } from '@framewise/contracts/routes';
import {
  type Api,
  type ApiModules,
  type BaseQueryFn,
  type CoreModule,
  type CreateApi,
  createApi,
} from '@reduxjs/toolkit/query';
import { unwrapData } from './envelope';
import { type ApiErrorInfo, toApiErrorInfo } from './errors';
import { type CallInputArg, contractRequest, type HttpClient, type RequestOptions } from './http-client';
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

export const TAG_TYPES = ['User', 'Vip', 'Points', 'Works', 'Config'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Seconds an unused answer stays cached: a repeated read within 3 minutes is answered from the cache. */
export const KEEP_UNUSED_DATA_FOR_S = 180;

export type ApiBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiErrorInfo>;

/** Runs RTK Query requests through the shared client; errors become their serializable form. */
export function createBaseQuery(client: HttpClient): ApiBaseQuery {
  return async (args, { signal }) => {
    const init: RequestOptions = { signal };
    if (args.query) init.query = args.query;
    if (args.body !== undefined) init.body = args.body;
    try {
      return { data: unwrapData(await client.request(args.method, args.url, init)) };
    } catch (err) {
      return { error: toApiErrorInfo(err) };
    }
  };
}

/** Names of RTK Query modules: the core one, plus the React hooks one when built with it. */
export type ApiModuleName = keyof ApiModules<never, never, string, string>;

// biome-ignore lint/complexity/noBannedTypes: RTK Query's own type for "no endpoints yet".
type NoEndpoints = {};

/** The shared api before any domain injects its endpoints. `M` says whether React hooks are generated. */
export type BaseApi<M extends ApiModuleName = CoreModule> = Api<ApiBaseQuery, NoEndpoints, 'api', TagType, M>;

/**
 * The one RTK Query api: no refetch on focus, reconnect or mount, answers kept 3 minutes. Domains add their
 * endpoints with `api.injectEndpoints`. Pass `createApi` from '@reduxjs/toolkit/query/react' to get hooks.
 */
export function createBaseApi<M extends ApiModuleName = CoreModule>(
  client: HttpClient,
  create: CreateApi<M> = createApi as unknown as CreateApi<M>,
): BaseApi<M> {
  return create({
    reducerPath: 'api',
    baseQuery: createBaseQuery(client),
    refetchOnFocus: false,
    refetchOnReconnect: false,
    refetchOnMountOrArgChange: false,
    keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_S,
    tagTypes: TAG_TYPES,
    endpoints: () => ({}),
  });
}
