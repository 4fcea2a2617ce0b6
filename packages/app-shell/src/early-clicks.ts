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

/** Longest a kept click waits for the page's screen to commit, once the shell has committed. */
export const EARLY_CLICK_DEADLINE_MS = 5000;

/**
 * Takes over the capture (call right before hydrateRoot). Returns what to run once the shell's first render has
 * committed. The kept click is replayed once the page's screen has committed too (`screenCommitted`, when the page
 * has one: React hydrates its Suspense boundary in a pass of its own, and a click in between would be lost), at the
 * latest EARLY_CLICK_DEADLINE_MS after the shell. The replay ends the capture (React handles clicks from then on) and
 * clicks the kept button, in a task of its own, if it is still the page's (a page rendered afresh, in another
 * language, has new buttons and the click is dropped).
 */
export function takeEarlyClicks(
  { screenCommitted }: { screenCommitted?: (callback: () => void) => void } = {},
  win: Window = window,
): () => void {
  const state = (win as WindowWithClicks)[EARLY_CLICKS_KEY];
  if (!state) return () => {};
  let done = false;
  // The click gets a task of its own: the caller is an effect, and a click dispatched from inside React's commit on a
  // part still dehydrated cannot hydrate it there, so React drops it.
  const replay = () => {
    if (done) return;
    done = true;
    state.stop();
    const kept = state.target;
    state.target = null;
    if (kept instanceof HTMLElement) win.setTimeout(() => kept.isConnected && kept.click(), 0);
  };
  let screenIn = !screenCommitted;
  let shellIn = false;
  screenCommitted?.(() => {
    screenIn = true;
    if (shellIn) replay();
  });
  // Once even when called twice (React's StrictMode runs effects twice in development).
  return () => {
    if (shellIn) return;
    shellIn = true;
    if (screenIn) replay();
    else win.setTimeout(replay, EARLY_CLICK_DEADLINE_MS);
  };
}
