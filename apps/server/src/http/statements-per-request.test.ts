import { TASK_STATUS } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSession } from '../modules/auth/sessions';
import { createUser } from '../modules/users/repo';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import { insertLaneTasks } from '../testing/queued-tasks';
import { countingStatements } from '../testing/statement-counter';

/**
 * What the hot routes send to the database once warm (bench:api:cost measures the same under load): round trips
 * are most of a request's cost, on PostgreSQL (a socket write and read each) and more so on PGlite (one WASM
 * connection for everyone).
 */

let testDb: TestDb;
let app: FastifyInstance;
let token: string;
let statusIds: string[];
let sent = { n: 0 };

beforeAll(async () => {
  testDb = await createTestDb();
  const now = new Date();
  const user = await createUser(testDb.db, { phone: null, nickname: 'hot', now });
  token = await createSession(testDb.db, user.uuid, now);
  statusIds = await insertLaneTasks(testDb.db, user.uuid, 20, now);
  await testDb.db.updateTable('tasks').set({ status: TASK_STATUS.QUEUED }).where('id', 'in', statusIds).execute();
  const counted = countingStatements(testDb.db);
  sent = counted.sent;
  app = await buildApp({ config: testConfig(), db: counted.db });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** Statements one request sends. */
async function statementsOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const before = sent.n;
  const res = await app.inject({ url, headers: { ...clientHeaders(), ...headers } });
  expect(res.json().code).toBe(0);
  return sent.n - before;
}

describe('statements per warm request', () => {
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('user info: one statement (user, points and counts together; session and membership cached)', async () => {
    await statementsOf('/api/user/info', auth()); // the day's first read settles the points
    expect(await statementsOf('/api/user/info', auth())).toBe(1);
  });

  it('status2 with 20 queued ids: one statement, positions in the queue included', async () => {
    const url = `/api/images/status2?ids=${statusIds.join(',')}`;
    await statementsOf(url, auth()); // the time-left estimate reads recent runs once a minute
    expect(await statementsOf(url, auth())).toBe(1);
    const res = await app.inject({ url, headers: { ...clientHeaders(), ...auth() } });
    const positions = res.json().data.map((entry: { queuePosition: number | null }) => entry.queuePosition);
    // Task i waits in lane i % 3 (7, 7 and 6 tasks): the faster lanes first, then those created before it.
    expect(positions).toEqual(statusIds.map((_, i) => [0, 7, 14][i % 3]! + Math.floor(i / 3)));
  });

  it('the gallery and tool config for visitors: none while their shared answer lasts', async () => {
    for (const url of ['/api/images/list3?scope=gallery&limit=24', '/api/config/generate?type=text2video']) {
      await statementsOf(url);
      expect(await statementsOf(url)).toBe(0);
    }
  });

  it('a write call of this process ends the shared answers, so the writer sees its change at once', async () => {
    const url = '/api/images/list3?scope=gallery&limit=24';
    await statementsOf(url);
    const write = await app.inject({
      method: 'POST',
      url: '/api/user/modifyInfo',
      headers: { ...clientHeaders(), ...auth() },
      payload: { nickname: 'renamed' },
    });
    expect(write.json().code).toBe(0);
    expect(await statementsOf(url)).toBe(1);
  });

  it('my works (logged in) are never shared: one statement each time', async () => {
    const url = '/api/images/list3?scope=mine&limit=24';
    await statementsOf(url, auth());
    expect(await statementsOf(url, auth())).toBe(1);
  });
});
