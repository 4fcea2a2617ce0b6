/**
 * Leading-edge debounce: the first call runs at once; calls that follow within waitMs of the previous call are
 * dropped (each dropped call restarts the wait). Send-code clicks use it with 1 s.
 */
export function leadingDebounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    const quiet = t - last >= waitMs;
    last = t;
    if (quiet) fn(...args);
  };
}

export interface Countdown {
  start(seconds: number): void;
  stop(): void;
}

/**
 * Counts whole seconds down to 0 against the clock (not by counting ticks, which drift in background tabs):
 * onTick gets the seconds left right away and then every second, 0 last.
 */
export function createCountdown(
  onTick: (secondsLeft: number) => void,
  now: () => number = () => Date.now(),
): Countdown {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    start(seconds) {
      stop();
      const end = now() + seconds * 1000;
      onTick(seconds);
      timer = setInterval(() => {
        const left = Math.max(0, Math.ceil((end - now()) / 1000));
        onTick(left);
        if (left === 0) stop();
      }, 1000);
    },
    stop,
  };
}
