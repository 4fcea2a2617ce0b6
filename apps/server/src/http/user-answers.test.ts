import { TASK_STATUS } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSession } from '../modules/auth/sessions';
import { createPointsService } from '../modules/points/service';
import { HOUR, pointsDeps, testClock } from '../modules/points/testing';
import { createUser } from '../modules/users/repo';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import { insertLaneTasks } from '../testing/queued-tasks';
import { countingStatements } from '../testing/statement-counter';

/**
 * Users' answers kept in this process (user info, status2, my works): served without the database once warm, and
 * never stale past a change: the user's own write call empties them at once, any other writer's change arrives as
 * a trigger notice (migration 0010) on the LISTEN connection (PostgreSQL) or on PGlite itself.
 */

/**
 * The longest a change may take to reach the kept answers of every process: no answer is served stale past it
 * (docs/architecture.md, "Caches and LISTEN/NOTIFY").
 */
const PROPAGATION_MS = 1_000;

let testDb: TestDb;
let app: FastifyInstance;
let sent = { n: 0 };
// 10:00 in Shanghai: the business day of 'cn' accounts ends 14 h later.
const clock = testClock('2026-03-10T02:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  // On PostgreSQL the caches hear notices on a LISTEN connection to the database the config names.
  const env = testDb.kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  const counted = countingStatements(testDb.db);
  sent = counted.sent;
  app = await buildApp({ config: testConfig(env), db: counted.db, now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function login(nickname: string) {
  const user = await createUser(testDb.db, { phone: null, nickname, now: clock.now() });
  const token = await createSession(testDb.db, user.uuid, clock.now());
  return { uuid: user.uuid, headers: { authorization: `Bearer ${token}` } };
}

async function get(url: string, headers: Record<string, string>) {
  const before = sent.n;
  const res = await app.inject({ url, headers: { ...clientHeaders(), ...headers } });
  const body = res.json();
  expect(body.code).toBe(0);
  return { data: body.data, statements: sent.n - before };
}

/** Asks until done holds, at most PROPAGATION_MS (a bounded wait for the notice, not a timing assertion). */
async function within<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + PROPAGATION_MS;
  let last = await ask();
  while (!done(last) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    last = await ask();
  }
  return last;
}

describe('user info kept per user', () => {
  it('is served without a statement once warm, and the user’s own write shows at once', async () => {
    const me = await login('kept');
    await get('/api/user/info', me.headers); // the day's first read settles
    await get('/api/user/info', me.headers);
    const warm = await get('/api/user/info', me.headers);
    expect(warm.statements).toBe(0);
    expect(warm.data).toMatchObject({ uuid: me.uuid, nickname: 'kept' });

    const write = await app.inject({
      method: 'POST',
      url: '/api/user/modifyInfo',
      headers: { ...clientHeaders(), ...me.headers },
      payload: { nickname: 'renamed' },
    });
    expect(write.json().code).toBe(0);
    expect((await get('/api/user/info', me.headers)).data).toMatchObject({ nickname: 'renamed' });
  });

  it('shows points granted by another writer (no call of this app) within a second', async () => {
    const me = await login('granted');
    await get('/api/user/info', me.headers); // settles: not kept
    const before = (await get('/api/user/info', me.headers)).data.totalPoints as number;
    expect((await get('/api/user/info', me.headers)).statements).toBe(0);
    await createPointsService(pointsDeps(testDb.db, clock.now)).grant({
      userId: me.uuid,
      kind: 'permanent',
      amount: 7,
      sourceRef: `test:${me.uuid}`,
      reason: 'test',
    });
    const seen = await within(
      () => get('/api/user/info', me.headers),
      (answer) => answer.data.totalPoints === before + 7,
    );
    expect(seen.data.totalPoints).toBe(before + 7);
  });

  it('grants a daily settle that falls due while cached, exactly once under concurrent reads', async () => {
    const me = await login('next-day');
    await get('/api/user/info', me.headers); // settles: not kept
    expect((await get('/api/user/info', me.headers)).data.dailyCount).toBe(10);
    expect((await get('/api/user/info', me.headers)).statements).toBe(0);
    await createPointsService(pointsDeps(testDb.db, clock.now)).charge({
      userId: me.uuid,
      amount: 4,
      idempotencyKey: `spend:${me.uuid}`,
      reason: 'test',
    });
    expect(
      (
        await within(
          () => get('/api/user/info', me.headers),
          (a) => a.data.dailyCount === 6,
        )
      ).data,
    ).toMatchObject({ dailyCount: 6 });

    clock.advance(14 * HOUR); // 00:00 the next business day: the cached answer's end
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/api/user/info', me.headers)));
    for (const answer of answers) expect(answer.data.dailyCount).toBe(10);
    const dailyGrants = await testDb.db
      .selectFrom('point_buckets')
      .select('id')
      .where('user_uuid', '=', me.uuid)
      .where('kind', '=', 'daily')
      .execute();
    expect(dailyGrants).toHaveLength(2);
  });
});

describe('task answers kept per user', () => {
  it('status2 is kept until one of its tasks changes, and a second at most with a task under way', async () => {
    const me = await login('tasks');
    const ids = await insertLaneTasks(testDb.db, me.uuid, 20, clock.now());
    await testDb.db.updateTable('tasks').set({ status: TASK_STATUS.SUCCESS }).where('id', 'in', ids).execute();
    const url = `/api/images/status2?ids=${ids.join(',')}`;
    await get(url, me.headers);
    // The set-up update's notice may land after the first answer was kept (and rightly drop it): ask until warm.
    const warm = await within(
      () => get(url, me.headers),
      (a) => a.statements === 0,
    );
    expect(warm.statements).toBe(0);
    expect(warm.data).toHaveLength(20);

    await testDb.db.updateTable('tasks').set({ status: TASK_STATUS.FAILED }).where('id', '=', ids[0]!).execute();
    const seen = await within(
      () => get(url, me.headers),
      (answer) => answer.data[0].status === TASK_STATUS.FAILED,
    );
    expect(seen.data[0].status).toBe(TASK_STATUS.FAILED);

    await testDb.db.updateTable('tasks').set({ status: TASK_STATUS.QUEUED }).where('id', '=', ids[1]!).execute();
    await within(
      () => get(url, me.headers),
      (answer) => answer.data[1].status === TASK_STATUS.QUEUED,
    );
    // With a task under way (its queue position moves with others' tasks): served again for a second at most.
    await get(url, me.headers);
    expect((await get(url, me.headers)).statements).toBe(0);
    clock.advance(1_001);
    expect((await get(url, me.headers)).statements).toBeGreaterThan(0);
  });

  it('my works are kept until a work changes; the gallery of a logged-in viewer is not kept', async () => {
    const me = await login('works');
    const [id] = await insertLaneTasks(testDb.db, me.uuid, 1, clock.now());
    await testDb.db.updateTable('tasks').set({ status: TASK_STATUS.SUCCESS }).where('id', '=', id!).execute();
    const mine = '/api/images/list3?scope=mine&limit=24';
    await get(mine, me.headers);
    expect((await get(mine, me.headers)).statements).toBe(0);

    await testDb.db.updateTable('tasks').set({ deleted_at: clock.now() }).where('id', '=', id!).execute();
    const seen = await within(
      () => get(mine, me.headers),
      (answer) => answer.data.items.length === 0,
    );
    expect(seen.data.items).toEqual([]);

    const gallery = '/api/images/list3?scope=gallery&limit=24';
    await get(gallery, me.headers);
    expect((await get(gallery, me.headers)).statements).toBeGreaterThan(0);
  });
});
