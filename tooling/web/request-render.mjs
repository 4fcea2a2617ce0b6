// Pages whose first screenful needs the API (the gallery's works) are rendered again at each request by the app's
// server-side entry, with their answers in the page (app-shell renderShellPageAtRequest): the largest picture is
// in the HTML instead of arriving after the scripts, hydration and a round trip. A request with a session is rendered
// for its user (their works, never kept or shared); a visitor's render is reused for a short while per URL (and
// served while a fresher one is made in the background). A few renders run at a time, each has a time limit; past
// any of them the build's own copy is served.
import { compressedCopies } from './precompress.mjs';
import { pageHtml } from './site-files.mjs';

/** A render younger than this is served as it is: the gallery changes by the minute, not by the second. */
export const RENDER_TTL_MS = 10_000;
/** An older one (up to this age) is still served at once, while a fresh one is made for the next request. */
export const RENDER_MAX_STALE_MS = 60_000;
/** A failed render is not retried for this long (an API that is down is not asked at every request). */
const FAILURE_TTL_MS = 2_000;
const MAX_CACHED = 100;
const MAX_RENDERING = 4;
export const RENDER_TIMEOUT_MS = 1_500;

/**
 * @typedef {{ type: string, variants: Record<string, Buffer>, etag: string }} ServedFile
 * @param {{
 *   template: string,
 *   api: string,
 *   renderPage: (url: string, request: { api: string, search: string, session?: string }) => Promise<object | null>,
 *   hashOf: (body: Buffer) => string,
 *   now?: () => number,
 *   timeoutMs?: number,
 * }} options
 * @returns {(route: string, search: string, session?: string) => Promise<ServedFile | null>}
 */
export function createRequestRenderer({
  template,
  api,
  renderPage,
  hashOf,
  now = Date.now,
  timeoutMs = RENDER_TIMEOUT_MS,
}) {
  /** @type {Map<string, { at: number, file: ServedFile | null }>} finished renders by URL */
  const done = new Map();
  /** @type {Map<string, Promise<ServedFile | null>>} renders under way by URL */
  const running = new Map();

  let sessionRenders = 0;

  async function render(route, search, session) {
    let timer;
    try {
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      const request = session ? { api, search, session } : { api, search };
      const page = await Promise.race([renderPage(route, request), timeout]);
      if (!page) return null;
      const body = Buffer.from(pageHtml(template, page));
      return {
        type: 'text/html; charset=utf-8',
        variants: {
          identity: body,
          ...compressedCopies(body, 'request'),
        },
        etag: `"${body.length.toString(36)}-${hashOf(body)}"`,
      };
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts a render of the URL unless one is under way or too many are; its result replaces the kept one. */
  function start(key, route, search) {
    const under = running.get(key);
    if (under) return under;
    if (running.size + sessionRenders >= MAX_RENDERING) return null;
    const file = render(route, search).then((result) => {
      running.delete(key);
      // A failure does not replace a good render that is still fresh enough to serve.
      const kept = done.get(key);
      if (result || !kept?.file || now() - kept.at > RENDER_MAX_STALE_MS) {
        done.delete(key);
        done.set(key, { at: now(), file: result });
        // The oldest entries go first (a Map keeps insertion order).
        for (const old of done.keys()) {
          if (done.size <= MAX_CACHED) break;
          done.delete(old);
        }
      }
      return result;
    });
    running.set(key, file);
    return file;
  }

  /** A signed-in user's page: rendered for them each time, within the same bound on renders at once. */
  async function forSession(route, search, session) {
    if (running.size + sessionRenders >= MAX_RENDERING) return null;
    sessionRenders++;
    try {
      return await render(route, search, session);
    } finally {
      sessionRenders--;
    }
  }

  return function pageAtRequest(route, search, session) {
    if (session) return forSession(route, search, session);
    const key = `${route}${search}`;
    const kept = done.get(key);
    const age = kept ? now() - kept.at : Number.POSITIVE_INFINITY;
    if (kept && !kept.file && age < FAILURE_TTL_MS) return Promise.resolve(null);
    if (kept?.file && age < RENDER_TTL_MS) return Promise.resolve(kept.file);
    if (kept?.file && age < RENDER_MAX_STALE_MS) {
      start(key, route, search);
      return Promise.resolve(kept.file);
    }
    return start(key, route, search) ?? Promise.resolve(null);
  };
}
