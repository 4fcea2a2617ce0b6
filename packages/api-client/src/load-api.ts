import type { Api } from './base-api';

/**
 * The api in a chunk of its own (RTK Query with it), for an app whose entry starts without it and mounts it before
 * the first render that reads through it (@framewise/stores `createAppStoreWithoutApi`).
 */
export function loadApi(): Promise<Api> {
  return import('./base-api').then((module) => module.api);
}
