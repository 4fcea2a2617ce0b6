// The app's scripts start after the prerendered page has painted. The page paints from its HTML alone (the
// stylesheet is inline), so nothing in the first paint needs them; fetched while the page is still painting, they
// compete with it for the first round trips (and Lighthouse's mobile model counts every script that has arrived by
// the largest paint as blocking that paint). A small inline script at the end of <body> adds the entry and its
// module preloads in the task after the first frame, or, on a page with priority pictures, after the frame that
// shows them (at most 2 s after the first); a hidden page (a background tab, which paints nothing) starts at once.
// The CSP allows this script by its hash like the early-click capture (security-headers.mjs).
import { createHash } from 'node:crypto';

/**
 * Runs in the page (serialised with Function#toString, so self-contained). Reads the entry and the module preloads
 * from its own script element's data-entry and data-preload (space-separated) attributes.
 * @param {Document} doc
 * @param {Window} win
 */
export function startAfterPaint(doc, win) {
  const own = doc.currentScript;
  const add = (tag, attributes) => {
    const element = doc.createElement(tag);
    element.crossOrigin = '';
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.appendChild(element);
  };
  const start = () => {
    for (const href of (own.dataset.preload ?? '').split(' ').filter(Boolean))
      add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: own.dataset.entry });
  };
  // A rAF callback runs before the frame's paint; a task queued from it runs after that paint.
  const afterPaint = (then) => win.requestAnimationFrame(() => win.setTimeout(then, 0));
  // The page's priority pictures (its largest paint: the gallery's first row) come first, the scripts would share
  // their bandwidth: the start waits for the frame after they can be drawn (decode() settles then, or when one
  // failed); a picture that has not come within 2 s holds the app back no longer.
  const afterPictures = (then) => {
    const pictures = /** @type {NodeListOf<HTMLImageElement>} */ (doc.querySelectorAll('img[fetchpriority="high"]'));
    if (pictures.length === 0) return then();
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      then();
    };
    Promise.all([...pictures].map((img) => img.decode().catch(() => {}))).then(() => afterPaint(once));
    win.setTimeout(once, 2000);
  };
  if (doc.visibilityState === 'hidden') start();
  else afterPaint(() => afterPictures(start));
}

/** The script as it is inlined into each prerendered page. */
export const START_AFTER_PAINT_SCRIPT = `(${startAfterPaint.toString()})(document,window);`;

/** The CSP source that allows exactly this inline script. */
export const START_AFTER_PAINT_CSP_HASH = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Moves the built page's entry script and module preloads (Vite's tags in <head>) into the after-paint starter at
 * the end of <body>. A page without that entry tag is returned unchanged.
 * @param {string} html
 */
export function withStartAfterPaint(html) {
  const entry = html.match(ENTRY);
  if (!entry) return html;
  const preload = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const starter = `<script data-entry="${entry[1]}" data-preload="${preload.join(' ')}">${START_AFTER_PAINT_SCRIPT}</script>`;
  return html.replace(ENTRY, '').replace(PRELOAD, '').replace('</body>', `${starter}\n  </body>`);
}
