import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerClock, parseServerTime } from './server-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('server clock', () => {
  it('parses only plausible server times', () => {
    expect(parseServerTime('1763726400000')).toBe(1763726400000);
    expect(parseServerTime(null)).toBeUndefined();
    expect(parseServerTime('')).toBeUndefined();
    expect(parseServerTime('-5')).toBeUndefined();
    expect(parseServerTime('1e12')).toBeUndefined();
    expect(parseServerTime('1000')).toBeUndefined();
    expect(parseServerTime('99999999999999999')).toBeUndefined();
  });

  it('measures the offset against the middle of the round trip', () => {
    vi.useFakeTimers({ now: 1_763_726_400_000 });
    const clock = createServerClock();
    expect(clock.offset()).toBe(0);
    clock.learn(String(1_763_726_400_000 + 10_000), 1_763_726_400_000 - 400, 1_763_726_400_000);
    expect(clock.offset()).toBe(10_200);
    expect(clock.now()).toBe(1_763_726_400_000 + 10_200);
  });
});
