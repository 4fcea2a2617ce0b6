import { ErrorCode } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { AppError } from '../../http/errors';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { apiCall } from '../auth/testing';
import { checkLedger } from './ledger-checks';
import { createPointsService, POINTS_ERRORS } from './service';
import { DAY, HOUR, headerUser, makeUser, pointsDeps, TEST_USER_HEADER, testClock } from './testing';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

function setup(start: string, env: Record<string, string> = {}) {
  const clock = testClock(start);
  const deps = pointsDeps(testDb.db, clock.now, env);
  return { clock, deps, points: createPointsService(deps) };
}

async function entriesOf(userId: string) {
  return testDb.db
    .selectFrom('point_entries')
    .select(['kind', 'amount', 'idempotency_key', 'refund_of'])
    .where('user_uuid', '=', userId)
    .orderBy('seq')
    .execute();
}

async function expectConsistent(userId: string) {
  const check = await checkLedger(testDb.db, userId);
  expect(check.mismatchedBuckets).toEqual([]);
  expect(check.outOfRange).toEqual([]);
  expect(check.refundedTwice).toEqual([]);
  expect(check.sumOfEntries).toBe(check.sumOfRemaining);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('daily points', () => {
  it('grants 10 current-day points on the first request of a Shanghai day, once, until 24:00', async () => {
    // 10:00 in Shanghai on Jan 10.
    const { clock, points } = setup('2026-01-10T02:00:00Z');
    const user = await makeUser(testDb.db, 'cn');
    expect(await points.balances(user)).toEqual({ permanentPoints: 0, vipPoints: 0, dailyCount: 10, totalPoints: 10 });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 10 });
    const [bucket] = await points.buckets(user);
    expect(bucket).toMatchObject({ kind: 'daily', amount: 10, remaining: 10 });
    expect(bucket?.expiresAt?.toISOString()).toBe('2026-01-10T16:00:00.000Z');

    await points.charge({ userId: user, amount: 4, idempotencyKey: `t1:${user}`, reason: 'task' });
    clock.set('2026-01-10T15:59:59.999Z'); // 23:59:59.999 Shanghai
    expect(await points.balances(user)).toMatchObject({ dailyCount: 6 });
    clock.set('2026-01-10T16:00:00Z'); // 00:00 Jan 11 Shanghai: a new day, the 6 left expire
    expect(await points.balances(user)).toMatchObject({ dailyCount: 10, totalPoints: 10 });
    expect((await entriesOf(user)).map((e) => [e.kind, e.amount, e.idempotency_key])).toEqual([
      ['grant', 10, `grant:daily:${user}:2026-01-10`],
      ['charge', -4, `t1:${user}`],
      ['expire', -6, expect.stringMatching(/^expire:/)],
      ['grant', 10, `grant:daily:${user}:2026-01-11`],
    ]);
    await expectConsistent(user);
  });

  it('starts an overseas user’s day at 00:00 UTC', async () => {
    const { clock, points } = setup('2026-01-10T23:59:00Z');
    const user = await makeUser(testDb.db, 'global');
    await points.balances(user);
    const [today] = await points.buckets(user);
    expect(today?.expiresAt?.toISOString()).toBe('2026-01-11T00:00:00.000Z');
    clock.set('2026-01-11T00:00:00Z');
    await points.balances(user);
    const refs = await testDb.db
      .selectFrom('point_buckets')
      .select('source_ref')
      .where('user_uuid', '=', user)
      .orderBy('created_at')
      .execute();
    expect(refs.map((r) => r.source_ref)).toEqual([`daily:${user}:2026-01-10`, `daily:${user}:2026-01-11`]);
  });

  it('keeps each user in the zone of their account: the same instant is a different business date', async () => {
    const { points } = setup('2026-03-01T20:00:00Z');
    const domestic = await makeUser(testDb.db, 'cn');
    const overseas = await makeUser(testDb.db, 'global');
    await points.balances(domestic);
    await points.balances(overseas);
    const refs = await testDb.db
      .selectFrom('point_buckets')
      .select('source_ref')
      .where('user_uuid', 'in', [domestic, overseas])
      .execute();
    expect(refs.map((r) => r.source_ref).sort()).toEqual(
      [`daily:${domestic}:2026-03-02`, `daily:${overseas}:2026-03-01`].sort(),
    );
  });

  it('grants only today after missed days, and writes the old expiry once', async () => {
    const { clock, points } = setup('2026-04-01T04:00:00Z');
    const user = await makeUser(testDb.db);
    await points.balances(user);
    clock.advance(5 * DAY);
    await points.balances(user);
    await points.balances(user);
    const kinds = (await entriesOf(user)).map((e) => e.kind);
    expect(kinds).toEqual(['grant', 'expire', 'grant']);
    expect(await points.balances(user)).toMatchObject({ dailyCount: 10 });
  });

  it('grants the share bonus once a day as current-day points', async () => {
    const { clock, points } = setup('2026-05-01T04:00:00Z');
    const user = await makeUser(testDb.db);
    expect(await points.grantShareBonus(user)).toBe(5);
    expect(await points.grantShareBonus(user)).toBe(0);
    expect(await points.balances(user)).toMatchObject({ dailyCount: 15 });
    clock.advance(DAY);
    expect(await points.grantShareBonus(user)).toBe(5);
    expect(await points.balances(user)).toMatchObject({ dailyCount: 15 });
    await expectConsistent(user);
  });

  it('follows the configured amounts, and grants nothing when they are 0', async () => {
    const { points } = setup('2026-05-01T04:00:00Z', { DAILY_POINTS: '0', SHARE_BONUS_PER_DAY: '2' });
    const user = await makeUser(testDb.db);
    expect(await points.balances(user)).toMatchObject({ totalPoints: 0 });
    expect(await points.grantShareBonus(user)).toBe(5);
    expect(await points.grantShareBonus(user)).toBe(5);
    expect(await points.grantShareBonus(user)).toBe(0);
    expect(await points.balances(user)).toMatchObject({ dailyCount: 10 });
  });
});

describe('spending', () => {
  it('takes daily points first, then VIP, then permanent', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    await points.grant({ userId: user, kind: 'permanent', amount: 100, sourceRef: `test:perm:${user}`, reason: 't' });
    await points.grant({ userId: user, kind: 'vip', amount: 50, sourceRef: `test:vip:${user}`, reason: 't' });
    expect(await points.balances(user)).toEqual({
      permanentPoints: 100,
      vipPoints: 50,
      dailyCount: 10,
      totalPoints: 160,
    });
    await points.charge({ userId: user, amount: 8, idempotencyKey: `a:${user}`, reason: 't' });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 2, vipPoints: 50, permanentPoints: 100 });
    await points.charge({ userId: user, amount: 30, idempotencyKey: `b:${user}`, reason: 't' });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 0, vipPoints: 22, permanentPoints: 100 });
    await points.charge({ userId: user, amount: 40, idempotencyKey: `c:${user}`, reason: 't' });
    expect(await points.balances(user)).toEqual({
      permanentPoints: 82,
      vipPoints: 0,
      dailyCount: 0,
      totalPoints: 82,
    });
    await expectConsistent(user);
  });

  it('on the last day of a month, when daily and VIP points expire together, takes daily first', async () => {
    const { points } = setup('2026-06-30T10:00:00Z'); // 18:00 Shanghai, June 30
    const user = await makeUser(testDb.db);
    await points.grant({ userId: user, kind: 'vip', amount: 5, sourceRef: `test:vip-end:${user}`, reason: 't' });
    const buckets = await points.buckets(user);
    expect(buckets.map((b) => [b.kind, b.expiresAt?.toISOString()])).toEqual([
      ['daily', '2026-06-30T16:00:00.000Z'],
      ['vip', '2026-06-30T16:00:00.000Z'],
    ]);
    await points.charge({ userId: user, amount: 10, idempotencyKey: `d:${user}`, reason: 't' });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 0, vipPoints: 5 });
  });

  it('refuses to go below zero with a clear error and changes nothing', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    await points.balances(user);
    const before = await entriesOf(user);
    const error = await rejection(
      points.charge({ userId: user, amount: 11, idempotencyKey: `x:${user}`, reason: 't' }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.FORBIDDEN);
    expect((error as AppError).message).toBe(POINTS_ERRORS.notEnough);
    expect(await entriesOf(user)).toEqual(before);
    expect(await points.balances(user)).toMatchObject({ totalPoints: 10 });
  });

  it('is idempotent by key: a retried charge returns the first charge and takes nothing more', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    const key = `task:retry:${user}`;
    const first = await points.charge({ userId: user, amount: 3, idempotencyKey: key, reason: 't' });
    const again = await points.charge({ userId: user, amount: 3, idempotencyKey: key, reason: 't' });
    expect(again).toBe(first);
    expect(await points.balances(user)).toMatchObject({ totalPoints: 7 });
    await expect(points.charge({ userId: user, amount: 4, idempotencyKey: key, reason: 't' })).rejects.toThrow(
      /different points change/,
    );
  });

  it('serialises concurrent charges of one user: never below zero', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        points.charge({ userId: user, amount: 3, idempotencyKey: `par:${i}:${user}`, reason: 't' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await points.balances(user)).toMatchObject({ totalPoints: 1 });
    await expectConsistent(user);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -5],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
  ])('refuses to charge %s', async (_label, amount) => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    await expect(points.charge({ userId: user, amount, idempotencyKey: `bad:${user}`, reason: 't' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('refunds', () => {
  it('restores exactly what the charge took, to the same buckets, once', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    await points.grant({ userId: user, kind: 'permanent', amount: 20, sourceRef: `test:r1:${user}`, reason: 't' });
    const chargeId = await points.charge({ userId: user, amount: 15, idempotencyKey: `r:${user}`, reason: 'task' });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 0, permanentPoints: 15 });
    expect(await points.refund({ chargeId, idempotencyKey: `refund:r:${user}` })).toEqual({
      refunded: 15,
      duplicate: false,
    });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 10, permanentPoints: 20 });
    // A second refund, whatever its key, changes nothing.
    expect(await points.refund({ chargeId, idempotencyKey: `refund:r:${user}` })).toEqual({
      refunded: 15,
      duplicate: true,
    });
    expect(await points.refund({ chargeId, idempotencyKey: `refund:other:${user}` })).toMatchObject({
      duplicate: true,
    });
    expect(await points.balances(user)).toMatchObject({ totalPoints: 30 });
    await expectConsistent(user);
  });

  it('refunds concurrent duplicates once', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    const chargeId = await points.charge({ userId: user, amount: 6, idempotencyKey: `cr:${user}`, reason: 't' });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => points.refund({ chargeId, idempotencyKey: `cr-refund:${i}:${user}` })),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await points.balances(user)).toMatchObject({ totalPoints: 10 });
    await expectConsistent(user);
  });

  it('gives back points whose bucket expired meanwhile and expires them again, as entries', async () => {
    const { clock, points } = setup('2026-06-10T15:00:00Z'); // 23:00 Shanghai
    const user = await makeUser(testDb.db);
    const chargeId = await points.charge({ userId: user, amount: 7, idempotencyKey: `late:${user}`, reason: 't' });
    clock.advance(2 * HOUR); // the task fails after midnight
    await points.refund({ chargeId, idempotencyKey: `late-refund:${user}` });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 10, totalPoints: 10 });
    expect((await entriesOf(user)).map((e) => [e.kind, e.amount])).toEqual([
      ['grant', 10],
      ['charge', -7],
      ['expire', -3],
      ['grant', 10],
      ['refund', 7],
      ['expire', -7],
    ]);
    await expectConsistent(user);
  });

  it('refuses to refund something that is not a charge', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    await expect(points.refund({ chargeId: 'no-such-charge', idempotencyKey: 'k-none' })).rejects.toThrow(
      /No points charge/,
    );
  });
});

describe('grants', () => {
  it('grants a source once', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    const input = { userId: user, kind: 'permanent' as const, amount: 30, sourceRef: `order:1:${user}`, reason: 't' };
    const first = await points.grant(input);
    const second = await points.grant(input);
    expect(first.created).toBe(true);
    expect(second).toEqual({ bucketId: first.bucketId, created: false });
    expect(await points.balances(user)).toMatchObject({ permanentPoints: 30 });
  });

  it('expires VIP points at the end of the business month', async () => {
    const { clock, points } = setup('2026-01-31T15:00:00Z'); // 23:00 Jan 31 Shanghai
    const user = await makeUser(testDb.db);
    await points.grant({ userId: user, kind: 'vip', amount: 40, sourceRef: `test:vipm:${user}`, reason: 't' });
    expect(await points.balances(user)).toMatchObject({ vipPoints: 40 });
    clock.set('2026-01-31T16:00:00Z'); // 00:00 Feb 1 Shanghai
    expect(await points.balances(user)).toMatchObject({ vipPoints: 0 });
    await expectConsistent(user);
  });

  it.each([
    ['no points', { amount: 0 }, RangeError],
    ['negative points', { amount: -1 }, RangeError],
    ['an expiry on permanent points', { expiresAt: new Date('2030-01-01T00:00:00Z') }, RangeError],
    ['an expiry in the past', { kind: 'daily' as const, expiresAt: new Date('2026-06-01T00:00:00Z') }, RangeError],
  ])('refuses a grant with %s and changes nothing', async (_label, change, errorType) => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    await expect(
      points.grant({ userId: user, kind: 'permanent', amount: 5, sourceRef: `bad:${user}`, reason: 't', ...change }),
    ).rejects.toThrow(errorType);
    const sources = await testDb.db.selectFrom('point_buckets').select('id').where('source_ref', '=', `bad:${user}`);
    expect(await sources.execute()).toEqual([]);
  });

  it('refuses a source reference of another user', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const a = await makeUser(testDb.db);
    const b = await makeUser(testDb.db);
    await points.grant({ userId: a, kind: 'permanent', amount: 5, sourceRef: `shared:${a}`, reason: 't' });
    await expect(
      points.grant({ userId: b, kind: 'permanent', amount: 5, sourceRef: `shared:${a}`, reason: 't' }),
    ).rejects.toThrow(/another user/);
  });

  it('keeps buckets within 0..amount in the database itself', async () => {
    const { points } = setup('2026-06-10T04:00:00Z');
    const user = await makeUser(testDb.db);
    const { bucketId } = await points.grant({
      userId: user,
      kind: 'permanent',
      amount: 5,
      sourceRef: `db:${user}`,
      reason: 't',
    });
    await expect(
      testDb.db.updateTable('point_buckets').set({ remaining: -1 }).where('id', '=', bucketId).execute(),
    ).rejects.toThrow();
    await expect(
      testDb.db.updateTable('point_buckets').set({ remaining: 6 }).where('id', '=', bucketId).execute(),
    ).rejects.toThrow();
  });
});

describe('a restart across midnight', () => {
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  async function instance(clock: ReturnType<typeof testClock>) {
    const app = await buildApp({ config: testConfig(), db: testDb.db, now: clock.now, resolveUser: headerUser });
    apps.push(app);
    return app;
  }
  const info = async (app: FastifyInstance, user: string) =>
    (await apiCall(app, 'GET', '/api/user/info', undefined, { headers: { [TEST_USER_HEADER]: user } })).json().data;

  it('grants the new day’s points once, whichever instance serves the first request', async () => {
    const clock = testClock('2026-07-01T15:59:00Z'); // 23:59 Shanghai
    const user = await makeUser(testDb.db);
    const before = await instance(clock);
    expect(await info(before, user)).toMatchObject({ dailyCount: 10, totalPoints: 10 });
    await createPointsService(pointsDeps(testDb.db, clock.now)).charge({
      userId: user,
      amount: 4,
      idempotencyKey: `restart:${user}`,
      reason: 't',
    });
    await before.close();

    clock.set('2026-07-01T16:00:30Z'); // 00:00:30 Shanghai, the next day
    const afterA = await instance(clock);
    const afterB = await instance(clock);
    const answers = await Promise.all([info(afterA, user), info(afterB, user), info(afterA, user)]);
    for (const a of answers) expect(a).toMatchObject({ dailyCount: 10, totalPoints: 10 });
    const grants = await testDb.db
      .selectFrom('point_buckets')
      .select('source_ref')
      .where('user_uuid', '=', user)
      .orderBy('source_ref')
      .execute();
    expect(grants.map((g) => g.source_ref)).toEqual([`daily:${user}:2026-07-01`, `daily:${user}:2026-07-02`]);
    await expectConsistent(user);
  });
});
