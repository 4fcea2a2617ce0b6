/**
 * Calendar arithmetic in a business time zone (Asia/Shanghai for cn, UTC for global) with Intl only. Daily points
 * expire at the next 00:00 of that zone and VIP points at the next first-of-month 00:00, whatever the server's own
 * zone is.
 */

export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of timeZone at instant `at` (whole seconds). */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function asUtcMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** How far timeZone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const wholeSeconds = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return asUtcMs(wallClock(wholeSeconds, timeZone)) - wholeSeconds.getTime();
}

/**
 * The instant a wall-clock time happens in timeZone. Fields may overflow (day 32, month 13) and are normalised
 * like Date.UTC does. In a daylight-saving gap the later offset wins; the two business zones have none.
 */
export function fromWallClock(w: WallClock, timeZone: string): Date {
  const naive = asUtcMs(w);
  let guess = naive - offsetMs(new Date(naive), timeZone);
  // A second pass settles times near an offset change.
  guess = naive - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** 00:00 of the business day containing `at`. */
export function startOfDay(at: Date, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  return fromWallClock({ year: w.year, month: w.month, day: w.day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** 24:00 of the business day containing `at` (= 00:00 of the next day): when current-day points expire. */
export function endOfDay(at: Date, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  return fromWallClock({ year: w.year, month: w.month, day: w.day + 1, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** 00:00 of the first day of the business month containing `at`. */
export function startOfMonth(at: Date, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  return fromWallClock({ year: w.year, month: w.month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** 00:00 of the first day of the next business month: when VIP points expire. */
export function endOfMonth(at: Date, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  return fromWallClock({ year: w.year, month: w.month + 1, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The business date of `at` as YYYY-MM-DD. */
export function dayKey(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The business month of `at` as YYYY-MM. */
export function monthKey(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `at` moved by whole business months at the same wall-clock time; a day the target month lacks becomes its last
 * day (Jan 31 + 1 month = Feb 28 or 29), as subscriptions usually count.
 */
export function addMonths(at: Date, months: number, timeZone: string): Date {
  const w = wallClock(at, timeZone);
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(w.day, daysInMonth(year, month));
  const moved = fromWallClock({ ...w, year, month, day }, timeZone);
  // Keep the sub-second part, so adding periods never shortens a membership.
  return new Date(moved.getTime() + (at.getTime() % 1000));
}

/** The instant 00:00 of a YYYY-MM-DD date in timeZone; undefined when the text is no real date. */
export function startOfDate(date: string, timeZone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return fromWallClock({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}
