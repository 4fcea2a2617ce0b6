// Pages whose first screenful needs the API (the gallery's works) are rendered again at each request by the app's
// server-side entry, with their answers in the page (app-shell renderShellPageAtRequest): the largest picture is
// in the HTML instead of arriving after the scripts, hydration and a round trip. Bounded on every side: a short
// cache per URL, a few renders at a time, a time limit; past any of them the build's own copy is served.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageHtml } from './site-files.mjs';

/** How long a rendered page is reused: the gallery changes by the minute, not by the second. */
export const RENDER_TTL_MS = 10_000;
/** A failed render is not retried for this long (an API that is down is not asked at every request). */
const FAILURE_TTL_MS = 2_000;
const MAX_CACHED = 100;
const MAX_RENDERING = 4;
export const RENDER_TIMEOUT_MS = 1_500;

/**
 * @param {{
 *   template: string,
 *   api: string,
 *   renderPage: (url: string, request: { api: string, search: string }) => Promise<object | null>,
 *   hashOf: (body: Buffer) => string,
 *   now?: () => number,
 *   timeoutMs?: number,
 * }} options
 * @returns {(route: string, search: string) => Promise<{ type: string, variants: Record<string, Buffer>, etag: string } | null>}
 */
export function createRequestRenderer({
  template,
  api,
  renderPage,
  hashOf,
  now = Date.now,
  timeoutMs = RENDER_TIMEOUT_MS,
}) {
  /** @type {Map<string, { expires: number, file: Promise<object | null> }>} */
  const cache = new Map();
  let rendering = 0;

  async function render(route, search) {
    rendering++;
    let timer;
    try {
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      const page = await Promise.race([renderPage(route, { api, search }), timeout]);
      if (!page) return null;
      const body = Buffer.from(pageHtml(template, page));
      return {
        type: 'text/html; charset=utf-8',
        variants: {
          identity: body,
          br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: gzipSync(body, { level: 6 }),
        },
        etag: `"${body.length.toString(36)}-${hashOf(body)}"`,
      };
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
      rendering--;
    }
  }

  return function pageAtRequest(route, search) {
    const key = `${route}${search}`;
    const time = now();
    const cached = cache.get(key);
    if (cached && cached.expires > time) return cached.file;
    if (rendering >= MAX_RENDERING) return Promise.resolve(null);
    const file = render(route, search);
    const entry = { expires: time + RENDER_TTL_MS, file };
    file.then((result) => {
      if (!result) entry.expires = Math.min(entry.expires, now() + FAILURE_TTL_MS);
    });
    cache.delete(key);
    cache.set(key, entry);
    // The oldest entries go first (a Map keeps insertion order).
    for (const old of cache.keys()) {
      if (cache.size <= MAX_CACHED) break;
      cache.delete(old);
    }
    return file;
  };
}
