import type { BodyOf, Calls, CancelTaskAnswer, Work, WorkList, WorkListQuery } from '@framewise/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { type ApiState, api, callRequest } from '../base-api';

/** What a list asks list3 for: the scope, filters and page (cursor) of one cached page. */
export type WorkListArgs = Partial<WorkListQuery> & Pick<WorkListQuery, 'scope'>;

/** What a paged list asks for: the filters; the cursor of each page is the cache's business. */
export type WorkPagesArgs = Omit<WorkListArgs, 'cursor'>;

/** A change to a work that every cached copy (list pages, detail) takes. */
export type WorkPatch = Partial<Work> & Pick<Work, 'id'>;

/**
 * The works domain: one page of list3 (a tool's results), the cursor-paged lists (my works, the gallery, music),
 * one work's detail, delete, publish and cancel. A work fetched or changed anywhere is written
 * into every cached copy, so the screens agree without asking again.
 */
export const worksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWorks: build.query<WorkList, WorkListArgs>({
      query: (query) => callRequest('listWorks', { query }),
      providesTags: (page) => [
        { type: 'Works', id: 'LIST' },
        ...(page?.items ?? []).map((work) => ({ type: 'Work' as const, id: work.id })),
      ],
    }),
    /** Pages of list3 in order, each asked with the cursor the previous one named; a null cursor is the end. */
    listWorkPages: build.infiniteQuery<WorkList, WorkPagesArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg, pageParam }) =>
        callRequest('listWorks', { query: pageParam === null ? queryArg : { ...queryArg, cursor: pageParam } }),
      providesTags: (data) => [
        { type: 'Works', id: 'LIST' },
        ...(data?.pages ?? []).flatMap((page) => page.items.map((work) => ({ type: 'Work' as const, id: work.id }))),
      ],
    }),
    getWorkDetail: build.query<Work, string>({
      query: (id) => callRequest('getWorkDetail', { query: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Work', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(patchCachedWork(answer.data));
      },
    }),
    deleteWorks: build.mutation<{ deleted: string[] }, readonly string[]>({
      query: (ids) => callRequest('deleteWorks', { body: { ids: [...ids] } }),
      async onQueryStarted(_ids, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(removeCachedWorks(answer.data.deleted));
      },
    }),
    publishWork: build.mutation<Pick<Work, 'id' | 'pubStatus'>, BodyOf<Calls['publishWork']>>({
      query: (body) => callRequest('publishWork', { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(patchCachedWork(answer.data));
      },
    }),
    cancelTask: build.mutation<CancelTaskAnswer, string>({
      query: (id) => callRequest('cancelTask', { body: { id } }),
    }),
  }),
});

export const {
  useListWorksQuery,
  useListWorkPagesInfiniteQuery,
  useGetWorkDetailQuery,
  useDeleteWorksMutation,
  usePublishWorkMutation,
} = worksApi;

type WorksThunk = ThunkAction<void, { api: ApiState }, unknown, UnknownAction>;

/**
 * Applies `recipe` to every cached page of list3: the single pages and each page of the paged lists. `first` tells
 * whether the page is the first of its list (no cursor).
 */
const eachCachedPage =
  (recipe: (page: WorkList, args: WorkListArgs, first: boolean) => void): WorksThunk =>
  (dispatch, getState) => {
    for (const args of worksApi.util.selectCachedArgsForQuery(getState(), 'listWorks')) {
      dispatch(worksApi.util.updateQueryData('listWorks', args, (page) => recipe(page, args, !args.cursor)));
    }
    for (const args of worksApi.util.selectCachedArgsForQuery(getState(), 'listWorkPages')) {
      dispatch(
        worksApi.util.updateQueryData('listWorkPages', args, (data) => {
          for (const [i, page] of data.pages.entries()) recipe(page, args, i === 0);
        }),
      );
    }
  };

/** Writes a work's change into every cached list page and its cached detail. */
export const patchCachedWork =
  (patch: WorkPatch): WorksThunk =>
  (dispatch) => {
    dispatch(
      eachCachedPage((page) => {
        const work = page.items.find((w) => w.id === patch.id);
        if (work) Object.assign(work, patch);
      }),
    );
    dispatch(worksApi.util.updateQueryData('getWorkDetail', patch.id, (work) => void Object.assign(work, patch)));
  };

/** Drops deleted works from every cached list page. */
export const removeCachedWorks = (ids: readonly string[]): WorksThunk =>
  eachCachedPage((page) => {
    page.items = page.items.filter((w) => !ids.includes(w.id));
  });

/**
 * Puts a new work of the user on top of the cached first pages it belongs to (my works, newest first, all tools or
 * its own), and caches its detail.
 */
export const insertCachedWork =
  (work: Work): WorksThunk =>
  (dispatch) => {
    dispatch(
      eachCachedPage((page, args, first) => {
        const belongs = args.scope === 'mine' && (args.sort ?? 'new') === 'new' && !args.tag;
        if (!first || !belongs || (args.tool && args.tool !== work.tool)) return;
        if (!page.items.some((w) => w.id === work.id)) page.items.unshift(work);
      }),
    );
    dispatch(worksApi.util.upsertQueryEntries([{ endpointName: 'getWorkDetail', arg: work.id, value: work }]));
  };
