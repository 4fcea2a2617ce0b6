import { useListWorksQuery, worksApi } from '@framewise/api-client';
import type { GenerateAnswer, TaskStatusEntry } from '@framewise/contracts';
import { isTaskSettled, type Tool } from '@framewise/contracts/routes';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@framewise/stores';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { workEvents } from './events';
import { taskToFollowOf } from './task-center';
import { itemFromAnswer, itemFromWork, newestFirst, type TaskItem, withStatus, withWork } from './task-item';
import { useTaskCenter } from './use-task-center';

/** How many of the tool's works the results area lists. */
const RESULTS_PAGE_SIZE = 20;

export type ToolTasksState = 'idle' | 'loading' | 'ready' | 'failed';

export interface ToolTasks {
  items: TaskItem[];
  state: ToolTasksState;
  reload(): void;
  /** A task the screen just submitted (of another tool when given: an extension): shown at once, followed until it settles. */
  add(answer: GenerateAnswer, extra: { prompt: string; sourceUrl: string | null; tool?: Tool }): void;
}

/** What this screen knows beyond the cached works: its own submissions and the polls' queue places and times. */
interface Known {
  key: string;
  added: ReadonlyMap<string, TaskItem>;
  polled: ReadonlyMap<string, TaskStatusEntry>;
}

/**
 * The queue and finished works of one tool for the logged-in user: the cached first page of list3 (the api
 * writes new works and the polls' news into it), with the tasks submitted here. Unsettled ones are followed by
 * the app's task center (one status2 poller for the whole app, so they keep being followed, and their endings
 * announced, after the user leaves this screen); a task that ended is fetched again for its result.
 */
export function useToolTasks(tool: Tool): ToolTasks {
  const dispatch = useAppDispatch();
  const center = useTaskCenter();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const list = useListWorksQuery({ scope: 'mine', tool, limit: RESULTS_PAGE_SIZE }, { skip: !loggedIn });
  const works = list.currentData?.items;
  // Another tool or another user: start from that one's list.
  const key = `${tool}:${loggedIn}`;
  const [known, setKnown] = useState<Known>({ key, added: new Map(), polled: new Map() });
  const current = known.key === key ? known : { key, added: new Map(), polled: new Map() };

  const change = useCallback(
    (update: (known: Known) => Partial<Known>) =>
      setKnown((prev) => {
        const base = prev.key === key ? prev : { key, added: new Map(), polled: new Map() };
        return { ...base, ...update(base) };
      }),
    [key],
  );

  // The result of a task that ended: its detail, written by the api into the cached lists (and here for a task
  // of another tool, which no cached list of this screen holds).
  const refetch = useCallback(
    (id: string) => {
      dispatch(worksApi.endpoints.getWorkDetail.initiate(id, { subscribe: false, forceRefetch: true }))
        .unwrap()
        .then(
          (work) =>
            change(({ added }) => {
              const item = added.get(id);
              return item && work ? { added: new Map(added).set(id, withWork(item, work)) } : {};
            }),
          () => undefined, // the polled status already shows the outcome
        );
    },
    [dispatch, change],
  );

  // The center's news about the tasks listed here (the works themselves are patched in the cache by the center).
  useEffect(() => {
    const offEntry = center.onEntry((entry) =>
      change(({ polled }) => ({ polled: new Map(polled).set(entry.id, entry) })),
    );
    const offEnded = center.onEnded(({ entry }) => refetch(entry.id));
    return () => {
      offEntry();
      offEnded();
    };
  }, [center, change, refetch]);

  useEffect(() => {
    if (works) center.follow(works.filter((w) => !isTaskSettled(w.status)).map(taskToFollowOf));
  }, [center, works]);

  const add = useCallback(
    (answer: GenerateAnswer, extra: { prompt: string; sourceUrl: string | null; tool?: Tool }) => {
      // An extension started from this screen's results is its own tool's task, shown here while it runs.
      const taskTool = extra.tool ?? tool;
      const item = withWork(itemFromAnswer(taskTool, answer, extra), answer.work);
      change(({ added }) => ({ added: new Map(added).set(answer.id, item) }));
      workEvents.emitWork({ tool: taskTool, id: answer.id, status: answer.status });
      // A task that ended at once (refused by the check, say) is whole in the answer's work: nothing to follow.
      if (!isTaskSettled(answer.status))
        center.submitted({
          id: answer.id,
          tool: taskTool,
          status: answer.status,
          queuePosition: answer.queuePosition,
          prompt: extra.prompt,
          cost: answer.cost,
        });
    },
    [tool, center, change],
  );

  const items = useMemo(() => {
    const byId = new Map<string, TaskItem>();
    for (const work of works ?? []) byId.set(work.id, itemFromWork(work));
    for (const [id, item] of current.added) {
      const listed = byId.get(id);
      // The answer's queue place stays until the first poll; the cached work knows none.
      const merged = listed && {
        ...listed,
        queuePosition: item.queuePosition,
        sourceUrl: item.sourceUrl ?? listed.sourceUrl,
      };
      byId.set(id, merged ?? item);
    }
    for (const [id, entry] of current.polled) {
      const item = byId.get(id);
      if (item) byId.set(id, withStatus(item, entry));
    }
    return newestFirst(byId.values());
  }, [works, current.added, current.polled]);

  const state: ToolTasksState = !loggedIn
    ? 'idle'
    : list.isFetching
      ? 'loading'
      : list.isError
        ? 'failed'
        : works
          ? 'ready'
          : 'loading';
  const { refetch: reloadList } = list;
  const reload = useCallback(() => {
    if (loggedIn) reloadList();
  }, [loggedIn, reloadList]);
  return { items, state, reload, add };
}
