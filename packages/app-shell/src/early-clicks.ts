/**
 * The app's half of the early-click capture (tooling/web/early-clicks.mjs, inlined in each prerendered page): the
 * button a visitor clicked before React ran is clicked again once the page is hydrated.
 */
export const EARLY_CLICKS_KEY = '__fwEarlyClicks';

interface EarlyClicks {
  target: Element | null;
  stop(): void;
}

type WindowWithClicks = Window & { [EARLY_CLICKS_KEY]?: EarlyClicks };

/**
 * Ends the capture; call right before hydrateRoot (from then on React itself replays clicks on parts it has not
 * hydrated yet). Returns the replay to run once hydration has committed: it clicks the kept button, in a task of its
 * own, if it is still the page's (a page rendered afresh, in another language, has new buttons and the click is
 * dropped).
 */
export function takeEarlyClicks(win: Window = window): () => void {
  const state = (win as WindowWithClicks)[EARLY_CLICKS_KEY];
  if (!state) return () => {};
  state.stop();
  let target = state.target;
  state.target = null;
  // One replay even when called twice (React's StrictMode runs effects twice in development). The click gets a task
  // of its own: the caller is an effect, and a click dispatched from inside React's commit on a part still dehydrated
  // (the page inside its Suspense boundary hydrates after the shell) cannot hydrate it there, so React drops it.
  return () => {
    const kept = target;
    target = null;
    if (kept instanceof HTMLElement) win.setTimeout(() => kept.isConnected && kept.click(), 0);
  };
}
