import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayKey,
  endOfDay,
  endOfMonth,
  fromWallClock,
  monthKey,
  startOfDate,
  startOfDay,
  startOfMonth,
  wallClock,
} from './business-time';

const SH = 'Asia/Shanghai';
const UTC = 'UTC';
const at = (iso: string) => new Date(iso);

describe('business days', () => {
  it('starts the Shanghai day at 16:00 UTC of the day before', () => {
    // 23:59:59 in Shanghai on Jan 10 is 15:59:59 UTC; one second later it is Jan 11 there.
    expect(dayKey(at('2026-01-10T15:59:59Z'), SH)).toBe('2026-01-10');
    expect(dayKey(at('2026-01-10T16:00:00Z'), SH)).toBe('2026-01-11');
    expect(startOfDay(at('2026-01-10T15:59:59Z'), SH).toISOString()).toBe('2026-01-09T16:00:00.000Z');
    expect(endOfDay(at('2026-01-10T15:59:59Z'), SH).toISOString()).toBe('2026-01-10T16:00:00.000Z');
    expect(endOfDay(at('2026-01-10T16:00:00Z'), SH).toISOString()).toBe('2026-01-11T16:00:00.000Z');
  });

  it('starts the UTC day at midnight UTC', () => {
    expect(dayKey(at('2026-01-10T23:59:59Z'), UTC)).toBe('2026-01-10');
    expect(dayKey(at('2026-01-11T00:00:00Z'), UTC)).toBe('2026-01-11');
    expect(endOfDay(at('2026-01-10T23:59:59.999Z'), UTC).toISOString()).toBe('2026-01-11T00:00:00.000Z');
    expect(startOfDay(at('2026-01-11T00:00:00Z'), UTC).toISOString()).toBe('2026-01-11T00:00:00.000Z');
  });

  it('gives the same instant different business dates in the two zones', () => {
    const evening = at('2026-03-01T20:00:00Z');
    expect(dayKey(evening, UTC)).toBe('2026-03-01');
    expect(dayKey(evening, SH)).toBe('2026-03-02');
  });

  it('rolls over the year', () => {
    expect(endOfDay(at('2026-12-31T12:00:00Z'), UTC).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(dayKey(at('2026-12-31T16:00:00Z'), SH)).toBe('2027-01-01');
  });
});

describe('business months', () => {
  it('ends the Shanghai month at 16:00 UTC on its last day', () => {
    expect(monthKey(at('2026-01-31T15:59:59Z'), SH)).toBe('2026-01');
    expect(monthKey(at('2026-01-31T16:00:00Z'), SH)).toBe('2026-02');
    expect(endOfMonth(at('2026-01-15T00:00:00Z'), SH).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(startOfMonth(at('2026-02-01T03:00:00Z'), SH).toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('ends the UTC month at midnight, February and leap years included', () => {
    expect(endOfMonth(at('2026-02-10T00:00:00Z'), UTC).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(endOfMonth(at('2028-02-29T23:00:00Z'), UTC).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(endOfMonth(at('2026-12-31T23:59:59Z'), UTC).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(monthKey(at('2026-12-31T23:59:59Z'), UTC)).toBe('2026-12');
  });

  it('adds months keeping the wall-clock time and clamping to the last day', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1, UTC).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1, UTC).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-11-15T10:00:00Z'), 3, UTC).toISOString()).toBe('2027-02-15T10:00:00.000Z');
    expect(addMonths(at('2026-03-01T00:00:00Z'), 12, UTC).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    // Jan 31 23:30 in Shanghai (15:30 UTC) plus a month is Feb 28 23:30 there.
    expect(addMonths(at('2026-01-31T15:30:00Z'), 1, SH).toISOString()).toBe('2026-02-28T15:30:00.000Z');
    expect(addMonths(at('2026-01-10T00:00:00.250Z'), 1, UTC).toISOString()).toBe('2026-02-10T00:00:00.250Z');
  });
});

describe('wall clock', () => {
  it('round-trips through a zone, including overflowing fields', () => {
    const w = wallClock(at('2026-06-30T17:45:30Z'), SH);
    expect(w).toEqual({ year: 2026, month: 7, day: 1, hour: 1, minute: 45, second: 30 });
    expect(fromWallClock(w, SH).toISOString()).toBe('2026-06-30T17:45:30.000Z');
    expect(fromWallClock({ year: 2026, month: 13, day: 1, hour: 0, minute: 0, second: 0 }, UTC).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('handles a zone with daylight saving time too', () => {
    const ny = 'America/New_York';
    // 2026-03-08: clocks jump from 02:00 to 03:00; the day is 23 hours long.
    const start = startOfDay(at('2026-03-08T12:00:00Z'), ny);
    const end = endOfDay(at('2026-03-08T12:00:00Z'), ny);
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * 3600 * 1000);
  });

  it('reads dates for expiries and refuses impossible ones', () => {
    expect(startOfDate('2027-01-01', SH)?.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(startOfDate('2027-01-01', UTC)?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(startOfDate('2027-02-29', UTC)).toBeUndefined();
    expect(startOfDate('2027-13-01', UTC)).toBeUndefined();
    expect(startOfDate('2027-1-1', UTC)).toBeUndefined();
  });
});
