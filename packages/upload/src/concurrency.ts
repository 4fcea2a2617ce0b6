/** A limit on how many tasks run at once; the rest wait in arrival order. */
interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  active(): number;
  /** Tasks waiting for a slot. */
  pending(): number;
}

export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  let running = 0;
  const queue: Array<() => void> = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finishing task hands its slot straight to the next waiter, so a newcomer cannot slip in between.
      if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        const waiter = queue.shift();
        if (waiter) waiter();
        else running -= 1;
      }
    },
    active: () => running,
    pending: () => queue.length,
  };
}
