import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskSignal } from '../modules/generation/runtime';
import { silentLog } from '../modules/generation/testing';
import { type LocalPostgres, startLocalPostgres } from '../testing/local-postgres';
import { shareTaskWakeups, type TaskWakeups } from './wakeups';

let pg: LocalPostgres;
const shared: TaskWakeups[] = [];

beforeAll(async () => {
  pg = await startLocalPostgres();
}, 60_000);
afterAll(async () => {
  for (const w of shared) await w.close();
  await pg?.stop();
});

// A wait long enough that only a wake-up ends it within the test.
const LONG_MS = 10 * 60_000;

describe('task wake-ups across processes (LISTEN/NOTIFY)', () => {
  it("wakes another process's idle slots when a task is queued, and a closed one no more", async () => {
    const api = new TaskSignal();
    const worker = new TaskSignal();
    shared.push(await shareTaskWakeups(pg.url, api, silentLog));
    const workerWakeups = await shareTaskWakeups(pg.url, worker, silentLog);
    shared.push(workerWakeups);

    const waiting = worker.wait(LONG_MS);
    api.notify();
    expect(await waiting).toBe('woken');

    // Many notifies at once fold into few NOTIFYs; the other process still wakes.
    const again = worker.wait(LONG_MS);
    for (let i = 0; i < 20; i++) api.notify();
    expect(await again).toBe('woken');

    await workerWakeups.close();
    const stopper = new AbortController();
    const afterClose = worker.wait(LONG_MS, stopper.signal);
    api.notify();
    const other = new TaskSignal();
    shared.push(await shareTaskWakeups(pg.url, other, silentLog));
    const seen = other.wait(LONG_MS);
    api.notify();
    expect(await seen).toBe('woken'); // delivered by now to every listener ...
    stopper.abort();
    expect(await afterClose).toBe('aborted'); // ... but not to the closed one
  });
});
