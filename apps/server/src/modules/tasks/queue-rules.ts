import { MODE, type Mode } from '@framewise/contracts';

/** Queue lanes: fast is claimed first, relax (unlimited) last. */
export const LANE_OF_MODE: Readonly<Record<Mode, number>> = { [MODE.FAST]: 0, [MODE.NORMAL]: 1, [MODE.RELAX]: 2 };

/** How long the API that starts a content check holds it before a worker's sweeper may take it over. */
export const CHECK_LEASE_MS = 60_000;

/** Exponential backoff: base, 2 x base, 4 x base ... after the 1st, 2nd, 3rd attempt, at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(60 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));
}
