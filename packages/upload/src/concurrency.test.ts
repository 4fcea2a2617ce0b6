import { describe, expect, it } from 'vitest';
import { createLimiter } from './concurrency';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, in arrival order', async () => {
    const limiter = createLimiter(5);
    const gates = Array.from({ length: 8 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        peak = Math.max(peak, limiter.active());
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.pending()).toBe(3);
    gates[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(5);
    expect(limiter.active()).toBe(0);
  });

  it('frees the slot of a failed task', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below 1', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
