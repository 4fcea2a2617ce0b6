import type { GenerateAnswer, TaskStatusEntry } from '@framewise/contracts';
import { isTaskSettled, TASK_STATUS, type Tool } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn } from '@framewise/stores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHttp, useToolsSelector } from '../config/services';
import { WORK_EVENT, type WorkEventBus, workEvents } from './events';
import { createTitleBadge, notifyTaskFinished, type TitleBadge } from './notify';
import { createTaskPoller, type TaskPoller } from './polling';
import { itemFromAnswer, itemFromWork, newestFirst, type TaskItem, withStatus, withWork } from './task-item';

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

// One badge for the page: tasks of any tool count in the title while the tab is hidden.
let sharedBadge: TitleBadge | null = null;
function badge(): TitleBadge {
  sharedBadge ??= createTitleBadge();
  return sharedBadge;
}

/**
 * The queue and finished works of one tool for the logged-in user: the first page of list3, then the tasks
 * submitted here; unsettled ones are polled (status2, with backoff) until they settle. A settled task is fetched
 * again for its result, announced on the work event bus (and points refreshed when a failure refunded them), and
 * reported by a browser notification and the title badge when the tab is hidden.
 */
export function useToolTasks(tool: Tool, bus: WorkEventBus = workEvents): ToolTasks {
  const { t } = useTranslation('tools');
  const http = useHttp();
  const loggedIn = useToolsSelector(selectIsLoggedIn);
  const [items, setItems] = useState<Map<string, TaskItem>>(new Map());
  const [state, setState] = useState<ToolTasksState>('idle');
  const [attempt, setAttempt] = useState(0);
  const poller = useRef<TaskPoller | null>(null);
  const texts = useRef(t);
  texts.current = t;

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reload button asking the server again
  useEffect(() => {
    // Another tool or another user: start from that one's list.
    setItems(new Map());
    if (!loggedIn) {
      setState('idle');
      return;
    }
    const settled = (entry: TaskStatusEntry) => {
      refetch(entry.id);
      bus.emitWork({ tool, id: entry.id, status: entry.status });
      if (entry.status !== TASK_STATUS.SUCCESS) bus.emit(WORK_EVENT.refreshPoints);
      const tr = texts.current;
      notifyTaskFinished(
        {
          title: entry.status === TASK_STATUS.SUCCESS ? tr('notify.successTitle') : tr('notify.failedTitle'),
          body: tr(`tools.${tool}`),
          tag: `framewise-task-${entry.id}`,
        },
        badge(),
      );
    };
    const live = createTaskPoller({
      fetchStatus: (ids, signal) => http.call('getTaskStatus', { query: { ids: ids.join(',') } }, { signal }),
      onUpdate: (entry) => patch(entry.id, (item) => withStatus(item, entry)),
      onSettled: settled,
      onGone: (id) =>
        setItems((current) => {
          if (!current.has(id)) return current;
          const next = new Map(current);
          next.delete(id);
          return next;
        }),
    });
    poller.current = live;
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
        live.track(page.items.filter((w) => !isTaskSettled(w.status)).map((w) => w.id));
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
      live.stop();
      if (poller.current === live) poller.current = null;
    };
  }, [http, loggedIn, tool, attempt, bus, patch, refetch]);

  const add = useCallback(
    (answer: GenerateAnswer, extra: { prompt: string; sourceUrl: string | null; tool?: Tool }) => {
      // An extension started from this screen's results is its own tool's task, shown here while it runs.
      const taskTool = extra.tool ?? tool;
      setItems((current) => new Map(current).set(answer.id, itemFromAnswer(taskTool, answer, extra)));
      bus.emitWork({ tool: taskTool, id: answer.id, status: answer.status });
      bus.emit(WORK_EVENT.refreshPoints);
      if (isTaskSettled(answer.status)) refetch(answer.id);
      else poller.current?.track([answer.id]);
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
    [tool, bus, http, patch, refetch],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const sorted = useMemo(() => newestFirst(items.values()), [items]);
  return { items: sorted, state, reload, add };
}
