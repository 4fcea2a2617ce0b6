import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, sleep, UPLOAD_RETRY, withRetry } from './retry';

describe('retryDelay', () => {
  it('grows linearly from 1 s and never passes 30 s', () => {
    expect(UPLOAD_RETRY).toEqual({ retries: 4, baseDelayMs: 1000, maxDelayMs: 30_000 });
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([1000, 2000, 3000, 4000]);
    expect(retryDelay(31)).toBe(30_000);
    expect(retryDelay(100)).toBe(30_000);
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries up to 4 times, waiting 1 s, 2 s, 3 s and 4 s, then rethrows the last error', async () => {
    const startedAt: number[] = [];
    const task = vi.fn(async (attempt: number) => {
      startedAt.push(Date.now());
      throw new Error(`failure ${attempt}`);
    });
    const t0 = Date.now();
    const run = withRetry(task);
    const outcome = run.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000 + 3000 + 4000);
    expect(await outcome).toBe('failure 4');
    expect(task).toHaveBeenCalledTimes(5);
    expect(startedAt.map((t) => t - t0)).toEqual([0, 1000, 3000, 6000, 10_000]);
  });

  it('resolves as soon as an attempt succeeds', async () => {
    let calls = 0;
    const run = withRetry(async () => {
      calls += 1;
      if (calls < 3) throw new Error('flaky');
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(run).resolves.toBe('ok');
    expect(calls).toBe(3);
  });

  it('caps each wait at 30 s', async () => {
    const waits: number[] = [];
    const run = withRetry(
      async () => {
        throw new Error('down');
      },
      {
        policy: { retries: 3, baseDelayMs: 20_000, maxDelayMs: 30_000 },
        wait: async (ms) => {
          waits.push(ms);
        },
      },
    );
    await expect(run).rejects.toThrow('down');
    expect(waits).toEqual([20_000, 30_000, 30_000]);
  });

  it('stops at once when shouldRetry says no, and on an abort', async () => {
    const task = vi.fn(async () => {
      throw new Error('bad parameter');
    });
    await expect(withRetry(task, { shouldRetry: () => false })).rejects.toThrow('bad parameter');
    expect(task).toHaveBeenCalledTimes(1);

    const aborting = vi.fn(async () => {
      throw new DOMException('stop', 'AbortError');
    });
    await expect(withRetry(aborting)).rejects.toThrow('stop');
    expect(aborting).toHaveBeenCalledTimes(1);
  });

  it('runs beforeRetry after each wait', async () => {
    const beforeRetry = vi.fn();
    const run = withRetry(
      async (attempt) => {
        if (attempt === 0) throw new Error('first');
        return attempt;
      },
      { beforeRetry },
    );
    await vi.advanceTimersByTimeAsync(1000);
    await expect(run).resolves.toBe(1);
    expect(beforeRetry).toHaveBeenCalledWith(expect.objectContaining({ message: 'first' }), 1);
  });

  it('gives up waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const run = withRetry(
      async () => {
        throw new Error('down');
      },
      { signal: controller.signal },
    );
    const outcome = run.catch((e: Error) => e.name);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await outcome).toBe('AbortError');
  });
});

describe('sleep', () => {
  it('rejects at once with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sleep(1000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
