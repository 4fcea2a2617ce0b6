import { TASK_STATUS } from '@framewise/contracts';
import type { Db } from '../../db';
import { recentRunSeconds, type Task } from '../tasks';

/** How many recent successful runs of a tool and mode the estimate reads. */
export const ETA_SAMPLE_SIZE = 20;
/** How long one process reuses a median before reading the table again (status polls come every few seconds). */
export const ETA_CACHE_MS = 30_000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface EtaInput {
  status: number;
  progress: number;
  startedAt: Date | null;
  /** Jobs ahead while queued. */
  ahead: number | null;
  now: Date;
}

/**
 * Seconds left for a task, given the median run time (seconds) of the same tool and mode and the number of worker
 * slots that take its lane. Running: the median minus the time it has run; once past the median, what its
 * progress extrapolates to, or no estimate without progress (a task at 0 % is not "almost done"). Waiting (under check or queued): every slot is
 * busy (else it would have been claimed), so half a median run for the jobs running now, one median run per
 * further round of jobs ahead, and its own run. Null when settled or unknown.
 */
export function estimateSecondsLeft(task: EtaInput, medianRunS: number | null, slots: number): number | null {
  if (medianRunS === null) return null;
  if (task.status === TASK_STATUS.PROCESSING) {
    const elapsed = task.startedAt ? Math.max(0, (task.now.getTime() - task.startedAt.getTime()) / 1000) : 0;
    const left = medianRunS - elapsed;
    if (left > 0) return Math.ceil(left);
    if (task.progress >= 5 && task.progress < 100) return Math.ceil((elapsed * (100 - task.progress)) / task.progress);
    return null;
  }
  if (task.status === TASK_STATUS.QUEUED || task.status === TASK_STATUS.UNDER_CHECK) {
    const rounds = Math.floor((task.ahead ?? 0) / Math.max(1, slots));
    return Math.ceil((rounds + 1.5) * medianRunS);
  }
  return null;
}

export interface EtaEstimator {
  /** Seconds left for the task, or null (settled, or no finished task of its tool and mode yet). */
  secondsLeft(
    task: Pick<Task, 'tool' | 'mode' | 'status' | 'progress' | 'started_at'>,
    ahead: number | null,
  ): Promise<number | null>;
}

/** The estimator of one API process: medians per tool and mode, each read at most once per ETA_CACHE_MS. */
export function createEtaEstimator(deps: { db: Db; now: () => Date; slots: number }): EtaEstimator {
  const cache = new Map<string, { at: number; median: Promise<number | null> }>();
  const medianOf = (tool: string, mode: number) => {
    const key = `${tool}:${mode}`;
    const now = deps.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < ETA_CACHE_MS) return hit.median;
    // A mode with no finished run yet borrows the tool's runs in the other modes: the engine's work is the same,
    // only the wait in the queue differs.
    const read = recentRunSeconds(deps.db, tool, mode, ETA_SAMPLE_SIZE)
      .then((runs) => (runs.length > 0 ? runs : recentRunSeconds(deps.db, tool, null, ETA_SAMPLE_SIZE)))
      .then(median);
    // A failed read is not kept: the next poll asks again.
    read.catch(() => cache.delete(key));
    cache.set(key, { at: now, median: read });
    return read;
  };
  return {
    async secondsLeft(task, ahead) {
      if (![TASK_STATUS.UNDER_CHECK, TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING].includes(task.status as never)) {
        return null;
      }
      const run = await medianOf(task.tool, task.mode);
      return estimateSecondsLeft(
        { status: task.status, progress: task.progress, startedAt: task.started_at, ahead, now: deps.now() },
        run,
        deps.slots,
      );
    },
  };
}
