import { type ComponentType, useEffect, useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
// After the current render: preload runs inside a screen's render, where updating the layout is not allowed.
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

const onCommit = new Set<() => void>();

/**
 * Runs callback once a screen's first render has been committed (its buttons handle clicks from then on), at most
 * once. A hydrated page's screen commits after the shell: React hydrates its Suspense boundary in a pass of its own.
 */
export function afterScreenCommit(callback: () => void): void {
  onCommit.add(callback);
}

function ScreenCommitted() {
  useEffect(() => {
    for (const callback of onCommit) callback();
    onCommit.clear();
  }, []);
  return null;
}

/** A route's screen loaded on first render (its own chunk), which hydration can load beforehand with `preload`. */
export interface LazyScreen {
  (): React.JSX.Element;
  preload(): Promise<unknown>;
}

/**
 * What react-router's `lazy` did for the data router, for any router: the screen's module is fetched the first time
 * it renders (suspending meanwhile) or when preloaded, once; a failed fetch reaches the nearest error boundary
 * (RouteErrorBoundary offers a reload).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      pending++;
      notify();
      loading = load().finally(() => {
        pending--;
        notify();
      });
      loading.then(
        (component) => {
          Loaded = component;
        },
        (error: unknown) => {
          failure = error ?? new Error('screen failed to load');
        },
      );
    }
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table is built, so its identity is stable
  function Screen() {
    if (failure) throw failure;
    // React's Suspense protocol: rendered again when the thrown promise settles.
    if (!Loaded) throw preload().catch(() => undefined);
    return (
      <>
        <Loaded />
        <ScreenCommitted />
      </>
    );
  }
  Screen.preload = preload;
  return Screen;
}

/** True while a screen's module is being fetched: the page is busy (aria-busy on the main element). */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
