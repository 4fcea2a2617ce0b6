import type { KyselyPlugin, OperationNode, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import type { Db } from '../../db/schema';
import { createTestDb, type TestDb } from '../../testing/db';
import { startLocalPostgres } from '../../testing/local-postgres';
import { grantPlanPeriod } from '../membership/service';
import { createPointsService } from './service';
import { HOUR, makeUser, pointsDeps, testClock } from './testing';

/**
 * Balance reads settle (lock the account row, write grants and expiries) only when something is due: a new
 * business day, a lapsed bucket. Between those, /api/user/info's points are two plain selects.
 */

/** The statements a Kysely handle runs, as "insert" / "update" / "delete" / "select" / "select for update". */
function recorder(db: Db) {
  const seen: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const kind = (node as OperationNode).kind.replace('QueryNode', '').toLowerCase();
      seen.push(kind === 'select' && JSON.stringify(node).includes('"ForUpdate"') ? 'select for update' : kind);
      return node;
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
  };
  return { db: db.withPlugin(plugin), seen };
}

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe('settling only when due', () => {
  it('reads within a business day lock nothing and write nothing, yet a new day still grants', async () => {
    const clock = testClock('2026-03-10T02:00:00Z'); // 10:00 Shanghai
    const user = await makeUser(testDb.db, 'cn');
    const { db, seen } = recorder(testDb.db);
    const points = createPointsService(pointsDeps(db, clock.now));

    expect(await points.balances(user)).toMatchObject({ dailyCount: 10, totalPoints: 10 });
    expect(seen).toContain('select for update'); // the first read of the day settles
    expect(seen).toContain('insert');

    seen.length = 0;
    clock.advance(13 * HOUR); // 23:00 the same day
    for (let i = 0; i < 3; i++) expect(await points.balances(user)).toMatchObject({ dailyCount: 10 });
    expect((await points.buckets(user)).map((b) => b.kind)).toEqual(['daily']);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s !== 'select')).toEqual([]);

    clock.advance(HOUR); // 00:00 the next day
    await points.charge({ userId: user, amount: 3, idempotencyKey: `due:${user}`, reason: 't' });
    expect(await points.balances(user)).toMatchObject({ dailyCount: 7 });
    const grants = await testDb.db
      .selectFrom('point_buckets')
      .select('source_ref')
      .where('user_uuid', '=', user)
      .orderBy('source_ref')
      .execute();
    expect(grants.map((g) => g.source_ref)).toEqual([`daily:${user}:2026-03-10`, `daily:${user}:2026-03-11`]);
  });

  it('settles at a bucket’s own expiry before the day ends, writing the expiry entry once', async () => {
    const clock = testClock('2026-03-10T02:00:00Z');
    const user = await makeUser(testDb.db, 'cn');
    const points = createPointsService(pointsDeps(testDb.db, clock.now));
    await points.balances(user);
    await points.grant({
      userId: user,
      kind: 'vip',
      amount: 50,
      sourceRef: `short:${user}`,
      reason: 'short-lived',
      expiresAt: new Date('2026-03-10T04:00:00Z'),
    });
    expect(await points.balances(user)).toMatchObject({ vipPoints: 50 });
    clock.set('2026-03-10T04:00:01Z');
    expect(await points.balances(user)).toMatchObject({ vipPoints: 0, dailyCount: 10 });
    expect(await points.balances(user)).toMatchObject({ vipPoints: 0 });
    const expiries = await testDb.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_uuid', '=', user)
      .where('kind', '=', 'expire')
      .execute();
    expect(expiries).toEqual([{ amount: -50 }]);
  });

  it('a plan bought mid-day shows its VIP points on the very next read', async () => {
    const clock = testClock('2026-03-10T02:00:00Z');
    const user = await makeUser(testDb.db, 'cn');
    const deps = pointsDeps(testDb.db, clock.now);
    const points = createPointsService(deps);
    expect(await points.balances(user)).toMatchObject({ vipPoints: 0 });
    const plan = await testDb.db
      .selectFrom('plans')
      .select('type')
      .where('region', '=', 'cn')
      .executeTakeFirstOrThrow();
    await grantPlanPeriod(deps, {
      userId: user,
      planType: plan.type,
      period: 'month',
      idempotencyKey: `p:${user}`,
      reason: 't',
    });
    expect((await points.balances(user)).vipPoints).toBeGreaterThan(0);
  });
});

describe('concurrent first reads of a day on PostgreSQL', () => {
  it('grant the day’s points exactly once across many connections', async () => {
    const pg = await startLocalPostgres({ maxConnections: 40 });
    const dbs: Db[] = [];
    try {
      const first = await openDatabase({ kind: 'postgres', url: pg.url });
      dbs.push(first);
      await migrate(first);
      for (let i = 0; i < 3; i++) dbs.push(await openDatabase({ kind: 'postgres', url: pg.url }));
      const clock = testClock('2026-03-10T15:59:00Z'); // 23:59 Shanghai
      const users = [await makeUser(first, 'cn'), await makeUser(first, 'cn')];
      for (const u of users) await createPointsService(pointsDeps(first, clock.now)).balances(u);
      clock.set('2026-03-10T16:00:01Z'); // a new day: every read below finds the account due
      const services = dbs.map((db) => createPointsService(pointsDeps(db, clock.now)));
      const reads = await Promise.all(
        Array.from({ length: 40 }, (_, i) => services[i % services.length]!.balances(users[i % 2]!)),
      );
      for (const r of reads) expect(r).toMatchObject({ dailyCount: 10, totalPoints: 10 });
      for (const u of users) {
        const grants = await first
          .selectFrom('point_buckets')
          .select('source_ref')
          .where('user_uuid', '=', u)
          .orderBy('source_ref')
          .execute();
        expect(grants.map((g) => g.source_ref)).toEqual([`daily:${u}:2026-03-10`, `daily:${u}:2026-03-11`]);
      }
    } finally {
      for (const db of dbs) await db.destroy();
      await pg.stop();
    }
  }, 60_000);
});
