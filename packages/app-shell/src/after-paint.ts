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

/** Longest wait for an idle moment once the page has loaded, so busy pages still get the work done. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs callback after the page's load event, at an idle moment: for work nobody waits on (the device
 * fingerprint), which then neither delays nor slows the first screen.
 */
export function whenIdleAfterLoad(callback: () => void, clock: PaintClock = window): void {
  const idle = () =>
    clock.requestIdleCallback
      ? clock.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
      : clock.setTimeout(callback, 0);
  if (clock.document.readyState === 'complete') idle();
  else clock.addEventListener('load', idle, { once: true });
}
