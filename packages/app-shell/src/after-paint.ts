/** The window parts the schedulers use (a test hands in its own). */
export interface PaintClock {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

/**
 * Runs callback once the next frame has been painted: work that the first screen does not show (the session
 * restore's module, say) then starts after first paint instead of competing with it.
 */
export function afterFirstPaint(callback: () => void, clock: PaintClock = window): void {
  // A rAF callback runs before the frame's paint; a task queued from it runs after that paint.
  clock.requestAnimationFrame(() => clock.setTimeout(callback, 0));
}

/** Longest wait for an idle moment once the page has settled, so busy pages still get the work done. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * How long after the load event settled-time work waits: past the start-up window in which visitors make their first
 * clicks and the browser is still busy with the page (Lighthouse ends its measurement after 5 s without long tasks).
 */
export const SETTLE_DELAY_MS = 10_000;

/**
 * Runs callback SETTLE_DELAY_MS after the page's load event, at an idle moment: for heavy work nobody waits on
 * (the device fingerprint measures fonts and canvases: about 1.6 s of main thread under a mobile CPU), which then
 * neither delays nor blocks the start.
 */
export function whenSettledAfterLoad(callback: () => void, clock: PaintClock = window): void {
  const idle = () =>
    clock.requestIdleCallback
      ? clock.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
      : clock.setTimeout(callback, 0);
  const settle = () => clock.setTimeout(idle, SETTLE_DELAY_MS);
  if (clock.document.readyState === 'complete') settle();
  else clock.addEventListener('load', settle, { once: true });
}

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser can (scheduler.yield).
 * The start-up splits its work with it: one task of 150 ms on a slow phone blocks input for 100 ms, three of 50 do not.
 */
export function yieldToMain(
  scope: { scheduler?: Partial<YieldingScheduler>; setTimeout(cb: () => void, ms: number): unknown } = globalThis,
): Promise<void> {
  if (typeof scope.scheduler?.yield === 'function') return scope.scheduler.yield();
  return new Promise((resolve) => {
    scope.setTimeout(resolve, 0);
  });
}
