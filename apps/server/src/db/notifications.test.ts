import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@framewise/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, hashToken } from '../modules/auth/sessions';
import { createCodes } from '../modules/codes/service';
import { TaskSignal } from '../modules/generation/runtime';
import { createUser } from '../modules/users/repo';
import { clientHeaders } from '../testing/app';
import { type LocalPostgres, startLocalPostgres } from '../testing/local-postgres';
import { migrate } from './migrate';
import { listenForNotifications, shareTaskWakeups } from './notifications';
import { openDatabase } from './open';
import type { Db } from './schema';

/**
 * Two API processes on one PostgreSQL, each caching sessions and membership in memory: a logout or a plan change
 * made through one is seen by the other within a second (LISTEN/NOTIFY), not when its cache entry would age out.
 */

const SERVER_DIR = join(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;
/**
 * The longest a change made in one process may take until every other process honours it (a logout or plan change
 * invalidates the other processes' caches at once through NOTIFY: docs/architecture.md, "Caches and LISTEN/NOTIFY").
 */
const PROPAGATION_MS = 1_000;

interface ApiProcess {
  child: ChildProcess;
  url: string;
}

function startApi(databaseUrl: string, dataDir: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', 'api'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOCAL_PROVIDERS: '1',
      SEED_EXAMPLES: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
}

async function call(api: ApiProcess, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...clientHeaders(),
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> | null; msg: string };
}

/** Asks until `done` holds, for at most PROPAGATION_MS; returns the answers seen, the last one satisfying done. */
async function within<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<{ ok: boolean; last: T }> {
  const deadline = Date.now() + PROPAGATION_MS;
  let last = await ask();
  while (!done(last) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    last = await ask();
  }
  return { ok: done(last), last };
}

let pg: LocalPostgres;
let db: Db;
let dataDir: string;
const apis: ApiProcess[] = [];

beforeAll(
  async () => {
    pg = await startLocalPostgres({ maxConnections: 60 });
    db = await openDatabase({ kind: 'postgres', url: pg.url });
    await migrate(db);
    dataDir = mkdtempSync(join(tmpdir(), 'fw-two-apis-'));
    // One after the other: the first start stores the generated secrets the second then reads.
    apis.push(await startApi(pg.url, dataDir));
    apis.push(await startApi(pg.url, dataDir));
  },
  2 * START_TIMEOUT_MS + 30_000,
);

afterAll(async () => {
  for (const api of apis) api.child.kill('SIGTERM');
  await Promise.all(
    apis.map((api) => (api.child.exitCode === null ? new Promise((r) => api.child.once('exit', r)) : null)),
  );
  await db?.destroy();
  await pg?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  it('a logout on one is refused by the other within a second', async () => {
    const [a, b] = apis as [ApiProcess, ApiProcess];
    const user = await createUser(db, { phone: null, nickname: 'two-apis', now: new Date() });
    const token = await createSession(db, user.uuid, new Date());
    // Both processes know (and cache) the session.
    for (let i = 0; i < 3; i++) {
      expect((await call(a, 'GET', '/api/user/info', token)).code).toBe(ErrorCode.OK);
      expect((await call(b, 'GET', '/api/user/info', token)).code).toBe(ErrorCode.OK);
    }

    expect((await call(a, 'POST', '/api/user/logout', token, {})).code).toBe(ErrorCode.OK);
    const seen = await within(
      () => call(b, 'GET', '/api/user/info', token),
      (answer) => answer.code === ErrorCode.UNAUTHORIZED,
    );
    expect(seen.last.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(seen.ok).toBe(true);
  });

  it('serves sessions from memory: a revocation written without its notice is unseen until the notice comes', async () => {
    const [, b] = apis as [ApiProcess, ApiProcess];
    const user = await createUser(db, { phone: null, nickname: 'two-apis-raw', now: new Date() });
    const token = await createSession(db, user.uuid, new Date());
    expect((await call(b, 'GET', '/api/user/info', token)).code).toBe(ErrorCode.OK);
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await call(b, 'GET', '/api/user/info', token)).code).toBe(ErrorCode.OK);

    await sql`select pg_notify('fw_sessions', ${hashToken(token)})`.execute(db);
    const seen = await within(
      () => call(b, 'GET', '/api/user/info', token),
      (answer) => answer.code === ErrorCode.UNAUTHORIZED,
    );
    expect(seen.ok).toBe(true);
  });

  it('a plan bought through one shows in the other’s user info within a second', async () => {
    const [a, b] = apis as [ApiProcess, ApiProcess];
    const user = await createUser(db, { phone: null, nickname: 'two-apis-plan', now: new Date() });
    const token = await createSession(db, user.uuid, new Date());
    const plan = await db.selectFrom('plans').select('type').where('region', '=', 'cn').executeTakeFirstOrThrow();
    const { codes } = await createCodes(db, { count: 1, planType: plan.type, period: 'month' }, new Date());
    for (let i = 0; i < 3; i++) {
      expect((await call(b, 'GET', '/api/user/info', token)).data).toMatchObject({ vip_type: '' });
    }

    const redeemed = await call(a, 'POST', '/api/pay/exchange', token, { code: codes[0] });
    expect(redeemed).toMatchObject({ code: ErrorCode.OK, data: { vip_type: plan.type } });
    const seen = await within(
      () => call(b, 'GET', '/api/user/info', token),
      (answer) => answer.data?.vip_type === plan.type,
    );
    expect(seen.last.data).toMatchObject({ vip_type: plan.type });
    expect(seen.ok).toBe(true);
  });

  it('points and a profile changed through one show in the other’s user info within a second', async () => {
    const [a, b] = apis as [ApiProcess, ApiProcess];
    const user = await createUser(db, { phone: null, nickname: 'two-apis-points', now: new Date() });
    const token = await createSession(db, user.uuid, new Date());
    const before = (await call(b, 'GET', '/api/user/info', token)).data as { totalPoints: number };
    for (let i = 0; i < 3; i++) expect((await call(b, 'GET', '/api/user/info', token)).data).toEqual(before);

    const bonus = await call(a, 'POST', '/api/user/shareBonus', token, {});
    expect(bonus.code).toBe(ErrorCode.OK);
    const points = before.totalPoints + (bonus.data as { points: number }).points;
    expect(points).toBeGreaterThan(before.totalPoints);
    const seenPoints = await within(
      () => call(b, 'GET', '/api/user/info', token),
      (answer) => answer.data?.totalPoints === points,
    );
    expect(seenPoints.last.data).toMatchObject({ totalPoints: points });
    expect(seenPoints.ok).toBe(true);

    expect((await call(a, 'POST', '/api/user/modifyInfo', token, { nickname: 'NewName' })).code).toBe(0);
    const seenName = await within(
      () => call(b, 'GET', '/api/user/info', token),
      (answer) => answer.data?.nickname === 'NewName',
    );
    expect(seenName.ok).toBe(true);
  });

  it('a change written by any other writer (here plain SQL) reaches both processes’ cached user info', async () => {
    const user = await createUser(db, { phone: null, nickname: 'two-apis-sql', now: new Date() });
    const token = await createSession(db, user.uuid, new Date());
    for (const api of apis) {
      for (let i = 0; i < 2; i++) {
        expect((await call(api, 'GET', '/api/user/info', token)).data).toMatchObject({ nickname: 'two-apis-sql' });
      }
    }
    await db.updateTable('users').set({ nickname: 'renamed-by-sql' }).where('uuid', '=', user.uuid).execute();
    for (const api of apis) {
      const seen = await within(
        () => call(api, 'GET', '/api/user/info', token),
        (answer) => answer.data?.nickname === 'renamed-by-sql',
      );
      expect(seen.ok).toBe(true);
    }
  });
});

describe('task wake-ups across processes, on the same one connection per process', () => {
  const log = { warn: () => {}, info: () => {} };
  // A wait long enough that only a wake-up ends it within the test.
  const LONG_MS = 10 * 60_000;
  const listening = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from pg_stat_activity
          where query like 'listen %'`.execute(db)
      ).rows[0]?.n,
    );

  it("wakes another process's idle slots when a task is queued, and a closed one no more", async () => {
    const before = await listening();
    const caches = await listenForNotifications(pg.url, log);
    const api = new TaskSignal();
    const apiWakeups = await shareTaskWakeups(pg.url, api, log);
    // The caches' listener and the wake-ups of one process are one connection.
    expect(await listening()).toBe(before + 1);
    await caches.close();

    // Another process: its own connection (a process's listener is per process, so a child stands in for none
    // here; the module's sharing is by URL, so a different URL string to the same server gives a second one).
    const otherUrl = pg.url.replace('127.0.0.1', 'localhost');
    const worker = new TaskSignal();
    const workerWakeups = await shareTaskWakeups(otherUrl, worker, log);

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
    const other = new TaskSignal();
    const otherWakeups = await shareTaskWakeups(otherUrl, other, log);
    const seen = other.wait(LONG_MS);
    api.notify();
    expect(await seen).toBe('woken'); // delivered by now to every listener ...
    stopper.abort();
    expect(await afterClose).toBe('aborted'); // ... but not to the closed one
    await otherWakeups.close();
    await apiWakeups.close();
  });
});
