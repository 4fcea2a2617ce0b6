import { ACTIVATION_CODE_MAX_LENGTH, ErrorCode } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { apiCall } from '../auth/testing';
import { HOUR, headerUser, makeUser, TEST_USER_HEADER, testClock } from '../points/testing';
import { CODE_ALPHABET, CODE_BITS, CODE_LENGTH, formatCode, hashCode, newCode, normalizeCode } from './code-format';
import { CodeBatchError, createCodes } from './service';

let testDb: TestDb;
let app: FastifyInstance;
const clock = testClock('2026-08-01T04:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ config: testConfig(), db: testDb.db, now: clock.now, resolveUser: headerUser });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.9.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};

async function redeem(user: string | null, code: unknown, options: { ip?: string; language?: string } = {}) {
  const res = await apiCall(app, 'POST', '/api/pay/exchange', code === undefined ? {} : { code }, {
    ip: options.ip ?? nextIp(),
    headers: { 'accept-language': options.language ?? 'en', ...(user ? { [TEST_USER_HEADER]: user } : {}) },
  });
  return res.json();
}

async function info(user: string) {
  return (await apiCall(app, 'GET', '/api/user/info', undefined, { headers: { [TEST_USER_HEADER]: user } })).json()
    .data;
}

async function oneCode(input: Parameters<typeof createCodes>[1] = { count: 1, points: 100 }) {
  const { codes } = await createCodes(testDb.db, input, clock.now());
  return codes[0]!;
}

describe('code format', () => {
  it('makes 16 random characters of an unambiguous alphabet: 80 bits', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(CODE_BITS).toBeGreaterThanOrEqual(64);
    const codes = new Set(Array.from({ length: 200 }, newCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
  });

  it('prints codes in groups of four that fit the input limit', () => {
    const printed = formatCode('0123456789ABCDEF');
    expect(printed).toBe('0123-4567-89AB-CDEF');
    expect(printed.length).toBeLessThanOrEqual(ACTIVATION_CODE_MAX_LENGTH);
  });

  it('reads codes forgivingly and refuses what cannot be one', () => {
    expect(normalizeCode('0123-4567-89ab-cdef')).toBe('0123456789ABCDEF');
    expect(normalizeCode(' 0123 4567 89AB CDEF ')).toBe('0123456789ABCDEF');
    expect(normalizeCode('O123-4567-89AB-CDEF')).toBe('0123456789ABCDEF');
    expect(normalizeCode('0I23-4567-89AB-CDEF')).toBe('0123456789ABCDEF');
    expect(normalizeCode('0L23-4567-89AB-CDEF')).toBe('0123456789ABCDEF');
    expect(normalizeCode('0123-4567-89AB-CDE')).toBeUndefined();
    expect(normalizeCode('0123-4567-89AB-CDEU')).toBeUndefined();
    expect(normalizeCode('0123-4567-89AB-CDE!')).toBeUndefined();
  });
});

describe('createCodes', () => {
  it('stores only hashes and a 4-character hint', async () => {
    const { batchId, codes } = await createCodes(testDb.db, { count: 3, points: 50, note: 'launch' }, clock.now());
    expect(codes).toHaveLength(3);
    const rows = await testDb.db.selectFrom('redeem_codes').selectAll().where('batch_id', '=', batchId).execute();
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      const plain = normalizeCode(code)!;
      expect(stored).not.toContain(plain);
      expect(rows.some((r) => r.code_hash === hashCode(plain) && r.hint === plain.slice(-4))).toBe(true);
    }
  });

  it.each([
    ['no codes', { count: 0, points: 10 }],
    ['too many codes', { count: 10_001, points: 10 }],
    ['zero points', { count: 1, points: 0 }],
    ['fractional points', { count: 1, points: 1.5 }],
    ['points and a plan', { count: 1, points: 10, planType: 'PRO', period: 'month' as const }],
    ['neither points nor a plan', { count: 1 }],
    ['a plan without a period', { count: 1, planType: 'PRO' }],
    ['a period without a plan', { count: 1, period: 'month' as const }],
    ['an unknown plan', { count: 1, planType: 'GOLD', period: 'month' as const }],
    ['an unknown period', { count: 1, planType: 'PRO', period: 'week' as 'month' }],
    ['an expiry in the past', { count: 1, points: 10, expiresAt: new Date('2026-07-01T00:00:00Z') }],
  ])('refuses a batch with %s and creates nothing', async (_label, input) => {
    const before = await testDb.db.selectFrom('code_batches').select((eb) => eb.fn.countAll<string>().as('n'));
    const n = Number((await before.executeTakeFirstOrThrow()).n);
    await expect(createCodes(testDb.db, input, clock.now())).rejects.toThrow(CodeBatchError);
    expect(Number((await before.executeTakeFirstOrThrow()).n)).toBe(n);
  });
});

describe('POST /api/pay/exchange', () => {
  it('redeems a points code once; the balance in user info goes up', async () => {
    const user = await makeUser(testDb.db);
    const code = await oneCode({ count: 1, points: 100 });
    expect(await redeem(user, code)).toEqual({ code: 0, data: { points: 100, vip_type: null }, msg: 'ok' });
    expect(await info(user)).toMatchObject({ permanentPoints: 100, totalPoints: 110 });
    expect(await redeem(user, code)).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: null,
      msg: 'This code has already been used.',
    });
    const other = await makeUser(testDb.db);
    expect(await redeem(other, code, { language: 'zh' })).toMatchObject({ code: 409, msg: '该兑换码已被使用' });
    expect(await info(user)).toMatchObject({ permanentPoints: 100 });
  });

  it('accepts the code in lower case, without dashes, with look-alike letters', async () => {
    const user = await makeUser(testDb.db);
    const code = await oneCode({ count: 1, points: 7 });
    const typed = code.replaceAll('-', '').toLowerCase().replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await redeem(user, typed)).data).toEqual({ points: 7, vip_type: null });
  });

  it('redeems a plan code for a plan period', async () => {
    const user = await makeUser(testDb.db);
    const code = await oneCode({ count: 1, planType: 'PRO', period: 'month' });
    expect((await redeem(user, code)).data).toEqual({ points: 0, vip_type: 'PRO' });
    const after = await info(user);
    expect(after).toMatchObject({ vip_type: 'PRO', vip_name: 'Pro', unlimitEnable: true });
    expect(after.vip_points).toBeGreaterThan(0);
    expect(after.vip_date).toBe('2026-09-01T04:00:00.000Z');
  });

  it('refuses an expired code', async () => {
    const user = await makeUser(testDb.db);
    const code = await oneCode({ count: 1, points: 5, expiresAt: new Date(clock.now().getTime() + HOUR) });
    clock.advance(HOUR);
    try {
      expect(await redeem(user, code)).toMatchObject({ code: 400, data: null, msg: 'This code has expired.' });
      expect(await info(user)).toMatchObject({ permanentPoints: 0 });
    } finally {
      clock.advance(-HOUR);
    }
  });

  it.each([
    ['an unknown code', '0000-0000-0000-0000', 400, 'This code is not valid. Please check it and try again.'],
    ['a code of the wrong shape', 'HELLO', 400, 'This code is not valid. Please check it and try again.'],
    ['an empty code', '', 400, 'Please enter the gift or activation code'],
    ['a blank code', '   ', 400, 'Please enter the gift or activation code'],
    ['no code', undefined, 400, 'Please enter the gift or activation code'],
    ['a code of 21 characters', 'A'.repeat(21), 400, '20 characters'],
    ['a code that is not text', 12345, 400, 'Please enter the gift or activation code'],
  ])('refuses %s and changes nothing', async (_label, code, status, msg) => {
    const user = await makeUser(testDb.db);
    const before = await info(user);
    const body = await redeem(user, code);
    expect(body).toMatchObject({ code: status, data: null });
    expect(body.msg).toContain(msg);
    expect(await info(user)).toEqual(before);
  });

  it('needs a login', async () => {
    const code = await oneCode();
    expect(await redeem(null, code)).toMatchObject({ code: 401, data: null });
  });

  it('limits tries per user per hour, wrong ones included', async () => {
    const user = await makeUser(testDb.db);
    for (let i = 0; i < 10; i++) expect((await redeem(user, 'WRONG-CODE')).code).toBe(400);
    const code = await oneCode({ count: 1, points: 9 });
    expect(await redeem(user, code)).toMatchObject({
      code: ErrorCode.RATE_LIMITED,
      data: null,
      msg: 'Too many code attempts. Please try again in an hour.',
    });
    clock.advance(HOUR + 1000);
    expect((await redeem(user, code)).data).toEqual({ points: 9, vip_type: null });
  });

  it('limits tries per client address per hour, across users', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await redeem(await makeUser(testDb.db), 'WRONG-CODE', { ip })).code).toBe(400);
    }
    const code = await oneCode({ count: 1, points: 3 });
    const user = await makeUser(testDb.db);
    expect(await redeem(user, code, { ip })).toMatchObject({
      code: 429,
      msg: 'Too many code attempts from this network. Please try again later.',
    });
    expect((await redeem(user, code, { ip: '10.200.0.2' })).data).toEqual({ points: 3, vip_type: null });
  });

  it('lets exactly one of 50 concurrent redemptions of one code succeed, granting the points once', async () => {
    const code = await oneCode({ count: 1, points: 250 });
    const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(testDb.db)));
    const answers = await Promise.all(users.map((u) => redeem(u, code)));
    const winners = answers.filter((a) => a.code === 0);
    expect(winners).toEqual([{ code: 0, data: { points: 250, vip_type: null }, msg: 'ok' }]);
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect(a).toMatchObject({ code: 409, data: null, msg: 'This code has already been used.' });
    }
    const granted = await testDb.db
      .selectFrom('point_buckets')
      .select(['user_uuid', 'amount'])
      .where('user_uuid', 'in', users)
      .where('kind', '=', 'permanent')
      .execute();
    expect(granted).toHaveLength(1);
    expect(granted[0]?.amount).toBe(250);
    const redeemed = await sql<{ n: string }>`select count(*) as n from redeem_codes
      where code_hash = ${hashCode(normalizeCode(code)!)} and redeemed_by is not null`.execute(testDb.db);
    expect(Number(redeemed.rows[0]?.n)).toBe(1);
  });
});

describe('POST /api/test/codes', () => {
  it('creates redeemable codes with test hooks on, and does not exist without them', async () => {
    const hooked = await buildApp({
      config: testConfig({ FRAMEWISE_TEST_HOOKS: '1' }),
      db: testDb.db,
      now: clock.now,
      resolveUser: headerUser,
    });
    try {
      const made = await hooked.inject({ method: 'POST', url: '/api/test/codes', payload: { points: 42, count: 2 } });
      const { codes } = made.json().data;
      expect(codes).toHaveLength(2);
      const user = await makeUser(testDb.db);
      expect((await redeem(user, codes[0])).data).toEqual({ points: 42, vip_type: null });
      const plan = await hooked.inject({
        method: 'POST',
        url: '/api/test/codes',
        payload: { plan: 'GLOBAL_BASE', period: 'month' },
      });
      expect(plan.json().data.codes).toHaveLength(1);
      const bad = await hooked.inject({
        method: 'POST',
        url: '/api/test/codes',
        payload: { plan: 'GOLD', period: 'month' },
      });
      expect(bad.json()).toMatchObject({ code: 400, msg: 'unknown plan type GOLD' });
    } finally {
      await hooked.close();
    }
    const plain = await app.inject({ method: 'POST', url: '/api/test/codes', payload: { points: 1 } });
    expect(plain.json()).toMatchObject({ code: 404 });
  });
});
