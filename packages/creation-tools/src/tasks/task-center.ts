import { patchCachedWork, type WorkPatch, worksApi } from '@framewise/api-client';
import type { CancelTaskAnswer, TaskStatusEntry, Work } from '@framewise/contracts';
import { isTaskSettled, TASK_STATUS, type TaskStatus, type Tool } from '@framewise/contracts/routes';
import type { AppDispatch } from '@framewise/stores';
import { WORK_EVENT, type WorkEventBus, workEvents } from './events';
import { createTaskPoller, type TaskPoller } from './polling';

/** A task of the user's still under way, as the header tray lists it. */
export interface RunningTask {
  id: string;
  tool: Tool;
  status: TaskStatus;
  progress: number;
  queuePosition: number | null;
  etaSeconds: number | null;
  prompt: string;
  /** Points charged; what a cancel gives back. */
  cost: number;
}

/** What the center learns about a task to follow: at least its id and tool. */
export type TaskToFollow = Pick<RunningTask, 'id' | 'tool'> & Partial<Omit<RunningTask, 'id' | 'tool'>>;

/** A listed work as the center follows it (the list knows no queue place or time left: the first poll tells). */
export function taskToFollowOf(
  work: Pick<Work, 'id' | 'tool' | 'status'> & Partial<Pick<Work, 'progress' | 'prompt' | 'cost'>>,
): TaskToFollow {
  return {
    id: work.id,
    tool: work.tool,
    status: work.status,
    progress: work.progress,
    prompt: work.prompt,
    cost: work.cost,
  };
}

/** A task that ended, with the tool it belongs to. */
export interface EndedTask {
  entry: TaskStatusEntry;
  tool: Tool;
  /** Points it was charged (given back unless it succeeded). */
  cost: number;
}

export interface TaskCenter {
  /** Follows tasks until they settle (settled ones are ignored). */
  follow(tasks: readonly TaskToFollow[]): void;
  /** A task the user just submitted: followed, and announced to onSubmitted listeners. */
  submitted(task: TaskToFollow & { status: TaskStatus }): void;
  /** The running tasks, newest first; the same array until something changes (for useSyncExternalStore). */
  running(): readonly RunningTask[];
  /** Called whenever running() changes. */
  subscribe(listener: () => void): () => void;
  /** Every new status of a followed task (the tool screens patch their cards with it). */
  onEntry(listener: (entry: TaskStatusEntry) => void): () => void;
  /** A followed task ended (success, failure, rejection, cancel). */
  onEnded(listener: (ended: EndedTask) => void): () => void;
  onSubmitted(listener: (task: TaskToFollow) => void): () => void;
  /** Cancels a task on the server; its ending is announced at once, not at the next poll. */
  cancel(id: string): Promise<CancelTaskAnswer>;
  /** Polls soon (the tab is visible again). */
  wake(): void;
  /** Forgets every task (logout). */
  reset(): void;
}

interface TaskCenterOptions {
  fetchStatus(ids: string[], signal: AbortSignal): Promise<TaskStatusEntry[]>;
  cancel(id: string): Promise<CancelTaskAnswer>;
  bus?: WorkEventBus;
  isHidden?(): boolean;
  /** Replaces the poller (tests). */
  poller?: typeof createTaskPoller;
}

/**
 * The app-wide follower of the user's unfinished tasks: one status2 poller (with backoff, slower while the tab is
 * hidden, idle when nothing runs) for the header tray, every tool screen and my works. When a task ends it tells
 * the work event bus (my works and the tool lists refresh; points are refreshed after a refund) exactly once,
 * whichever screen is open.
 */
export function createTaskCenter(options: TaskCenterOptions): TaskCenter {
  const bus = options.bus ?? workEvents;
  const tasks = new Map<string, RunningTask>();
  let snapshot: readonly RunningTask[] = [];
  const listeners = new Set<() => void>();
  const entryListeners = new Set<(entry: TaskStatusEntry) => void>();
  const endedListeners = new Set<(ended: EndedTask) => void>();
  const submittedListeners = new Set<(task: TaskToFollow) => void>();

  const changed = () => {
    // Newest first: tasks are added in submission order, so the map's order reversed.
    snapshot = [...tasks.values()].reverse();
    for (const listener of [...listeners]) listener();
  };
  const each = <A>(set: Set<(arg: A) => void>, arg: A) => {
    for (const listener of [...set]) {
      try {
        listener(arg);
      } catch (error) {
        console.error(error);
      }
    }
  };

  const ended = (entry: TaskStatusEntry) => {
    const task = tasks.get(entry.id);
    if (!task) return;
    tasks.delete(entry.id);
    changed();
    bus.emitWork({ tool: task.tool, id: entry.id, status: entry.status });
    if (entry.status !== TASK_STATUS.SUCCESS && task.cost > 0) bus.emit(WORK_EVENT.refreshPoints);
    each(endedListeners, { entry, tool: task.tool, cost: task.cost });
  };

  const makePoller = options.poller ?? createTaskPoller;
  const poller: TaskPoller = makePoller({
    fetchStatus: options.fetchStatus,
    isHidden: options.isHidden,
    onUpdate: (entry) => {
      const task = tasks.get(entry.id);
      if (task && !isTaskSettled(entry.status)) {
        tasks.set(entry.id, {
          ...task,
          status: entry.status,
          progress: entry.progress,
          queuePosition: entry.queuePosition,
          etaSeconds: entry.etaSeconds,
        });
        changed();
      }
      each(entryListeners, entry);
    },
    onSettled: ended,
    onGone: (id) => {
      if (tasks.delete(id)) changed();
    },
  });

  const follow = (list: readonly TaskToFollow[]) => {
    const fresh: string[] = [];
    for (const task of list) {
      if (task.status !== undefined && isTaskSettled(task.status)) continue;
      const known = tasks.get(task.id);
      tasks.set(task.id, {
        status: TASK_STATUS.QUEUED,
        progress: 0,
        queuePosition: null,
        etaSeconds: null,
        prompt: '',
        cost: 0,
        ...known,
        ...Object.fromEntries(Object.entries(task).filter(([, v]) => v !== undefined)),
      } as RunningTask);
      if (!known) fresh.push(task.id);
    }
    if (fresh.length > 0) {
      changed();
      poller.track(fresh);
    }
  };

  return {
    follow,
    submitted(task) {
      follow([task]);
      each(submittedListeners, task);
    },
    running: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEntry(listener) {
      entryListeners.add(listener);
      return () => entryListeners.delete(listener);
    },
    onEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    onSubmitted(listener) {
      submittedListeners.add(listener);
      return () => submittedListeners.delete(listener);
    },
    async cancel(id) {
      const answer = await options.cancel(id);
      if (!answer.cancelled) {
        // It ended another way first (finished, say): the next poll brings the real outcome.
        poller.wake();
        return answer;
      }
      poller.untrack(id);
      const entry: TaskStatusEntry = {
        id,
        status: answer.status,
        progress: 0,
        queuePosition: null,
        url: null,
        cover: null,
        msg: null,
        cancelled: true,
        etaSeconds: null,
      };
      each(entryListeners, entry);
      ended(entry);
      return answer;
    },
    wake: () => poller.wake(),
    reset() {
      for (const id of poller.tracking()) poller.untrack(id);
      if (tasks.size === 0) return;
      tasks.clear();
      changed();
    },
  };
}

// One center per store (its dispatch), i.e. per app (tests and stories make their own stores, so their own centers).
const centers = new WeakMap<AppDispatch, TaskCenter>();

/**
 * The app's task center, created on first use with the app's store: it polls status2 through the api and writes
 * each poll's news into the cached works (lists and details), so every screen shows the same status.
 */
export function taskCenterOf(dispatch: AppDispatch): TaskCenter {
  let center = centers.get(dispatch);
  if (!center) {
    center = createTaskCenter({
      // The poll is never cached: each answer is news, written into the cached works below.
      fetchStatus: (ids, signal) =>
        dispatch((_d, _g, { http }) => http.call('getTaskStatus', { query: { ids: ids.join(',') } }, { signal })),
      cancel: (id) => dispatch(worksApi.endpoints.cancelTask.initiate(id)).unwrap(),
      isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    });
    center.onEntry((entry) => dispatch(patchCachedWork(workPatchOf(entry))));
    centers.set(dispatch, center);
  }
  return center;
}

/** What a poll says about a work: its status and, once known, its result or reason. */
function workPatchOf(entry: TaskStatusEntry): WorkPatch {
  return {
    id: entry.id,
    status: entry.status,
    progress: entry.progress,
    cancelled: entry.cancelled,
    ...(entry.url && { url: entry.url }),
    ...(entry.cover && { cover: entry.cover }),
    ...(entry.msg && { msg: entry.msg }),
  };
}
