import type { Work, WorkListQuery } from '@framewise/contracts';
import { useAppDispatch } from '@framewise/stores';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { canLoadMore, initialPager, type PagerState, pagerReducer } from './work-pager';

/** What a list asks list3 for; the cursor is the pager's business. */
export type ListQuery = Partial<Omit<WorkListQuery, 'cursor'>> & Pick<WorkListQuery, 'scope'>;

export interface WorkPages extends PagerState {
  /** Asks for the next page unless one is on its way, the last one arrived or the previous one failed. */
  loadMore(): void;
  /** Tries the failed page again. */
  retry(): void;
  /** Reloads the first page and puts it on top (new works appear, changed ones update, deeper pages stay). */
  refresh(): void;
  remove(ids: readonly string[]): void;
  update(work: Partial<Work> & Pick<Work, 'id'>): void;
}

/** Stable key of a query: the same filters in any property order give the same key. */
export function queryKey(query: ListQuery): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/**
 * Pages of GET /api/images/list3 for one query. A new query starts over; `enabled: false` (a visitor on my works)
 * asks nothing.
 */
export function useWorkPages(query: ListQuery, { enabled = true }: { enabled?: boolean } = {}): WorkPages {
  const appDispatch = useAppDispatch();
  const key = queryKey(query);
  const [state, dispatch] = useReducer(pagerReducer, key, initialPager);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The query as of this key; kept in a ref so callbacks stay stable while the caller rebuilds the object.
  const queryRef = useRef(query);
  queryRef.current = query;

  // Each page with the store's client, asked afresh: the pager keeps the pages it has (no cache entry per cursor).
  const listWorks = useCallback(
    (q: ListQuery & { cursor?: string }) => appDispatch((_d, _g, { http }) => http.call('listWorks', { query: q })),
    [appDispatch],
  );

  const fetchPage = useCallback(
    (pageKey: string, cursor: string | null) => {
      dispatch({ type: 'requested', key: pageKey });
      const q = { ...queryRef.current, ...(cursor ? { cursor } : {}) };
      listWorks(q).then(
        (page) => dispatch({ type: 'received', key: pageKey, page }),
        (error: unknown) => dispatch({ type: 'failed', key: pageKey, error }),
      );
    },
    [listWorks],
  );

  useEffect(() => {
    dispatch({ type: 'reset', key });
    if (enabled) fetchPage(key, null);
  }, [key, enabled, fetchPage]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!enabled || current.key !== key || !canLoadMore(current) || current.items.length === 0) return;
    fetchPage(key, current.cursor);
  }, [enabled, key, fetchPage]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    if (!enabled || current.status !== 'failed') return;
    fetchPage(key, current.items.length === 0 ? null : current.cursor);
  }, [enabled, key, fetchPage]);

  // A background refresh: no spinner, and a failure leaves the list as it was (the next event tries again).
  const refresh = useCallback(() => {
    if (!enabled) return;
    listWorks(queryRef.current).then(
      (page) => dispatch({ type: 'refreshed', key, page }),
      () => {},
    );
  }, [enabled, key, listWorks]);

  const remove = useCallback((ids: readonly string[]) => dispatch({ type: 'removed', ids }), []);
  const update = useCallback((work: Partial<Work> & Pick<Work, 'id'>) => dispatch({ type: 'updated', work }), []);

  return useMemo(
    () => ({ ...state, loadMore, retry, refresh, remove, update }),
    [state, loadMore, retry, refresh, remove, update],
  );
}
