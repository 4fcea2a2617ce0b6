import type { Region } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createTestDb, type TestDb } from '../../testing/db';
import { grantPlanPeriod } from '../membership/service';
import { checkLedger } from './ledger-checks';
import { type BucketView, createPointsService, POINTS_ERRORS } from './service';
import { HOUR, makeUser, pointsDeps, testClock } from './testing';

/**
 * Property test of the ledger: random sequences of grants, plan periods, shares, charges, refunds and the passing of
 * time (hence expiries and daily / monthly grants) over simulated weeks, for users in both business time zones.
 * After every step: no balance is negative, sum(entries) = sum(remaining) per user and per bucket, no charge is
 * refunded twice; a charge takes exactly its amount in spending order or fails changing nothing; a refund gives
 * back exactly its charge's lines. PROPERTY_SEED=<n> replays one sequence.
 */

/** mulberry32: a small seeded PRNG, so a failing sequence replays exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

const SEEDS = process.env.PROPERTY_SEED ? [Number(process.env.PROPERTY_SEED)] : [1, 7, 2026];
const STEPS = 160;

interface Charge {
  id: string;
  userId: string;
  amount: number;
  refunded: boolean;
}

const total = (buckets: BucketView[]) => buckets.reduce((s, b) => s + b.remaining, 0);

const KIND_ORDER = { daily: 0, vip: 1, permanent: 2 } as const;

/**
 * The spending order (docs/product.md, "Points"), written here independently of the service: soonest expiry
 * first, permanent (no expiry) last, daily before VIP on the same expiry. Buckets equal on both form one group,
 * spent in any order among them.
 */
function spendingGroups(buckets: BucketView[]): BucketView[][] {
  const key = (b: BucketView) =>
    `${b.expiresAt ? String(b.expiresAt.getTime()).padStart(16, '0') : 'z'}:${KIND_ORDER[b.kind]}`;
  const groups = new Map<string, BucketView[]>();
  for (const b of [...buckets].sort((x, y) => key(x).localeCompare(key(y)))) {
    groups.set(key(b), [...(groups.get(key(b)) ?? []), b]);
  }
  return [...groups.values()];
}

/** What a charge took must be a prefix of the spending order: whole groups, then part of one, then nothing. */
function assertSpendingOrder(before: BucketView[], after: BucketView[], amount: number, context: string): void {
  const left = new Map(after.map((b) => [b.id, b.remaining]));
  let partialSeen = false;
  let taken = 0;
  for (const group of spendingGroups(before)) {
    const had = total(group);
    const take = group.reduce((s, b) => s + b.remaining - (left.get(b.id) ?? 0), 0);
    taken += take;
    if (partialSeen) expect(take, `${context}: took ${group[0]?.kind} points out of order`).toBe(0);
    else if (take < had) partialSeen = true;
  }
  expect(taken, context).toBe(amount);
}

describe('points ledger properties', () => {
  for (const seed of SEEDS) {
    it(`holds its invariants over a random sequence (seed ${seed})`, async () => {
      const rnd = prng(seed);
      // Start just before a Shanghai midnight at the end of a month, so day and month rollovers come early.
      const clock = testClock('2026-01-30T14:00:00Z');
      const deps = pointsDeps(testDb.db, clock.now);
      const points = createPointsService(deps);
      const regions: Region[] = ['cn', 'global', 'cn'];
      const users: string[] = [];
      for (const region of regions) users.push(await makeUser(testDb.db, region));
      const charges: Charge[] = [];
      let serial = 0;

      for (let step = 0; step < STEPS; step++) {
        const userId = rnd.pick(users);
        const context = `seed ${seed}, step ${step}`;
        const op = rnd.int(0, 99);
        serial++;
        if (op < 12) {
          clock.advance(rnd.int(1, 30) * HOUR + rnd.int(0, 59) * 60_000);
        } else if (op < 22) {
          await points.grant({
            userId,
            kind: rnd.pick(['permanent', 'vip', 'daily'] as const),
            amount: rnd.int(1, 60),
            sourceRef: `prop:${seed}:${serial}`,
            reason: 'property test',
          });
        } else if (op < 26) {
          await grantPlanPeriod(deps, {
            userId,
            planType: rnd.pick(['NORMAL', 'BASE', 'PRO', 'GLOBAL_STD']),
            period: rnd.pick(['month', 'season'] as const),
            idempotencyKey: `prop-plan:${seed}:${serial}`,
            reason: 'property test',
          });
        } else if (op < 30) {
          await points.grantShareBonus(userId);
        } else if (op < 75) {
          const amount = rnd.int(1, 80);
          const before = await points.buckets(userId);
          try {
            const id = await points.charge({
              userId,
              amount,
              idempotencyKey: `prop-charge:${seed}:${serial}`,
              reason: 'property test',
            });
            charges.push({ id, userId, amount, refunded: false });
            expect(total(before), `${context}: charged more than there was`).toBeGreaterThanOrEqual(amount);
            assertSpendingOrder(before, await points.buckets(userId), amount, context);
          } catch (error) {
            if (!(error instanceof AppError) || error.message !== POINTS_ERRORS.notEnough) throw error;
            expect(total(before), `${context}: refused with enough points`).toBeLessThan(amount);
            expect(await points.buckets(userId), `${context}: a refused charge changed something`).toEqual(before);
          }
        } else if (charges.length > 0) {
          const charge = rnd.pick(charges);
          const result = await points.refund({ chargeId: charge.id, idempotencyKey: `prop-refund:${seed}:${serial}` });
          expect(result, context).toEqual({ refunded: charge.amount, duplicate: charge.refunded });
          charge.refunded = true;
        }

        const balances = await points.balances(userId);
        for (const value of Object.values(balances)) expect(value, context).toBeGreaterThanOrEqual(0);
        expect(balances.totalPoints, context).toBe(balances.permanentPoints + balances.vipPoints + balances.dailyCount);
        const check = await checkLedger(testDb.db, userId);
        expect(check.mismatchedBuckets, context).toEqual([]);
        expect(check.outOfRange, context).toEqual([]);
        expect(check.refundedTwice, context).toEqual([]);
        expect(check.sumOfEntries, context).toBe(check.sumOfRemaining);
      }

      // Every refund is the exact mirror of its charge, bucket by bucket.
      const mirrored = await testDb.db
        .selectFrom('point_entries as r')
        .innerJoin('point_entry_lines as rl', 'rl.entry_id', 'r.id')
        .leftJoin('point_entry_lines as cl', (join) =>
          join.onRef('cl.entry_id', '=', 'r.refund_of').onRef('cl.bucket_id', '=', 'rl.bucket_id'),
        )
        .select(['r.id', 'rl.delta as refundDelta', 'cl.delta as chargeDelta'])
        .where('r.kind', '=', 'refund')
        .where('r.user_uuid', 'in', users)
        .execute();
      for (const line of mirrored) expect(line.refundDelta, `refund ${line.id}`).toBe(-(line.chargeDelta ?? 0));
      expect(charges.length).toBeGreaterThan(10);
      expect(charges.some((c) => c.refunded)).toBe(true);
    });
  }
});
