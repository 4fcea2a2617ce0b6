import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashCode, normalizeCode } from '../modules/codes/code-format';
import { testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import {
  codesCreateMain,
  expiryRegion,
  parseCodesCreateArgs,
  pgliteInUse,
  resolveExpiry,
  runCodesCreate,
  UsageError,
} from './codes-create-command';

describe('codes:create arguments', () => {
  it('reads a points batch', () => {
    expect(parseCodesCreateArgs(['--points', '100', '--count', '50', '--expires', '2027-01-01'])).toEqual({
      points: 100,
      count: 50,
      expires: '2027-01-01',
      help: false,
    });
  });

  it('reads a plan batch, upper-casing the plan type', () => {
    expect(parseCodesCreateArgs(['--plan', 'pro', '--period', 'month', '--region', 'cn', '--note', 'x'])).toEqual({
      planType: 'PRO',
      period: 'month',
      count: 1,
      region: 'cn',
      note: 'x',
      help: false,
    });
  });

  it.each([
    ['nothing to grant', []],
    ['points and a plan', ['--points', '5', '--plan', 'PRO', '--period', 'month']],
    ['points and a period', ['--points', '5', '--period', 'month']],
    ['a plan without a period', ['--plan', 'PRO']],
    ['a period without a plan', ['--period', 'month']],
    ['an unknown period', ['--plan', 'PRO', '--period', 'week']],
    ['a count that is no number', ['--points', '5', '--count', 'many']],
    ['negative points', ['--points', '-5']],
    ['an unknown region', ['--points', '5', '--region', 'eu']],
    ['an unknown option', ['--points', '5', '--free']],
    ['a stray argument', ['--points', '5', 'extra']],
  ])('refuses %s', (_label, argv) => {
    expect(() => parseCodesCreateArgs(argv)).toThrow(UsageError);
  });

  it('reads --expires as 00:00 business time of the region, or an ISO instant', () => {
    expect(resolveExpiry('2027-01-01', 'Asia/Shanghai')?.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(resolveExpiry('2027-01-01', 'UTC')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(resolveExpiry('2027-01-01T12:00:00+08:00', 'UTC')?.toISOString()).toBe('2027-01-01T04:00:00.000Z');
    expect(resolveExpiry(undefined, 'UTC')).toBeNull();
    for (const bad of ['2027-02-30', '2027/01/01', 'tomorrow', '2027-01-01T12:00:00']) {
      expect(() => resolveExpiry(bad, 'UTC'), bad).toThrow(UsageError);
    }
  });

  it('takes the region of --expires from the option, an overseas plan, or the deployment', () => {
    const both = { regions: ['cn', 'global'] as const };
    expect(expiryRegion({ count: 1, help: false, points: 1 }, both)).toBe('cn');
    expect(expiryRegion({ count: 1, help: false, points: 1, region: 'global' }, both)).toBe('global');
    expect(expiryRegion({ count: 1, help: false, planType: 'GLOBAL_PRO', period: 'month' }, both)).toBe('global');
    expect(expiryRegion({ count: 1, help: false, points: 1 }, { regions: ['global'] })).toBe('global');
  });
});

describe('codes:create command', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fw-codes-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('sees a data directory PGlite has open', async () => {
    expect(pgliteInUse(dir)).toBe(false);
    await writeFile(path.join(dir, 'postmaster.pid'), '-42\n');
    expect(pgliteInUse(dir)).toBe(true);
  });

  it('prints its usage and exits 1 on bad arguments, 0 on --help', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      expect(await codesCreateMain(['--points', 'lots'])).toBe(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('--points must be a whole number');
      expect(await codesCreateMain(['--help'])).toBe(0);
      expect(String(info.mock.calls[0]?.[0])).toContain('Usage: codes:create');
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });
});

describe('runCodesCreate', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('creates the batch and returns printable codes stored by hash', async () => {
    const options = parseCodesCreateArgs(['--points', '100', '--count', '5', '--expires', '2027-01-01']);
    const now = new Date('2026-11-01T00:00:00Z');
    const result = await runCodesCreate(testDb.db, options, testConfig(), now);
    expect(result.codes).toHaveLength(5);
    for (const code of result.codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(result.summary).toContain('created 5 codes');
    expect(result.summary).toContain('until 2026-12-31T16:00:00.000Z');
    const hashes = result.codes.map((c) => hashCode(normalizeCode(c)!));
    const rows = await testDb.db
      .selectFrom('redeem_codes')
      .select('code_hash')
      .where('code_hash', 'in', hashes)
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('creates plan codes and refuses an unknown plan', async () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const plan = await runCodesCreate(
      testDb.db,
      parseCodesCreateArgs(['--plan', 'GLOBAL_STD', '--period', 'season', '--count', '2']),
      testConfig(),
      now,
    );
    expect(plan.codes).toHaveLength(2);
    expect(plan.summary).toContain('one season of GLOBAL_STD');
    await expect(
      runCodesCreate(testDb.db, parseCodesCreateArgs(['--plan', 'GOLD', '--period', 'month']), testConfig(), now),
    ).rejects.toThrow(/unknown plan type GOLD/);
    await expect(
      runCodesCreate(testDb.db, parseCodesCreateArgs(['--points', '5', '--expires', '2026-01-01']), testConfig(), now),
    ).rejects.toThrow(/in the future/);
  });
});
