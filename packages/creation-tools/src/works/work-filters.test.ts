import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, dayOf, filtersFromSearch, filtersToQuery, filtersToSearch, isFiltered } from './work-filters';

// 21 November 2026, 15:00 local time.
const now = new Date(2026, 10, 21, 15, 0);

describe('filters in the URL', () => {
  it('reads tool, date preset and a custom range', () => {
    expect(filtersFromSearch(new URLSearchParams('tool=upscale&date=custom&from=2026-11-01&to=2026-11-10'))).toEqual({
      tool: 'upscale',
      date: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('falls back to all for unknown values and drops malformed days', () => {
    expect(filtersFromSearch(new URLSearchParams('tool=paint&date=yesterday&from=11/01/2026'))).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('work=w1&tool=lipsync');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, date: 'week' }, base).toString()).toBe('work=w1&date=week');
    expect(filtersToSearch(DEFAULT_FILTERS, base).toString()).toBe('work=w1');
  });

  it('keeps the custom days only with the custom preset', () => {
    const written = filtersToSearch({ tool: 'all', date: 'today', from: '2026-01-01', to: '2026-01-02' });
    expect(written.toString()).toBe('date=today');
  });

  it('round-trips', () => {
    const filters = { tool: 'vid2vid', date: 'custom', from: '2026-10-01', to: '2026-10-31' } as const;
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('filtersToQuery', () => {
  it('asks for nothing with the defaults', () => {
    expect(filtersToQuery(DEFAULT_FILTERS, now)).toEqual({});
  });

  it('passes the tool', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, tool: 'lipsync' }, now)).toEqual({ tool: 'lipsync' });
  });

  it('turns presets into inclusive day ranges ending today', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, date: 'today' }, now)).toEqual({
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, date: 'week' }, now)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(filtersToQuery({ ...DEFAULT_FILTERS, date: 'month' }, now)).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
    });
  });

  it('turns a backwards custom range round and allows an open end', () => {
    expect(filtersToQuery({ tool: 'all', date: 'custom', from: '2026-11-10', to: '2026-11-01' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(filtersToQuery({ tool: 'all', date: 'custom', from: '2026-11-10', to: '' }, now)).toEqual({
      from: '2026-11-10',
    });
  });

  it('crosses month and year boundaries', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, date: 'week' }, new Date(2026, 0, 3))).toEqual({
      from: '2025-12-28',
      to: '2026-01-03',
    });
    expect(dayOf(new Date(2026, 1, 9))).toBe('2026-02-09');
  });
});

describe('isFiltered', () => {
  it('is false for the defaults and an empty custom range', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, date: 'custom' })).toBe(false);
  });

  it('is true for a tool, a preset or a custom day', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, tool: 'upscale' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, date: 'today' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, date: 'custom', to: '2026-11-01' })).toBe(true);
  });
});
