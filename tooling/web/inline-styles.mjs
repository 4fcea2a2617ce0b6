// The stylesheet inside each prerendered page. A linked stylesheet blocks the first paint for one more request
// (on a mobile network: a round trip plus its latency, ~0.6 s in Lighthouse's model); inlined, the page paints from
// its HTML alone. The app's one stylesheet is ~11 KB brotli, so a page stays within its first round trips. The SPA
// fallback (index.html) keeps the link: its routes render with JavaScript anyway, and the file stays cached.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces each same-origin stylesheet link of `html` with a <style> holding the file from `dist`. A stylesheet
 * that could end the <style> element early (it contains "</style") stays linked.
 * @param {string} html
 * @param {string} dist the built app's folder
 */
export function inlineStylesheets(html, dist) {
  return html.replace(STYLESHEET_LINK, (link, path) => {
    const css = readFileSync(join(dist, path), 'utf8');
    return css.toLowerCase().includes('</style') ? link : `<style>${css}</style>`;
  });
}
