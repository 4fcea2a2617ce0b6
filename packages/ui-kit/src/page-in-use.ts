import { useSyncExternalStore } from 'react';

/** Inputs that show the visitor is using the page (a phone's first scroll or touch, a click, a key, the wheel). */
export const PAGE_INPUTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** Without any input, the page counts as in use this long after its load event: past the start-up's busy time. */
export const IN_USE_AFTER_LOAD_MS = 10_000;

/** The window parts the watch uses (a test hands in its own). */
export interface PageUseTarget {
  document: { readyState: DocumentReadyState };
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: EventListenerOptions): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface PageUse {
  inUse(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Watches for the page to come into use: the visitor's first input, or IN_USE_AFTER_LOAD_MS after the load event.
 * Work the first screen does not need and that costs the main thread or the visitor's data (example videos) waits
 * for it, so it neither slows the start nor spends a phone's data on a page nobody is looking at yet.
 */
export function watchPageUse(target: PageUseTarget): PageUse {
  let inUse = false;
  const listeners = new Set<() => void>();
  const capture = { capture: true } as const;
  const begin = () => {
    if (inUse) return;
    inUse = true;
    for (const type of PAGE_INPUTS) target.removeEventListener(type, begin, capture);
    for (const listener of listeners) listener();
  };
  for (const type of PAGE_INPUTS) target.addEventListener(type, begin, { ...capture, passive: true });
  const afterLoad = () => target.setTimeout(begin, IN_USE_AFTER_LOAD_MS);
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
  return {
    inUse: () => inUse,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let pageUse: PageUse | undefined;
const shared = () => {
  pageUse ??= watchPageUse(window);
  return pageUse;
};
const subscribe = (listener: () => void) => shared().subscribe(listener);
const inUseNow = () => shared().inUse();
const notOnServer = () => false;

/** Whether the page is in use (watchPageUse); false on the server and while hydrating. */
export function usePageInUse(): boolean {
  return useSyncExternalStore(subscribe, inUseNow, notOnServer);
}
