import { overseasPackageJson, type PayPackage } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { apiCall } from '../auth/testing';
import { createPointsService } from '../points/service';
import { HOUR, headerUser, makeUser, pointsDeps, TEST_USER_HEADER, testClock } from '../points/testing';
import { PLAN_TYPES, RANK, rankOfType } from './plans';
import { allPlans } from './repo';
import { grantPlanPeriod, UnknownPlanError } from './service';
import { loadTier } from './tier-gates';

let testDb: TestDb;
let app: FastifyInstance;
const clock = testClock('2026-01-10T02:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ config: testConfig(), db: testDb.db, now: clock.now, resolveUser: headerUser });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const deps = () => pointsDeps(testDb.db, clock.now);
const as = (user: string) => ({ headers: { [TEST_USER_HEADER]: user } });
const get = async (url: string, user?: string, region: 'cn' | 'global' = 'cn') =>
  (await apiCall(app, 'GET', url, undefined, { ...(user ? as(user) : {}), region })).json();

function grant(
  user: string,
  planType: string,
  period: 'month' | 'season' | 'year',
  key = `${planType}:${Math.random()}`,
) {
  return grantPlanPeriod(deps(), { userId: user, planType, period, idempotencyKey: key, reason: 'test' });
}

describe('plans', () => {
  it('ranks NORMAL < BASE < HIGH / STD < PRO < VIP2 PRO / GLOBAL_PRO by substring', () => {
    expect(rankOfType('NORMAL')).toBeLessThan(rankOfType('BASE'));
    expect(rankOfType('BASE')).toBe(rankOfType('GLOBAL_BASE'));
    expect(rankOfType('BASE')).toBeLessThan(rankOfType('HIGH'));
    expect(rankOfType('HIGH')).toBe(rankOfType('GLOBAL_STD'));
    expect(rankOfType('HIGH')).toBeLessThan(rankOfType('PRO'));
    expect(rankOfType('PRO')).toBeLessThan(rankOfType('VIP2_PRO'));
    expect(rankOfType('VIP2_PRO')).toBe(rankOfType('GLOBAL_PRO'));
    expect(rankOfType('vip2 pro')).toBe(RANK.TOP);
    expect(rankOfType('FREE')).toBe(RANK.NONE);
  });

  it('seeds every plan type with the rank its name implies', async () => {
    const plans = await allPlans(testDb.db);
    expect(plans.map((p) => p.type).sort()).toEqual([...PLAN_TYPES.cn, ...PLAN_TYPES.global].sort());
    for (const p of plans) expect([p.type, p.rank]).toEqual([p.type, rankOfType(p.type)]);
    for (const p of plans) expect(p.monthly_points, p.type).toBeGreaterThan(0);
    // Unlimited mode from HIGH / STD up.
    for (const p of plans) expect([p.type, p.unlimit_enable]).toEqual([p.type, p.rank >= RANK.HIGH]);
  });
});

describe('GET /api/pay/type/list', () => {
  it('lists the domestic plans, three periods each, priced in fen, without login', async () => {
    const body = await get('/api/pay/type/list?permission_id=7');
    expect(body.code).toBe(0);
    const list = body.data as PayPackage[];
    expect(list).toHaveLength(PLAN_TYPES.cn.length * 3);
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(PLAN_TYPES.cn));
    const pro = list.filter((p) => p.type === 'PRO');
    expect(pro.map((p) => [p.batchType, p.price])).toEqual([
      ['month', 15900],
      ['season', 43900],
      ['year', 152900],
    ]);
    for (const p of list) {
      expect(p).toMatchObject({ category: 'VIP', json: null });
      expect(Number.isInteger(p.price)).toBe(true);
    }
    // Longer periods are cheaper per month.
    const [month, season, year] = pro.map((p) => p.price);
    expect(season!).toBeLessThan(3 * month!);
    expect(year!).toBeLessThan(4 * season!);
  });

  it('lists the overseas plans with a json price in whole US dollars', async () => {
    const list = (await get('/api/pay/type/list?permission_id=7', undefined, 'global')).data as PayPackage[];
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(PLAN_TYPES.global));
    for (const p of list) {
      const json = overseasPackageJson.parse(JSON.parse(p.json ?? ''));
      expect(json).toEqual({ points: p.points, price: p.price, priceUnit: 'USD' });
      expect(p.price % 100).toBe(0);
    }
  });

  it('lists points packages per region; the overseas base package comes first', async () => {
    const cn = (await get('/api/pay/type/list?permission_id=9')).data as PayPackage[];
    expect(cn.map((p) => [p.type, p.points, p.price, p.batchType, p.category])).toEqual([
      ['POINT_100', 100, 1000, null, 'Point'],
      ['POINT_550', 550, 5000, null, 'Point'],
      ['POINT_1200', 1200, 10000, null, 'Point'],
      ['POINT_3900', 3900, 30000, null, 'Point'],
    ]);
    const global = (await get('/api/pay/type/list?permission_id=9', undefined, 'global')).data as PayPackage[];
    expect(JSON.parse(global[0]?.json ?? '')).toEqual({ points: 500, price: 500, priceUnit: 'USD' });
  });

  it('answers an empty acceleration list: fast mode is paid in points', async () => {
    expect(await get('/api/pay/type/list?permission_id=4')).toEqual({ code: 0, data: [], msg: 'ok' });
  });

  it.each([
    ['an unknown permission id', '?permission_id=5'],
    ['a permission id that is no number', '?permission_id=vip'],
    ['no permission id', ''],
  ])('refuses %s', async (_label, query) => {
    const body = await get(`/api/pay/type/list${query}`);
    expect(body).toMatchObject({ code: 400, data: null });
  });
});

describe('membership', () => {
  it('grants a month from now, shows it in user info and vipInfo, and grants the month’s VIP points', async () => {
    clock.set('2026-01-01T16:00:00Z'); // 00:00 Jan 2 Shanghai
    const user = await makeUser(testDb.db);
    const result = await grant(user, 'PRO', 'month', `m1:${user}`);
    expect(result.created).toBe(true);
    expect(result.expiresAt.toISOString()).toBe('2026-02-01T16:00:00.000Z');

    const info = (await get('/api/user/info', user)).data;
    expect(info).toMatchObject({
      vip_type: 'PRO',
      vip_name: 'Pro',
      vip_date: '2026-02-01T16:00:00.000Z',
      unlimitEnable: true,
      first_sub: true,
      dailyCount: 10,
    });
    // The plan covers 30 of January's 31 days: ceil(5000 * 30 / 31).
    expect(info.vip_points).toBe(4839);
    expect(info.totalPoints).toBe(4849);
    expect((await get('/api/user/vipInfo', user)).data).toEqual({
      list: [{ vip_type: 'PRO', name: 'Pro', batch_type: 'month', expire_time: '2026-02-01T16:00:00.000Z' }],
    });
  });

  it('is idempotent by key and extends a running plan from its end', async () => {
    clock.set('2026-03-10T02:00:00Z');
    const user = await makeUser(testDb.db);
    const first = await grant(user, 'BASE', 'month', `k1:${user}`);
    const again = await grant(user, 'BASE', 'month', `k1:${user}`);
    expect(again).toEqual({ ...first, created: false });
    const season = await grant(user, 'BASE', 'season', `k2:${user}`);
    expect(season.subscriptionId).toBe(first.subscriptionId);
    expect(season.expiresAt.toISOString()).toBe('2026-07-10T02:00:00.000Z');
    const year = await grant(user, 'BASE', 'year', `k3:${user}`);
    expect(year.expiresAt.toISOString()).toBe('2027-07-10T02:00:00.000Z');
    const grants = await testDb.db.selectFrom('plan_grants').select('idempotency_key').where('user_uuid', '=', user);
    expect((await grants.execute()).map((g) => g.idempotency_key).sort()).toEqual(
      [`k1:${user}`, `k2:${user}`, `k3:${user}`].sort(),
    );
  });

  it('restarts a lapsed plan from now and shows the free tier in between', async () => {
    clock.set('2026-03-10T02:00:00Z');
    const user = await makeUser(testDb.db);
    await grant(user, 'HIGH', 'month');
    clock.set('2026-05-01T02:00:00Z');
    const lapsed = (await get('/api/user/info', user)).data;
    expect(lapsed).toMatchObject({
      vip_type: '',
      vip_name: '',
      vip_date: null,
      unlimitEnable: false,
      first_sub: true,
      vip_points: 0,
    });
    expect((await get('/api/user/vipInfo', user)).data).toEqual({ list: [] });
    const again = await grant(user, 'HIGH', 'month');
    expect(again.expiresAt.toISOString()).toBe('2026-06-01T02:00:00.000Z');
  });

  it('shows the highest running plan; unlimited mode when any running plan allows it', async () => {
    clock.set('2026-03-10T02:00:00Z');
    const user = await makeUser(testDb.db);
    await grant(user, 'BASE', 'year');
    expect((await get('/api/user/info', user)).data).toMatchObject({ vip_type: 'BASE', unlimitEnable: false });
    await grant(user, 'VIP2_PRO', 'month');
    await grant(user, 'NORMAL', 'season');
    const info = (await get('/api/user/info', user)).data;
    expect(info).toMatchObject({ vip_type: 'VIP2_PRO', vip_name: 'Pro+', unlimitEnable: true });
    const list = (await get('/api/user/vipInfo', user)).data.list;
    expect(list.map((v: { vip_type: string }) => v.vip_type)).toEqual(['VIP2_PRO', 'BASE', 'NORMAL']);
    expect(await loadTier(testDb.db, user, clock.now())).toEqual({ isVip: true, isProVip: true, unlimitEnable: true });
  });

  it('refuses an unknown plan', async () => {
    const user = await makeUser(testDb.db);
    await expect(grant(user, 'GOLD', 'month')).rejects.toThrow(UnknownPlanError);
    await expect(
      grantPlanPeriod(deps(), {
        userId: user,
        planType: 'PRO',
        period: 'month',
        periods: 0,
        idempotencyKey: 'z',
        reason: 't',
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe('monthly VIP points', () => {
  it('grants each Shanghai month while the plan runs, pro rata, and tops up after a renewal', async () => {
    clock.set('2026-01-15T16:00:00Z'); // 00:00 Jan 16 Shanghai
    const user = await makeUser(testDb.db);
    const points = createPointsService(deps());
    await grant(user, 'PRO', 'month'); // until 00:00 Feb 16
    // January: 16 of 31 days.
    expect(await points.balances(user)).toMatchObject({ vipPoints: Math.ceil((5000 * 16) / 31) });

    clock.set('2026-01-31T15:59:59Z'); // 23:59:59 Jan 31
    expect((await points.balances(user)).vipPoints).toBe(2581);
    clock.set('2026-01-31T16:00:00Z'); // 00:00 Feb 1: January's points expire, February's 15 of 28 days arrive
    expect((await points.balances(user)).vipPoints).toBe(Math.ceil((5000 * 15) / 28));
    const [feb] = (await points.buckets(user)).filter((b) => b.kind === 'vip');
    expect(feb?.expiresAt?.toISOString()).toBe('2026-02-28T16:00:00.000Z');

    clock.set('2026-02-10T02:00:00Z');
    await points.charge({ userId: user, amount: 2600, idempotencyKey: `vipcharge:${user}`, reason: 't' });
    await grant(user, 'PRO', 'month'); // until 00:00 Mar 16: February is now fully covered
    // The charge took today's 10 daily points first, then 2590 VIP points; the top-up brings February to 5000.
    expect((await points.balances(user)).vipPoints).toBe(5000 - 2590);

    clock.set('2026-02-28T16:00:00Z'); // 00:00 Mar 1: 15 of March's 31 days
    expect((await points.balances(user)).vipPoints).toBe(Math.ceil((5000 * 15) / 31));
    clock.set('2026-03-16T16:00:00Z'); // plan over; March's points stay until the month ends
    expect((await get('/api/user/info', user)).data).toMatchObject({ vip_type: '', vip_points: 2420 });
    clock.set('2026-03-31T16:00:00Z');
    expect((await points.balances(user)).vipPoints).toBe(0);
  });

  it('grants each UTC month for an overseas plan', async () => {
    clock.set('2026-01-31T23:00:00Z'); // the last hour of January in UTC
    const user = await makeUser(testDb.db, 'global');
    const points = createPointsService(deps());
    const { expiresAt } = await grant(user, 'GLOBAL_PRO', 'month');
    expect(expiresAt.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // One hour of January's 744: ceil(8000 / 744).
    expect((await points.balances(user)).vipPoints).toBe(11);
    clock.advance(HOUR); // 00:00 Feb 1 UTC: February minus its last hour, ceil(8000 * 671 / 672)
    expect((await points.balances(user)).vipPoints).toBe(7989);
    const info = (await get('/api/user/info', user, 'global')).data;
    expect(info).toMatchObject({ vip_type: 'GLOBAL_PRO', vip_name: 'Pro', vip_points: 7989, dailyCount: 10 });
  });
});
