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
 * Takes over the capture (call right before hydrateRoot). Returns what to run once the first render has committed: it
 * ends the capture (React handles clicks from then on) and clicks the kept button, in a task of its own, if it is
 * still the page's (a page rendered afresh, in another language, has new buttons and the click is dropped). Clicks
 * made while React hydrates are kept too: a click on a part rendered but not yet committed would be lost.
 */
export function takeEarlyClicks(win: Window = window): () => void {
  const state = (win as WindowWithClicks)[EARLY_CLICKS_KEY];
  if (!state) return () => {};
  let done = false;
  // One replay even when called twice (React's StrictMode runs effects twice in development). The click gets a task
  // of its own: the caller is an effect, and a click dispatched from inside React's commit on a part still dehydrated
  // (the page inside its Suspense boundary hydrates after the shell) cannot hydrate it there, so React drops it.
  return () => {
    if (done) return;
    done = true;
    state.stop();
    const kept = state.target;
    state.target = null;
    if (kept instanceof HTMLElement) win.setTimeout(() => kept.isConnected && kept.click(), 0);
  };
}
