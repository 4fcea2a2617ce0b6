import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './schema';

/**
 * Notices between processes sharing one PostgreSQL, on ONE dedicated LISTEN connection per process
 * (listenForNotifications, shared by everyone in the process):
 * - cache invalidation: publish() tells this process's caches at once and every other process through NOTIFY,
 *   which is delivered when the writer's transaction commits (and not at all if it rolls back);
 * - task wake-ups (shareTaskWakeups): a queued task wakes the idle worker slots of every process.
 * PGlite is one process, where the in-process dispatch is all there is.
 */

/** Channels and what their payloads name. */
export const CHANNELS = {
  /** A session token's hash, or `user:<uuid>` for every session of a user. */
  sessions: 'fw_sessions',
  /** A user's uuid whose plans changed. */
  membership: 'fw_membership',
  /** A task may be claimable; the payload names the sending process (which ignores its own). */
  tasks: 'framewise_tasks',
  /** A user's uuid whose /api/user/info changed: sent by database triggers (migration 0010_change_notices). */
  userInfo: 'fw_user_info',
  /** A user's uuid whose tasks or works changed (status2, my works): sent by database triggers too. */
  userTasks: 'fw_user_tasks',
} as const;

/** Channels written by database triggers rather than publish(). */
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
const TRIGGER_CHANNELS: readonly Channel[] = [CHANNELS.userInfo, CHANNELS.userTasks];

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

/**
 * PGlite is this process alone: its trigger notices are heard on the instance itself, delivered when the writing
 * statement or transaction commits, before its promise resolves (so a read after a write never sees a stale entry).
 */
export async function relayTriggerNotices(pglite: {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}): Promise<void> {
  for (const channel of TRIGGER_CHANNELS) await pglite.listen(channel, (payload) => dispatch(channel, payload));
}

/**
 * Whether db's notices reach this process as soon as the writing statement returns (PGlite relayed above), tried
 * with a notice of its own: without a LISTEN connection that is what caches of trigger-notified data need.
 */
export async function noticesArriveAtOnce(db: Db): Promise<boolean> {
  const probe = `probe:${randomBytes(6).toString('hex')}`;
  let heard = false;
  const unsubscribe = subscribe(CHANNELS.userInfo, (payload) => {
    if (payload === probe) heard = true;
  });
  try {
    await sql`select pg_notify(${CHANNELS.userInfo}, ${probe})`.execute(db);
  } finally {
    unsubscribe();
  }
  return heard;
}

export interface NotificationListener {
  /** True while the LISTEN connection is up: only then may caches trust that they hear every change. */
  readonly live: boolean;
  /** NOTIFY on the listening connection itself (no pooled connection taken); refused while it is down. */
  notify(channel: Channel, payload: string): Promise<void>;
  close(): Promise<void>;
}

interface ListenerLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Hears other processes' notices on a dedicated PostgreSQL connection. While it is down caches are off (live is
 * false) and flushed, and again on reconnect, so a change made meanwhile is never served from a stale entry.
 */
async function openListener(url: string, log: ListenerLog): Promise<NotificationListener> {
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
    async notify(channel, payload) {
      if (!client || !live) throw new Error('the notification connection is down');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
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

const shared = new Map<string, { opening: Promise<NotificationListener>; users: number }>();

/**
 * The process's listener on `url`, opened by the first caller (the API's caches, the worker's wake-ups) and closed
 * when the last one closes its handle.
 */
export async function listenForNotifications(url: string, log: ListenerLog): Promise<NotificationListener> {
  let entry = shared.get(url);
  if (!entry) {
    entry = { opening: openListener(url, log), users: 0 };
    shared.set(url, entry);
    entry.opening.catch(() => shared.delete(url));
  }
  entry.users++;
  const listener = await entry.opening;
  let closed = false;
  const owner = entry;
  return {
    get live() {
      return listener.live;
    },
    notify: (channel, payload) => listener.notify(channel, payload),
    async close() {
      if (closed) return;
      closed = true;
      if (--owner.users > 0) return;
      if (shared.get(url) === owner) shared.delete(url);
      await listener.close();
    },
  };
}

/** What wake-ups need of a process's task signal (modules/generation TaskSignal). */
export interface WakeableSignal {
  /** Wakes this process's idle slots. */
  wake(): void;
  /** Sets what the signal calls to tell other processes, or none. */
  publishWith(publisher: (() => void) | undefined): void;
}

export interface TaskWakeups {
  close(): Promise<void>;
}

/**
 * Carries a process's task wake-ups to every process on the same PostgreSQL: a notify in one process (a submission
 * passed its check, a stopping worker gave a task back) wakes the idle slots of all the others at once, so they need
 * not poll for new work (they still poll, rarely, for retries and dead workers' leases). Rides on the process's one
 * listening connection; while it is down slots fall back to polling, and they look again when it is back.
 */
export async function shareTaskWakeups(url: string, signal: WakeableSignal, log: ListenerLog): Promise<TaskWakeups> {
  const self = randomBytes(6).toString('hex');
  const listener = await listenForNotifications(url, log);
  // Woken by others' notices; and on every reset (the connection came back: whatever was queued meanwhile waits).
  const unsubscribe = subscribe(
    CHANNELS.tasks,
    (payload) => payload !== self && signal.wake(),
    () => signal.wake(),
  );
  // One NOTIFY in flight at a time; notifies meanwhile fold into one more (a wake-up says "look", not "how many").
  let sending = false;
  let again = false;
  const send = async (): Promise<void> => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        await listener.notify(CHANNELS.tasks, self);
      } while (again);
    } catch (error) {
      log.warn({ err: error }, 'task wake-up not sent; other processes find the task by polling');
    } finally {
      sending = false;
    }
  };
  signal.publishWith(() => void send());
  return {
    async close() {
      signal.publishWith(undefined);
      unsubscribe();
      await listener.close();
    },
  };
}
