// Server times outside this range are treated as broken headers, not as a clock to follow.
const EARLIEST_SERVER_TIME = Date.UTC(2020, 0, 1);
const LATEST_SERVER_TIME = Date.UTC(2100, 0, 1);

/**
 * Tracks how far the local clock is from the server's, so the request-time header stays inside the server's
 * window even on devices whose clock is wrong. The last sane measurement wins.
 */
export interface ServerClock {
  /** The server's current time as best known, in ms. */
  now(): number;
  /** Milliseconds to add to the local clock; 0 until an answer carried the server time. */
  offset(): number;
  /** Learns from an answer's server-time header; `sentAt`/`receivedAt` are local times around the request. */
  learn(serverTimeHeader: string | null, sentAt: number, receivedAt: number): void;
}

export function parseServerTime(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const ms = Number(value.trim());
  if (!Number.isSafeInteger(ms) || ms < EARLIEST_SERVER_TIME || ms >= LATEST_SERVER_TIME) return undefined;
  return ms;
}

export function createServerClock(): ServerClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    offset: () => offset,
    learn(header, sentAt, receivedAt) {
      const serverTime = parseServerTime(header);
      if (serverTime === undefined) return;
      // The server stamped its answer somewhere between send and receipt: the midpoint halves the error.
      offset = Math.round(serverTime - (sentAt + receivedAt) / 2);
    },
  };
}
