import type { AppDispatch } from '@framewise/stores';

/**
 * What a page module's early data start (`startData`, `askEarly`) is given: the store's dispatch, with the api
 * mounted, and the page's query string. The same shape as app-shell's ScreenDataContext, which calls them.
 */
export interface PageDataContext {
  dispatch: AppDispatch;
  search: URLSearchParams;
}
