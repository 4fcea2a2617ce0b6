import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, leadingDebounce } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('leadingDebounce (send-code clicks, 1 s)', () => {
  it('runs the first call at once and drops calls within 1 s of the previous one', () => {
    const fn = vi.fn();
    const send = leadingDebounce(fn, 1000);
    send();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600);
    send();
    vi.advanceTimersByTime(600);
    send(); // 600 ms after the dropped call: the wait restarted, still dropped
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    send();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('passes the arguments through', () => {
    const fn = vi.fn();
    leadingDebounce(fn, 1000)('13800138000');
    expect(fn).toHaveBeenCalledWith('13800138000');
  });
});

describe('createCountdown (SMS resend, 60 s)', () => {
  it('ticks every second from 60 down to 0, then stops', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((left) => ticks.push(left));
    countdown.start(60);
    expect(ticks).toEqual([60]);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(ticks.at(-1)).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    const count = ticks.length;
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock, so a late timer does not make the wait longer', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((left) => ticks.push(left));
    countdown.start(60);
    vi.setSystemTime(Date.now() + 30_000); // the tab slept: no ticks ran for 30 s
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(29);
  });

  it('restarts from the full time and stops on demand', () => {
    const ticks: number[] = [];
    const countdown = createCountdown((left) => ticks.push(left));
    countdown.start(60);
    vi.advanceTimersByTime(10_000);
    countdown.start(60);
    expect(ticks.at(-1)).toBe(60);
    countdown.stop();
    vi.advanceTimersByTime(5000);
    expect(ticks.at(-1)).toBe(60);
  });
});
