import type {
  BodyOf,
  Calls,
  CancelTaskAnswer,
  TaskStatusEntry,
  Work,
  WorkList,
  WorkListQuery,
} from '@framewise/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { type ApiState, api, callRequest } from '../base-api';

/** What a list asks list3 for: the scope, filters and page (cursor) of one cached page. */
export type WorkListArgs = Partial<WorkListQuery> & Pick<WorkListQuery, 'scope'>;

/** A change to a work that every cached copy (list pages, detail) takes. */
export type WorkPatch = Partial<Work> & Pick<Work, 'id'>;

/**
 * The works domain: pages of list3 (my works, a tool's results, the gallery), one work's detail, delete,
 * publish and cancel, and the status2 poll of unfinished tasks. A work fetched or changed anywhere is written
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
    getWorkDetail: build.query<Work, string>({
      query: (id) => callRequest('getWorkDetail', { query: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Work', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(patchCachedWork(answer.data));
      },
    }),
    getTaskStatus: build.query<TaskStatusEntry[], readonly string[]>({
      query: (ids) => callRequest('getTaskStatus', { query: { ids: ids.join(',') } }),
      keepUnusedDataFor: 0,
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
  useGetWorkDetailQuery,
  useLazyGetWorkDetailQuery,
  useDeleteWorksMutation,
  usePublishWorkMutation,
} = worksApi;

type WorksThunk = ThunkAction<void, { api: ApiState }, unknown, UnknownAction>;

/** Writes a work's change into every cached list page and its cached detail. */
export const patchCachedWork =
  (patch: WorkPatch): WorksThunk =>
  (dispatch, getState) => {
    for (const args of worksApi.util.selectCachedArgsForQuery(getState(), 'listWorks')) {
      dispatch(
        worksApi.util.updateQueryData('listWorks', args, (page) => {
          const work = page.items.find((w) => w.id === patch.id);
          if (work) Object.assign(work, patch);
        }),
      );
    }
    dispatch(worksApi.util.updateQueryData('getWorkDetail', patch.id, (work) => void Object.assign(work, patch)));
  };

/** Drops deleted works from every cached list page. */
export const removeCachedWorks =
  (ids: readonly string[]): WorksThunk =>
  (dispatch, getState) => {
    for (const args of worksApi.util.selectCachedArgsForQuery(getState(), 'listWorks')) {
      dispatch(
        worksApi.util.updateQueryData('listWorks', args, (page) => {
          page.items = page.items.filter((w) => !ids.includes(w.id));
        }),
      );
    }
  };

/**
 * Puts a new work of the user on top of the cached first pages it belongs to (my works, newest first, all tools or
 * its own), and caches its detail.
 */
export const insertCachedWork =
  (work: Work): WorksThunk =>
  (dispatch, getState) => {
    for (const args of worksApi.util.selectCachedArgsForQuery(getState(), 'listWorks')) {
      const firstPageOfMine = args.scope === 'mine' && !args.cursor && (args.sort ?? 'new') === 'new';
      if (!firstPageOfMine || (args.tool && args.tool !== work.tool) || args.tag) continue;
      dispatch(
        worksApi.util.updateQueryData('listWorks', args, (page) => {
          if (!page.items.some((w) => w.id === work.id)) page.items.unshift(work);
        }),
      );
    }
    dispatch(worksApi.util.upsertQueryData('getWorkDetail', work.id, work));
  };
