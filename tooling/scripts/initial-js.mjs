// What the browser must load before the first page can render: the entry script of a built app's index.html and
// the chunks it preloads. Shared by check-bundles (the budget) and the benchmarks (the figures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} dist a built app's dist folder
 * @returns {{ refs: string[], raw: number, gz: number }} the scripts and their raw and gzip bytes
 */
export function initialJs(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const ref of refs) {
    const buf = readFileSync(join(dist, ref));
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  return { refs, raw, gz };
}
