import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './schema';

/**
 * Cache invalidation across processes. publish() tells this process's caches at once and every other process
 * through PostgreSQL NOTIFY, which is delivered when the writer's transaction commits (and not at all if it rolls
 * back). Other processes hear it on one dedicated LISTEN connection each (listenForNotifications). PGlite is one
 * process, where the in-process dispatch is all there is.
 */

/** Channels and what their payloads name. */
export const CHANNELS = {
  /** A session token's hash, or `user:<uuid>` for every session of a user. */
  sessions: 'fw_sessions',
  /** A user's uuid whose plans changed. */
  membership: 'fw_membership',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

type Handler = (payload: string) => void;
const handlers = new Map<Channel, Set<Handler>>();
/** Called when notifications may have been missed (the LISTEN connection dropped): caches forget everything. */
const resetHandlers = new Set<() => void>();

function dispatch(channel: string, payload: string): void {
  for (const handler of handlers.get(channel as Channel) ?? []) handler(payload);
}

function resetAll(): void {
  for (const handler of resetHandlers) handler();
}

/** Hears a channel in this process; returns the unsubscribe. `onReset` runs when notifications may have been lost. */
export function subscribe(channel: Channel, handler: Handler, onReset?: () => void): () => void {
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
  }
  set.add(handler);
  if (onReset) resetHandlers.add(onReset);
  return () => {
    set.delete(handler);
    if (onReset) resetHandlers.delete(onReset);
  };
}

/** Invalidates `payload` on `channel` here now, and in other processes when db's transaction commits. */
export async function publish(db: Db, channel: Channel, payload: string): Promise<void> {
  dispatch(channel, payload);
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export interface NotificationListener {
  /** True while the LISTEN connection is up: only then may caches trust that they hear every change. */
  readonly live: boolean;
  close(): Promise<void>;
}

interface ListenerLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Hears other processes' publish() on a dedicated PostgreSQL connection. While it is down caches are off (live is
 * false) and flushed, and again on reconnect, so a change made meanwhile is never served from a stale entry.
 */
export async function listenForNotifications(url: string, log: ListenerLog): Promise<NotificationListener> {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const down = (error?: Error) => {
    if (!live && !client) return;
    live = false;
    resetAll();
    const old = client;
    client = null;
    old?.end().catch(() => {});
    if (closed) return;
    if (error) log.warn({ err: error }, 'cache invalidation connection lost; caches off until it is back');
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    // Only the current connection's failure counts (an old one may still report its end).
    next.on('error', (error) => client === next && down(error));
    next.on('end', () => client === next && down());
    client = next;
    try {
      await next.connect();
      for (const channel of Object.values(CHANNELS)) await next.query(`listen ${channel}`);
      if (closed) return void (await next.end());
      // Anything published while we were not listening is unknown: start from empty caches.
      resetAll();
      live = true;
      retryMs = RECONNECT_MIN_MS;
    } catch (error) {
      if (client === next) down(error as Error);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      live = false;
      const old = client;
      client = null;
      await old?.end().catch(() => {});
    },
  };
}
