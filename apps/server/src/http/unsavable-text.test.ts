import { describe, expect, it } from 'vitest';
import { containsNul } from './unsavable-text';

describe('containsNul', () => {
  it('finds a NUL in any string or key, however deep', () => {
    expect(containsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul('\u0000')).toBe(true);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });

  it('passes other text, including other control characters, emoji and lone surrogates', () => {
    expect(containsNul({ a: ['\t\n\u001f', '👩‍👩‍👧', '\ud800'], n: 1, b: null, t: true })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
