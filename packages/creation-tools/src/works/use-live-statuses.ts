import type { Work } from '@framewise/contracts';
import { isTaskSettled, TASK_IDS_MAX } from '@framewise/contracts/routes';
import { useEffect, useRef, useState } from 'react';
// The poller module directly: the tasks index also carries the tool screens' result components and styles.
import { createTaskPoller, type TaskPoller } from '../tasks/polling';
import { useHttp } from './services';

/** The works of a list still on their way (queued, under check, processing). */
export function unsettledIdsOf(works: readonly Pick<Work, 'id' | 'status'>[]): string[] {
  return works
    .filter((w) => !isTaskSettled(w.status))
    .map((w) => w.id)
    .slice(0, TASK_IDS_MAX);
}

export interface LiveStatusHandlers {
  /** A work's status, progress or result changed. */
  onChange(patch: Pick<Work, 'id' | 'status' | 'progress' | 'url' | 'cover' | 'msg'>): void;
  /** Works finished (well or badly): the list reloads them for their full data. Called once per poll. */
  onSettled(): void;
}

/**
 * Keeps the unfinished works of a list current with the task poller of the tool screens (GET /api/images/status2
 * with backoff, stopping when everything settled); returns each queued work's number of jobs ahead.
 */
export function useLiveStatuses(
  works: readonly Pick<Work, 'id' | 'status'>[],
  handlers: LiveStatusHandlers,
  enabled = true,
): ReadonlyMap<string, number> {
  const http = useHttp();
  const [queue, setQueue] = useState<ReadonlyMap<string, number>>(new Map());
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const pollerRef = useRef<TaskPoller | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let settleQueued = false;
    const poller = createTaskPoller({
      fetchStatus: (ids, signal) => http.call('getTaskStatus', { query: { ids: ids.join(',') } }, { signal }),
      onUpdate: (entry) => {
        handlersRef.current.onChange({
          id: entry.id,
          status: entry.status,
          progress: entry.progress,
          url: entry.url,
          cover: entry.cover,
          msg: entry.msg,
        });
        setQueue((prev) => {
          const next = new Map(prev);
          if (entry.queuePosition === null) next.delete(entry.id);
          else next.set(entry.id, entry.queuePosition);
          return next;
        });
      },
      // Several works settling in one answer reload the list once.
      onSettled: () => {
        if (settleQueued) return;
        settleQueued = true;
        queueMicrotask(() => {
          settleQueued = false;
          handlersRef.current.onSettled();
        });
      },
    });
    pollerRef.current = poller;
    return () => {
      poller.stop();
      pollerRef.current = null;
    };
  }, [http, enabled]);

  const ids = unsettledIdsOf(works).join(',');
  useEffect(() => {
    if (ids !== '') pollerRef.current?.track(ids.split(','));
  }, [ids]);

  return queue;
}
