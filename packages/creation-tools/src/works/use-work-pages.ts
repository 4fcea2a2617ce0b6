import { useListWorkPagesInfiniteQuery, type WorkPagesArgs } from '@framewise/api-client';
import type { Work } from '@framewise/contracts';
import { useMemo } from 'react';

/** What a list shows of its pages: the works once each, and whether a page is on its way, failed or was the last. */
export interface WorkPages {
  items: Work[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: unknown;
  /** True once the server answered a page without a next cursor. */
  done: boolean;
  /** Asks for the next page unless one is on its way, the last one arrived or the previous one failed. */
  loadMore(): void;
  /** Tries the failed page again. */
  retry(): void;
  /** Reloads the pages shown (new works appear on top, changed ones update) without a spinner. */
  refresh(): void;
}

/**
 * The works of all pages in order; a work that moved to a later page while the user scrolled appears once, in its
 * first place with the data of the later (newer) answer.
 */
export function worksOfPages(pages: readonly { items: readonly Work[] }[]): Work[] {
  const latest = new Map(pages.flatMap((page) => page.items.map((w) => [w.id, w] as const)));
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((w) => !seen.has(w.id) && seen.add(w.id)).map((w) => latest.get(w.id) ?? w),
  );
}

/**
 * Pages of GET /api/images/list3 for one query through the api's paged list (listWorkPages): a new query is another
 * cache entry, so answers for filters no longer shown never mix in; works patched anywhere show here.
 */
export function useWorkPages(query: WorkPagesArgs): WorkPages {
  const list = useListWorkPagesInfiniteQuery(query);
  const { data, error, isError, isLoading, isFetchingNextPage, isFetchNextPageError, hasNextPage, isFetching } = list;
  const { fetchNextPage, refetch } = list;
  const items = useMemo(() => worksOfPages(data?.pages ?? []), [data]);
  const status = isLoading || isFetchingNextPage ? 'loading' : isError ? 'failed' : data ? 'ready' : 'idle';
  return {
    items,
    status,
    error,
    done: data !== undefined && !hasNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetching && !isError) void fetchNextPage();
    },
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
    refresh: () => {
      if (data && !isFetching) void refetch();
    },
  };
}
