import type { GenerateAnswer, Work } from '@framewise/contracts';
import { isTaskSettled, type Tool } from '@framewise/contracts/routes';
import { selectIsLoggedIn } from '@framewise/stores';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHttp, useToolsSelector } from '../config/services';
import { WORK_EVENT, workEvents } from './events';
import { itemFromAnswer, itemFromWork, newestFirst, type TaskItem, withStatus, withWork } from './task-item';
import { useTaskCenter } from './use-task-center';

/** How many of the tool's works the results area lists. */
export const RESULTS_PAGE_SIZE = 20;

export type ToolTasksState = 'idle' | 'loading' | 'ready' | 'failed';

export interface ToolTasks {
  items: TaskItem[];
  state: ToolTasksState;
  reload(): void;
  /** A task the screen just submitted (of another tool when given: an extension): shown at once, followed until it settles. */
  add(answer: GenerateAnswer, extra: { prompt: string; sourceUrl: string | null; tool?: Tool }): void;
}

/**
 * The queue and finished works of one tool for the logged-in user: the first page of list3, then the tasks
 * submitted here. Unsettled ones are followed by the app's task center (one status2 poller for the whole app, so
 * they keep being followed, and their endings announced, after the user leaves this screen); a task that ended is
 * fetched again for its result.
 */
export function useToolTasks(tool: Tool): ToolTasks {
  const http = useHttp();
  const center = useTaskCenter();
  const loggedIn = useToolsSelector(selectIsLoggedIn);
  const [items, setItems] = useState<Map<string, TaskItem>>(new Map());
  const [state, setState] = useState<ToolTasksState>('idle');
  const [attempt, setAttempt] = useState(0);

  const patch = useCallback((id: string, change: (item: TaskItem) => TaskItem) => {
    setItems((current) => {
      const item = current.get(id);
      if (!item) return current;
      const next = new Map(current);
      next.set(id, change(item));
      return next;
    });
  }, []);

  const refetch = useCallback(
    (id: string) => {
      http.call('getWorkDetail', { query: { id } }).then(
        (work) => patch(id, (item) => withWork(item, work)),
        () => undefined, // the polled status already shows the outcome
      );
    },
    [http, patch],
  );

  // The center's news about the tasks listed here.
  useEffect(() => {
    const offEntry = center.onEntry((entry) => patch(entry.id, (item) => withStatus(item, entry)));
    const offEnded = center.onEnded(({ entry }) => refetch(entry.id));
    return () => {
      offEntry();
      offEnded();
    };
  }, [center, patch, refetch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reload button asking the server again
  useEffect(() => {
    // Another tool or another user: start from that one's list.
    setItems(new Map());
    if (!loggedIn) {
      setState('idle');
      return;
    }
    let active = true;
    setState('loading');
    http.call('listWorks', { query: { scope: 'mine', tool, limit: RESULTS_PAGE_SIZE } }).then(
      (page) => {
        if (!active) return;
        setItems((current) => {
          const next = new Map(current);
          for (const work of page.items) next.set(work.id, itemFromWork(work));
          return next;
        });
        setState('ready');
        center.follow(page.items.filter((w) => !isTaskSettled(w.status)).map(followOfWork));
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [http, center, loggedIn, tool, attempt]);

  const add = useCallback(
    (answer: GenerateAnswer, extra: { prompt: string; sourceUrl: string | null; tool?: Tool }) => {
      // An extension started from this screen's results is its own tool's task, shown here while it runs.
      const taskTool = extra.tool ?? tool;
      setItems((current) => new Map(current).set(answer.id, itemFromAnswer(taskTool, answer, extra)));
      workEvents.emitWork({ tool: taskTool, id: answer.id, status: answer.status });
      workEvents.emit(WORK_EVENT.refreshPoints);
      if (isTaskSettled(answer.status)) refetch(answer.id);
      else
        center.submitted({
          id: answer.id,
          tool: taskTool,
          status: answer.status,
          queuePosition: answer.queuePosition,
          prompt: extra.prompt,
          cost: answer.cost,
        });
      // The whole work (prompt, parameters for draw same) arrives with the detail.
      http.call('getWorkDetail', { query: { id: answer.id } }).then(
        (work) =>
          patch(answer.id, (item) => ({
            ...item,
            work,
            prompt: work.prompt,
            sourceUrl: item.sourceUrl ?? work.reference_img,
          })),
        () => undefined,
      );
    },
    [tool, center, http, patch, refetch],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const sorted = useMemo(() => newestFirst(items.values()), [items]);
  return { items: sorted, state, reload, add };
}

/** A listed work, as the task center follows it. */
function followOfWork(work: Work) {
  return {
    id: work.id,
    tool: work.tool,
    status: work.status,
    progress: work.progress,
    prompt: work.prompt,
    cost: work.cost,
  };
}
