import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, precompress } from './precompress.mjs';

const page = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<li class="fw-gallery-cell">work ${i} ${'ab'.repeat(i % 7)}</li>`).join(''),
);

describe('compressedCopies', () => {
  it('gives brotli and gzip copies that decompress to the body, the build copies no larger than a request copies', () => {
    const build = compressedCopies(page, 'build');
    const request = compressedCopies(page, 'request');
    for (const copies of [build, request]) {
      expect(brotliDecompressSync(copies.br)).toEqual(page);
      expect(gunzipSync(copies.gzip)).toEqual(page);
      expect(copies.br.length).toBeLessThan(page.length / 4);
    }
    expect(build.br.length).toBeLessThanOrEqual(request.br.length);
    expect(build.gzip.length).toBeLessThanOrEqual(request.gzip.length);
  });
});

describe('precompress', () => {
  it('writes .br and .gz beside compressible files large enough to gain, and nothing beside the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      writeFileSync(join(dir, 'index.html'), page);
      writeFileSync(join(dir, 'tiny.js'), 'export {};');
      writeFileSync(join(dir, 'photo.png'), page);
      expect(precompress(dir)).toBe(1);
      expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br')))).toEqual(page);
      expect(gunzipSync(readFileSync(join(dir, 'index.html.gz')))).toEqual(page);
      expect(() => readFileSync(join(dir, 'tiny.js.br'))).toThrow();
      expect(() => readFileSync(join(dir, 'photo.png.gz'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
