import type { TaskStatusEntry } from '@framewise/contracts';
import { isTaskSettled, TASK_IDS_MAX } from '@framewise/contracts/routes';

/** How often status2 is asked: soon after a change, then less and less often while nothing moves. */
interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  factor: number;
}

export const TASK_POLL_BACKOFF: BackoffPolicy = { baseMs: 2000, maxMs: 15_000, factor: 1.5 };

/** The shortest wait between polls while the tab is hidden: nobody watches the progress, only the ending counts. */
const HIDDEN_POLL_MS = 30_000;

/** The wait before the next poll: the base after any change, else the last wait grown by the factor, capped. */
export function nextPollDelay(policy: BackoffPolicy, lastMs: number, changed: boolean): number {
  if (changed) return policy.baseMs;
  return Math.min(policy.maxMs, Math.round(lastMs * policy.factor));
}

interface TaskPollerOptions {
  /** GET /api/images/status2 for these ids. */
  fetchStatus(ids: string[], signal: AbortSignal): Promise<TaskStatusEntry[]>;
  /** Every entry of every answer that differs from the last one seen. */
  onUpdate(entry: TaskStatusEntry): void;
  /** A task reached a status it never leaves (success, failed, rejected, check failed). */
  onSettled?(entry: TaskStatusEntry): void;
  /** A tracked task the server no longer lists (deleted elsewhere). */
  onGone?(id: string): void;
  policy?: BackoffPolicy;
  /** Whether the page is hidden: polls then wait at least hiddenMs. */
  isHidden?(): boolean;
  hiddenMs?: number;
}

export interface TaskPoller {
  /** Starts following tasks that have not settled; polling starts if it was idle. */
  track(ids: readonly string[]): void;
  /** Ids still followed. */
  tracking(): string[];
  /** Stops following one task (its ending is known another way, e.g. a cancel's answer). */
  untrack(id: string): void;
  /** Polls soon (the tab came back into view), unless a poll is under way. */
  wake(): void;
  /** Stops for good: no further request, the one under way is aborted. */
  stop(): void;
}

const fingerprint = (e: TaskStatusEntry) => `${e.status}/${e.progress}/${e.queuePosition ?? ''}/${e.url ?? ''}`;

/**
 * Polls the status of unsettled tasks (status2) with backoff until each has settled (docs/architecture.md, "One
 * generation request, end to end", step 11; the settled statuses are in docs/product.md, "Task states"): one request
 * for all followed tasks, the base interval again after any change, longer waits while nothing moves or the request
 * fails, and no timer at all once every task has settled.
 */
export function createTaskPoller(options: TaskPollerOptions): TaskPoller {
  const policy = options.policy ?? TASK_POLL_BACKOFF;
  const hiddenMs = options.hiddenMs ?? HIDDEN_POLL_MS;
  const followed = new Set<string>();
  const seen = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = policy.baseMs;
  let inFlight: AbortController | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped || timer !== null || inFlight !== null || followed.size === 0) return;
    timer = setTimeout(poll, options.isHidden?.() ? Math.max(ms, hiddenMs) : ms);
  };
  const restart = () => {
    delay = policy.baseMs;
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    schedule(delay);
  };

  async function poll() {
    timer = null;
    const ids = [...followed].slice(0, TASK_IDS_MAX);
    if (ids.length === 0) return;
    const controller = new AbortController();
    inFlight = controller;
    let changed = false;
    try {
      const entries = await options.fetchStatus(ids, controller.signal);
      if (stopped) return;
      const answered = new Set<string>();
      for (const entry of entries) {
        if (!followed.has(entry.id)) continue;
        answered.add(entry.id);
        const print = fingerprint(entry);
        if (seen.get(entry.id) !== print) {
          changed = true;
          seen.set(entry.id, print);
          options.onUpdate(entry);
        }
        if (isTaskSettled(entry.status)) {
          followed.delete(entry.id);
          seen.delete(entry.id);
          options.onSettled?.(entry);
        }
      }
      for (const id of ids) {
        if (answered.has(id)) continue;
        followed.delete(id);
        seen.delete(id);
        options.onGone?.(id);
      }
    } catch {
      // A failed poll waits longer, like a poll that saw no change.
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    if (stopped) return;
    delay = nextPollDelay(policy, delay, changed);
    if (followed.size === 0) delay = policy.baseMs;
    schedule(delay);
  }

  return {
    track(ids) {
      if (stopped) return;
      let added = false;
      for (const id of ids) {
        if (followed.has(id)) continue;
        followed.add(id);
        added = true;
      }
      // A new task restarts the fast rhythm.
      if (added) restart();
    },
    tracking: () => [...followed],
    untrack(id) {
      followed.delete(id);
      seen.delete(id);
      if (followed.size === 0 && timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    },
    wake() {
      if (!stopped) restart();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      inFlight?.abort();
      inFlight = null;
      followed.clear();
    },
  };
}
