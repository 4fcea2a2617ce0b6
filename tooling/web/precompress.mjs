// Brotli and gzip copies of a build's text files, made once at build time so the server never compresses per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text types worth compressing (source maps are for developers and stay as they are). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.ico',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** How hard to compress: once at build time (the smallest files), or for one request (fast: it is on the answer's path). */
const EFFORT = {
  build: { brotli: 11, gzip: 9 },
  request: { brotli: 5, gzip: 6 },
};

/**
 * The brotli and gzip copies of `body`.
 * @param {Buffer} body
 * @param {keyof typeof EFFORT} effort
 */
export function compressedCopies(body, effort) {
  const { brotli, gzip } = EFFORT[effort];
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotli, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: gzip }),
  };
}

/** Writes x.br and x.gz beside every compressible file of `dir`; returns how many files it compressed. */
export function precompress(dir) {
  let count = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const { br, gzip } = compressedCopies(readFileSync(path), 'build');
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzip);
    count++;
  }
  return count;
}
