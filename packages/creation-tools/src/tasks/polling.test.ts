import type { TaskStatusEntry } from '@framewise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaskPoller, nextPollDelay, TASK_POLL_BACKOFF } from './polling';

const entry = (id: string, status: TaskStatusEntry['status'], progress = 0): TaskStatusEntry => ({
  id,
  status,
  progress,
  queuePosition: status === -2 ? 2 : null,
  url: status === 1 ? `/works/${id}.mp4` : null,
  cover: null,
  msg: null,
  cancelled: false,
  etaSeconds: null,
});

const policy = { baseMs: 1000, maxMs: 4000, factor: 2 };

describe('poll delay', () => {
  it('returns to the base after a change and grows to the cap while nothing moves', () => {
    expect(nextPollDelay(policy, 4000, true)).toBe(1000);
    expect(nextPollDelay(policy, 1000, false)).toBe(2000);
    expect(nextPollDelay(policy, 2000, false)).toBe(4000);
    expect(nextPollDelay(policy, 4000, false)).toBe(4000);
    expect(TASK_POLL_BACKOFF.baseMs).toBeLessThan(TASK_POLL_BACKOFF.maxMs);
  });
});

describe('task poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('backs off while a task sits still, speeds up on change and stops once it settled', async () => {
    const answers = [
      [entry('a', -2)],
      [entry('a', -2)], // no change
      [entry('a', -2)], // no change
      [entry('a', 0, 40)],
      [entry('a', 1, 100)],
    ];
    const asked: number[] = [];
    const fetchStatus = vi.fn(async (ids: string[]) => {
      asked.push(Date.now());
      expect(ids).toEqual(['a']);
      return answers.shift() ?? [];
    });
    const onUpdate = vi.fn();
    const onSettled = vi.fn();
    const poller = createTaskPoller({ fetchStatus, onUpdate, onSettled, policy });
    const start = Date.now();
    poller.track(['a']);

    await vi.advanceTimersByTimeAsync(1000); // first poll at the base
    await vi.advanceTimersByTimeAsync(1000); // first answer was news: base again
    await vi.advanceTimersByTimeAsync(2000); // then 2 s
    await vi.advanceTimersByTimeAsync(4000); // then the 4 s cap
    await vi.advanceTimersByTimeAsync(1000); // progress was news: base again
    expect(asked.map((t) => t - start)).toEqual([1000, 2000, 4000, 8000, 9000]);
    expect(onUpdate.mock.calls.map(([e]) => [e.status, e.progress])).toEqual([
      [-2, 0],
      [0, 40],
      [1, 100],
    ]);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', status: 1 }));
    expect(poller.tracking()).toEqual([]);

    // Settled: no timer is left.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(5);
  });

  it('asks for every followed task in one request and drops ones the server no longer lists', async () => {
    const fetchStatus = vi.fn(async (ids: string[]) => ids.filter((id) => id !== 'gone').map((id) => entry(id, 0, 10)));
    const onGone = vi.fn();
    const poller = createTaskPoller({ fetchStatus, onUpdate: () => {}, onGone, policy });
    poller.track(['a', 'b', 'gone']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledWith(['a', 'b', 'gone'], expect.any(AbortSignal));
    expect(onGone).toHaveBeenCalledWith('gone');
    expect(poller.tracking()).toEqual(['a', 'b']);
    poller.stop();
  });

  it('waits longer after a failed request and keeps going', async () => {
    let calls = 0;
    const fetchStatus = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new Error('offline');
      return [entry('a', 1, 100)];
    });
    const onSettled = vi.fn();
    createTaskPoller({ fetchStatus, onUpdate: () => {}, onSettled, policy }).track(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toBe(3);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('stops for good: no further request and the running one is aborted', async () => {
    let signal: AbortSignal | undefined;
    const fetchStatus = vi.fn((_ids: string[], s: AbortSignal) => {
      signal = s;
      return new Promise<TaskStatusEntry[]>(() => {});
    });
    const poller = createTaskPoller({ fetchStatus, onUpdate: () => {}, policy });
    poller.track(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    poller.track(['b']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('restarts the fast rhythm when a new task joins', async () => {
    const fetchStatus = vi.fn(async (ids: string[]) => ids.map((id) => entry(id, -2)));
    const poller = createTaskPoller({ fetchStatus, onUpdate: () => {}, policy });
    poller.track(['a']);
    await vi.advanceTimersByTimeAsync(1000); // news
    await vi.advanceTimersByTimeAsync(1000); // no news: next in 2 s
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    poller.track(['b']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(fetchStatus).toHaveBeenLastCalledWith(['a', 'b'], expect.any(AbortSignal));
    poller.stop();
  });

  it('waits at least the hidden-tab interval while the page is hidden, and polls soon when woken', async () => {
    let hidden = true;
    const fetchStatus = vi.fn(async (ids: string[]) => ids.map((id) => entry(id, 0, 10)));
    const poller = createTaskPoller({
      fetchStatus,
      onUpdate: () => {},
      policy,
      isHidden: () => hidden,
      hiddenMs: 30_000,
    });
    poller.track(['a']);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    // Visible again: the next poll comes at the base interval, not after the long wait.
    hidden = false;
    poller.wake();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('stops asking about a task once untracked, and idles with nothing left', async () => {
    const fetchStatus = vi.fn(async (ids: string[]) => ids.map((id) => entry(id, 0, 10)));
    const poller = createTaskPoller({ fetchStatus, onUpdate: () => {}, policy });
    poller.track(['a', 'b']);
    poller.untrack('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).toHaveBeenLastCalledWith(['b'], expect.any(AbortSignal));
    poller.untrack('b');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
