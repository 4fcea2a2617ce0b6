import type { Work } from '@framewise/contracts';
import { isTaskSettled, TASK_IDS_MAX } from '@framewise/contracts/routes';
import { useEffect, useRef, useState } from 'react';
// The task center directly: the tasks index also carries the tool screens' result components and styles.
import { taskToFollowOf } from '../tasks/task-center';
import { useTaskCenter } from '../tasks/use-task-center';

/** The works of a list still on their way (queued, under check, processing). */
export function unsettledIdsOf(works: readonly Pick<Work, 'id' | 'status'>[]): string[] {
  return works
    .filter((w) => !isTaskSettled(w.status))
    .map((w) => w.id)
    .slice(0, TASK_IDS_MAX);
}

export interface LiveStatusHandlers {
  /** Works finished (well or badly): the list reloads them for their full data. Called once per poll. */
  onSettled(): void;
}

type LiveWork = Pick<Work, 'id' | 'status' | 'tool'> & Partial<Pick<Work, 'progress' | 'prompt' | 'cost'>>;

/**
 * Keeps the unfinished works of a list current through the app's task center (the one status2 poller of the app,
 * with backoff, stopping when everything settled; it patches the cached works); returns each queued work's number
 * of jobs ahead.
 */
export function useLiveStatuses(
  works: readonly LiveWork[],
  handlers: LiveStatusHandlers,
  enabled = true,
): ReadonlyMap<string, number> {
  const center = useTaskCenter();
  const [queue, setQueue] = useState<ReadonlyMap<string, number>>(new Map());
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const listed = useRef<ReadonlySet<string>>(new Set());
  listed.current = new Set(works.map((w) => w.id));
  const worksRef = useRef(works);
  worksRef.current = works;

  useEffect(() => {
    if (!enabled) return;
    let settleQueued = false;
    const offEntry = center.onEntry((entry) => {
      if (!listed.current.has(entry.id)) return;
      setQueue((prev) => {
        const next = new Map(prev);
        if (entry.queuePosition === null) next.delete(entry.id);
        else next.set(entry.id, entry.queuePosition);
        return next;
      });
    });
    // Several works settling in one answer reload the list once.
    const offEnded = center.onEnded(({ entry }) => {
      if (!listed.current.has(entry.id) || settleQueued) return;
      settleQueued = true;
      queueMicrotask(() => {
        settleQueued = false;
        handlersRef.current.onSettled();
      });
    });
    return () => {
      offEntry();
      offEnded();
    };
  }, [center, enabled]);

  const ids = unsettledIdsOf(works).join(',');
  useEffect(() => {
    if (!enabled || ids === '') return;
    const wanted = new Set(ids.split(','));
    center.follow(worksRef.current.filter((w) => wanted.has(w.id)).map(taskToFollowOf));
  }, [center, enabled, ids]);

  return queue;
}
