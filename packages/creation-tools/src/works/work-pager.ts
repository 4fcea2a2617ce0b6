import type { Work, WorkList } from '@framewise/contracts';

/**
 * Cursor paging of list3 as a reducer: pages append in order, a work that moved between pages while the user
 * scrolled appears once, and answers for a query that is no longer shown are dropped. My works, the gallery and
 * the music download page share it.
 */
export interface PagerState {
  /** Identifies the query (filters) the items belong to. */
  key: string;
  items: Work[];
  /** Cursor of the next page; null before the first page and after the last one. */
  cursor: string | null;
  /** True once the server answered a page without a next cursor. */
  done: boolean;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: unknown;
}

export type PagerAction =
  | { type: 'reset'; key: string }
  | { type: 'requested'; key: string }
  | { type: 'received'; key: string; page: WorkList }
  /** A fresh first page: goes on top, deeper pages stay as they are. */
  | { type: 'refreshed'; key: string; page: WorkList }
  | { type: 'failed'; key: string; error: unknown }
  | { type: 'removed'; ids: readonly string[] }
  | { type: 'updated'; work: Partial<Work> & Pick<Work, 'id'> };

export function initialPager(key: string): PagerState {
  return { key, items: [], cursor: null, done: false, status: 'idle', error: undefined };
}

/** Appends items whose ids are not there yet; a repeated id keeps its first place but takes the newer data. */
export function mergeWorks(current: readonly Work[], incoming: readonly Work[]): Work[] {
  const byId = new Map(incoming.map((w) => [w.id, w]));
  const kept = current.map((w) => byId.get(w.id) ?? w);
  const seen = new Set(current.map((w) => w.id));
  return [...kept, ...incoming.filter((w) => !seen.has(w.id))];
}

export function pagerReducer(state: PagerState, action: PagerAction): PagerState {
  switch (action.type) {
    case 'reset':
      return initialPager(action.key);
    case 'requested':
      if (action.key !== state.key) return state;
      return { ...state, status: 'loading', error: undefined };
    case 'received': {
      if (action.key !== state.key) return state;
      return {
        ...state,
        items: mergeWorks(state.items, action.page.items),
        cursor: action.page.nextCursor,
        done: action.page.nextCursor === null,
        status: 'ready',
        error: undefined,
      };
    }
    case 'refreshed': {
      if (action.key !== state.key) return state;
      // Before the first page arrived a refresh is simply the first page.
      if (state.items.length === 0 && state.status !== 'ready')
        return pagerReducer(state, { ...action, type: 'received' });
      const fresh = new Set(action.page.items.map((w) => w.id));
      return { ...state, items: [...action.page.items, ...state.items.filter((w) => !fresh.has(w.id))] };
    }
    case 'failed':
      if (action.key !== state.key) return state;
      return { ...state, status: 'failed', error: action.error };
    case 'removed': {
      const gone = new Set(action.ids);
      return { ...state, items: state.items.filter((w) => !gone.has(w.id)) };
    }
    case 'updated':
      return {
        ...state,
        items: state.items.map((w) => (w.id === action.work.id ? { ...w, ...action.work } : w)),
      };
  }
}

/** Whether another page can be asked for now. */
export function canLoadMore(state: PagerState): boolean {
  return !state.done && state.status !== 'loading' && state.status !== 'failed';
}
