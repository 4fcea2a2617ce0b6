import { describe, expect, it } from 'vitest';
import { containsUnsavableText } from './unsavable-text';

describe('containsUnsavableText', () => {
  it('finds a NUL or a lone surrogate in any string or key, however deep', () => {
    expect(containsUnsavableText({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsUnsavableText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnsavableText('\u0000')).toBe(true);
    expect(containsUnsavableText({ prompt: 'a\ud800' })).toBe(true);
    expect(containsUnsavableText(['x\udfffy'])).toBe(true);
    expect(containsUnsavableText({ '\udc00': 'k' })).toBe(true);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(containsUnsavableText(deep)).toBe(true);
  });

  it('passes other text, including other control characters, emoji and paired surrogates', () => {
    expect(
      containsUnsavableText({ a: ['\t\n\u001f', '👩‍👩‍👧', '\ud83d\ude00', '\u202e'], n: 1, b: null, t: true }),
    ).toBe(false);
    expect(containsUnsavableText(undefined)).toBe(false);
  });
});
