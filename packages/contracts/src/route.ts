import type { Region } from './headers';

export type HttpMethod = 'GET' | 'POST';

/** Login the server requires: required (401 without a session), optional (user when present) or none. */
export type CallAuth = 'required' | 'optional' | 'none';

/**
 * Where one API call lives and who may make it, without its schemas. Clients read only this at
 * runtime, so the route tables stay free of zod and out of the browser bundles' zod cost.
 */
export interface Route {
  method: HttpMethod;
  path: string;
  /** Login required on the server. */
  auth: CallAuth;
  /** Builds that offer this call; both when absent. */
  regions?: readonly Region[];
  summary: string;
}

/** Declares a route table; the exact literal types are kept so `routes.x.method` is 'GET' or 'POST'. */
export function defineRoutes<const R extends Readonly<Record<string, Route>>>(table: R): R {
  return table;
}
