import { TOOLS, type Tool } from '@framewise/contracts/routes';

/** Date presets of the my-works filter; custom takes a from / to pair. */
export const DATE_PRESETS = ['all', 'today', 'week', 'month', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface WorkFilters {
  tool: Tool | 'all';
  date: DatePreset;
  /** YYYY-MM-DD, custom only. */
  from: string;
  to: string;
}

export const DEFAULT_FILTERS: WorkFilters = { tool: 'all', date: 'all', from: '', to: '' };

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function isTool(value: string | null): value is Tool {
  return value !== null && (TOOLS as readonly string[]).includes(value);
}

function isPreset(value: string | null): value is DatePreset {
  return value !== null && (DATE_PRESETS as readonly string[]).includes(value);
}

/** A day as YYYY-MM-DD in the browser's calendar. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function daysBefore(now: Date, days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return dayOf(d);
}

/** Filters from the page URL (?tool=&date=&from=&to=); anything unknown falls back to "all". */
export function filtersFromSearch(params: URLSearchParams): WorkFilters {
  const tool = params.get('tool');
  const date = params.get('date');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    tool: isTool(tool) ? tool : 'all',
    date: isPreset(date) ? date : 'all',
    from: DAY_RE.test(from) ? from : '',
    to: DAY_RE.test(to) ? to : '',
  };
}

/**
 * Writes the filters into the URL's parameters, leaving other parameters (an open detail, say) alone. Defaults
 * are left out so the plain /my-work stays plain.
 */
export function filtersToSearch(filters: WorkFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of ['tool', 'date', 'from', 'to']) next.delete(name);
  if (filters.tool !== 'all') next.set('tool', filters.tool);
  if (filters.date !== 'all') next.set('date', filters.date);
  if (filters.date === 'custom') {
    if (filters.from) next.set('from', filters.from);
    if (filters.to) next.set('to', filters.to);
  }
  return next;
}

/**
 * The list3 parameters of the filters: the tool, and the first and last day (inclusive) of the date range.
 * "week" and "month" are the last 7 and 30 days including today; a custom range given backwards is turned round.
 */
export function filtersToQuery(
  filters: WorkFilters,
  now: Date = new Date(),
): { tool?: Tool; from?: string; to?: string } {
  const query: { tool?: Tool; from?: string; to?: string } = {};
  if (filters.tool !== 'all') query.tool = filters.tool;
  const today = dayOf(now);
  switch (filters.date) {
    case 'all':
      break;
    case 'today':
      query.from = today;
      query.to = today;
      break;
    case 'week':
      query.from = daysBefore(now, 6);
      query.to = today;
      break;
    case 'month':
      query.from = daysBefore(now, 29);
      query.to = today;
      break;
    case 'custom': {
      let { from, to } = filters;
      if (from && to && from > to) [from, to] = [to, from];
      if (from) query.from = from;
      if (to) query.to = to;
      break;
    }
  }
  return query;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: WorkFilters): boolean {
  return (
    filters.tool !== 'all' || (filters.date !== 'all' && (filters.date !== 'custom' || !!filters.from || !!filters.to))
  );
}
