// Clicks before hydration. A prerendered page shows its buttons before React is running; a click then would do
// nothing, and one while React hydrates the page (in slices, as a transition) can land on a part it has rendered but
// not yet committed, where it is lost too. This inline script, in every prerendered page's <head>, keeps the last
// button click made until the hydration has committed; the app clicks it again then (app-shell early-clicks.ts). Links need no help: they navigate to the next prerendered page by themselves.
import { createHash } from 'node:crypto';

/** The window property the page script and the app share. */
export const EARLY_CLICKS_KEY = '__fwEarlyClicks';

/**
 * Runs in the page (serialised with Function#toString, so self-contained). Only the latest click
 * is kept: replaying a double click on "Log in" would open and close the modal.
 * @param {Window} win
 * @param {string} key
 */
export function captureEarlyClicks(win, key) {
  const state = { target: null, stopped: false, stop: () => {} };
  const onClick = (event) => {
    const target = event.target;
    const button = target?.closest ? target.closest('button, [role="button"]') : null;
    const root = win.document.getElementById('root');
    if (state.stopped || !button || !root || !root.contains(button) || button.disabled) return;
    // No native action meanwhile (a submit button would reload the page), and React does not see it either: while the
    // page hydrates, a click on a part rendered but not yet committed is lost. The app runs it once committed.
    event.preventDefault();
    event.stopPropagation();
    state.target = button;
  };
  win.document.addEventListener('click', onClick, true);
  state.stop = () => {
    state.stopped = true;
    win.document.removeEventListener('click', onClick, true);
  };
  win[key] = state;
}

/** The script as it is inlined into each prerendered page. */
export const EARLY_CLICKS_SCRIPT = `(${captureEarlyClicks.toString()})(window,${JSON.stringify(EARLY_CLICKS_KEY)});`;

/** The CSP source that allows exactly this inline script ('self' allows no inline script). */
export const EARLY_CLICKS_CSP_HASH = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

/** Puts the script first in a page's <head>, before anything a user could click is parsed. */
export function withEarlyClicks(html) {
  return html.replace(/<head>/, `<head><script>${EARLY_CLICKS_SCRIPT}</script>`);
}
