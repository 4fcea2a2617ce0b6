import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TaskSignal } from '../modules/generation/runtime';
import type { WorkerLog } from './run-task';

/** The PostgreSQL channel on which processes sharing one database announce claimable tasks. */
export const TASKS_CHANNEL = 'framewise_tasks';
/** Reconnect delays after the listening connection fails: doubling from the first, capped at the second. */
const RECONNECT_MS = [500, 30_000] as const;

export interface TaskWakeups {
  close(): Promise<void>;
}

/**
 * Carries a process's task wake-ups to every process on the same PostgreSQL: notify() in one process (a
 * submission passed its check, a stopping worker gave a task back) wakes the idle slots of all the others at
 * once, so they need not poll for new work (they still poll, rarely, for retries and dead workers' leases).
 * One dedicated connection per process LISTENs and NOTIFYs; the payload names the sender, which ignores its own.
 * If the connection drops it reconnects; meanwhile slots fall back to polling.
 */
export async function shareTaskWakeups(url: string, signal: TaskSignal, log: WorkerLog): Promise<TaskWakeups> {
  const self = randomBytes(6).toString('hex');
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs: number = RECONNECT_MS[0];
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === TASKS_CHANNEL && message.payload !== self) signal.wake();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'task wake-up connection failed; reconnecting');
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${TASKS_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RECONNECT_MS[0];
    // Whatever was queued while no one listened is claimable now.
    signal.wake();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'task wake-up connection failed; reconnecting');
        scheduleReconnect();
      });
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MS[1]);
  };

  await connect();
  // One NOTIFY in flight at a time; notifies meanwhile fold into one more (a wake-up says "look", not "how many").
  let sending = false;
  let again = false;
  const publish = async (): Promise<void> => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        await client?.query('select pg_notify($1, $2)', [TASKS_CHANNEL, self]);
      } while (again);
    } catch (error) {
      log.warn({ err: error }, 'task wake-up not sent; other processes find the task by polling');
    } finally {
      sending = false;
    }
  };
  signal.publishWith(() => void publish());

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      signal.publishWith(undefined);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
