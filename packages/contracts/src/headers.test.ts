import { describe, expect, it } from 'vitest';
import { decodeRequestTime, encodeRequestTime } from './headers';

// A small deterministic generator so failures reproduce.
function* timestamps(count: number): Generator<number> {
  let x = 0x2545f491;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    yield ((x >>> 0) % 4_102_444_800) * 1000 + (i % 1000); // up to year 2100, any millisecond
  }
}

describe('request-time header', () => {
  it('round-trips many timestamps', () => {
    const fixed = [0, 1, 999, Date.UTC(2026, 10, 21), Date.now(), 2 ** 47, 2 ** 48 - 1];
    for (const ms of [...fixed, ...timestamps(5000)]) {
      const encoded = encodeRequestTime(ms);
      expect(encoded).toMatch(/^[0-9a-z]{1,10}$/);
      expect(decodeRequestTime(encoded)).toBe(ms);
    }
  });

  it('hides the timestamp: neighbouring milliseconds encode to unrelated strings', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    expect(encodeRequestTime(now)).not.toBe(now.toString(36));
    const a = encodeRequestTime(now);
    const b = encodeRequestTime(now + 1);
    expect(a.slice(0, 4)).not.toBe(b.slice(0, 4));
  });

  it('rejects garbage', () => {
    for (const bad of [
      undefined,
      null,
      '',
      ' ',
      'ABC',
      'abc!',
      '-12',
      '1.5',
      'zzzzzzzzzzz',
      'zzzzzzzzzz',
      '١٢٣',
      '12 34',
    ]) {
      expect(decodeRequestTime(bad), String(bad)).toBeUndefined();
    }
  });
});
