import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.mjs';

const dist = mkdtempSync(join(tmpdir(), 'inline-styles-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/style-abc.css'), '.a{color:red}');
writeFileSync(join(dist, 'assets/odd-abc.css'), '.b{content:"</style>"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it('puts the built stylesheet into the page in place of its link', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"><title>t</title></head>';
    expect(inlineStylesheets(html, dist)).toBe('<head><style>.a{color:red}</style><title>t</title></head>');
  });

  it('keeps other links, and a stylesheet that would close the <style> early', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="https://cdn.example/x.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/odd-abc.css">';
    expect(inlineStylesheets(html, dist)).toBe(html);
  });
});
