import { randomUUID } from 'node:crypto';
import {
  type PayPackage,
  type PlanPeriod,
  type Region,
  VIP_PERMISSION,
  type VipInfo,
  type VipPermission,
} from '@framewise/contracts';
import type { Db, ReadCache } from '../../db';
import { CHANNELS, publish } from '../../db';
import { featuresOf } from '../../region';
import {
  activeSubscriptions,
  addMonths,
  type PointsDeps,
  runInTransaction,
  settleAccount,
  timeZoneOf,
} from '../points';
import { FALLBACK_VIP_NAME, PERIOD_MONTHS, RANK } from './plans';
import {
  extendSubscription,
  findPlan,
  grantByKey,
  hasEverSubscribed,
  insertPlanGrant,
  insertSubscription,
  type PackageRow,
  packagesOf,
  subscriptionById,
  subscriptionForUpdate,
} from './repo';

/** The membership fields of /api/user/info and what the tier gates read. */
export interface MembershipSummary {
  /** Type of the highest-ranked running plan; '' on the free tier. */
  vipType: string;
  /** Its display name (fallback 'VIP'); '' on the free tier. */
  vipName: string;
  /** When the highest-ranked running plan ends; null on the free tier. */
  vipDate: Date | null;
  /** 0 free, 1 NORMAL ... 5 VIP2 PRO / GLOBAL_PRO. */
  rank: number;
  /** Any running plan allows the unlimited (relax) mode. */
  unlimitEnable: boolean;
  /** The user has held a plan at some time (user info's first_sub). */
  everSubscribed: boolean;
}

export const FREE_TIER: MembershipSummary = {
  vipType: '',
  vipName: '',
  vipDate: null,
  rank: RANK.NONE,
  unlimitEnable: false,
  everSubscribed: false,
};

export async function membershipOf(db: Db, userUuid: string, now: Date): Promise<MembershipSummary> {
  return (await membershipUntil(db, userUuid, now)).value;
}

/** The summary and when it stops being true by itself: the soonest end of a running plan. */
async function membershipUntil(
  db: Db,
  userUuid: string,
  now: Date,
): Promise<{ value: MembershipSummary; validUntil?: number }> {
  const running = await activeSubscriptions(db, userUuid, now);
  const top = running[0];
  if (!top) return { value: { ...FREE_TIER, everSubscribed: await hasEverSubscribed(db, userUuid) } };
  return {
    value: {
      vipType: top.plan_type,
      vipName: top.plan_name.trim() || FALLBACK_VIP_NAME,
      vipDate: top.expires_at,
      rank: top.rank,
      unlimitEnable: running.some((s) => s.unlimit_enable),
      everSubscribed: true,
    },
    validUntil: Math.min(...running.map((s) => s.expires_at.getTime())),
  };
}

/** membershipOf through the app's cache (invalidated by grantPlanPeriod on CHANNELS.membership) when it has one. */
export async function cachedMembershipOf(
  cache: ReadCache<MembershipSummary> | undefined,
  db: Db,
  userUuid: string,
  now: Date,
): Promise<MembershipSummary> {
  if (!cache) return membershipOf(db, userUuid, now);
  const summary = await cache.get(userUuid, now.getTime(), () => membershipUntil(db, userUuid, now));
  return summary ?? membershipOf(db, userUuid, now);
}

/** GET /api/user/vipInfo: the running plans, highest rank first. */
export async function vipInfoOf(db: Db, userUuid: string, now: Date): Promise<VipInfo> {
  const running = await activeSubscriptions(db, userUuid, now);
  return {
    list: running.map((s) => ({
      vip_type: s.plan_type,
      name: s.plan_name.trim() || FALLBACK_VIP_NAME,
      batch_type: s.batch_type,
      expire_time: s.expires_at.toISOString(),
    })),
  };
}

export interface GrantPlanInput {
  userId: string;
  planType: string;
  period: PlanPeriod;
  /** How many periods at once (a quantity); default 1. */
  periods?: number;
  /** UNIQUE: 'code:<id>', 'order:<id>' ... the same key never grants twice. */
  idempotencyKey: string;
  reason: string;
}

export interface PlanGrantResult {
  subscriptionId: string;
  /** The plan's end after this grant. */
  expiresAt: Date;
  /** False when the key had granted already (nothing changed). */
  created: boolean;
}

export class UnknownPlanError extends Error {
  constructor(readonly planType: string) {
    super(`Unknown plan ${planType}`);
    this.name = 'UnknownPlanError';
  }
}

/**
 * Grants plan periods (codes now, payments later), idempotent by key. A running plan is extended from its end, a
 * lapsed or new one starts now; months are counted in the plan region's business time zone. This month's VIP
 * points are topped up in the same transaction.
 */
export async function grantPlanPeriod(deps: PointsDeps, input: GrantPlanInput, db?: Db): Promise<PlanGrantResult> {
  const periods = input.periods ?? 1;
  if (!Number.isSafeInteger(periods) || periods < 1) throw new RangeError('periods must be a positive integer');
  return runInTransaction(db ?? deps.db, async (trx) => {
    const plan = await findPlan(trx, input.planType);
    if (!plan) throw new UnknownPlanError(input.planType);
    const now = deps.now();
    // Locks the user's account first, so grants, charges and settling of one user never interleave.
    await settleAccount(trx, deps, input.userId, now, plan.region);
    const previous = await grantByKey(trx, input.idempotencyKey);
    if (previous) {
      if (previous.user_uuid !== input.userId) {
        throw new Error(`Plan grant key ${input.idempotencyKey} belongs to another user`);
      }
      const sub = await subscriptionById(trx, previous.subscription_id);
      return { subscriptionId: sub.id, expiresAt: sub.expires_at, created: false };
    }

    const zone = timeZoneOf(deps.config, plan.region);
    const months = PERIOD_MONTHS[input.period] * periods;
    const current = await subscriptionForUpdate(trx, input.userId, plan.type);
    const running = current !== undefined && current.expires_at.getTime() > now.getTime();
    const startsAt = running ? current.expires_at : now;
    const endsAt = addMonths(startsAt, months, zone);
    let subscriptionId: string;
    if (current) {
      subscriptionId = current.id;
      await extendSubscription(trx, current.id, {
        batch_type: input.period,
        expires_at: endsAt,
        updated_at: now,
        ...(running ? {} : { started_at: now }),
      });
    } else {
      subscriptionId = randomUUID();
      await insertSubscription(trx, {
        id: subscriptionId,
        user_uuid: input.userId,
        plan_type: plan.type,
        batch_type: input.period,
        started_at: now,
        expires_at: endsAt,
        created_at: now,
        updated_at: now,
      });
    }
    await insertPlanGrant(trx, {
      idempotency_key: input.idempotencyKey,
      subscription_id: subscriptionId,
      user_uuid: input.userId,
      plan_type: plan.type,
      batch_type: input.period,
      starts_at: startsAt,
      ends_at: endsAt,
      reason: input.reason,
      created_at: now,
    });
    await settleAccount(trx, deps, input.userId, now);
    // Every process's cached membership of this user goes when this commits.
    await publish(trx, CHANNELS.membership, input.userId);
    return { subscriptionId, expiresAt: endsAt, created: true };
  });
}

/** The package list category of each permission id (VIP 7, ACC 4, Point 9). */
const CATEGORY_OF: Record<VipPermission, PackageRow['category']> = {
  [VIP_PERMISSION.VIP]: 'VIP',
  [VIP_PERMISSION.ACC]: 'ACC',
  [VIP_PERMISSION.POINT]: 'Point',
};

/** How the overseas build shows a price (0 decimals with this unit). */
const PRICE_UNIT = { CNY: 'CNY', USD: 'USD' } as const;

/**
 * GET /api/pay/type/list: the region's packages of one category. Overseas packages also carry `json` (points,
 * price in cents and priceUnit), which the overseas client reads; domestic ones read points and price.
 */
export async function packageList(db: Db, region: Region, permissionId: VipPermission): Promise<PayPackage[]> {
  const rows = await packagesOf(db, region, CATEGORY_OF[permissionId]);
  return rows.map((p) => ({
    type: p.type,
    category: p.category,
    name: p.name,
    points: p.points,
    price: p.price,
    batchType: p.batch_type,
    json: featuresOf(region).packagePriceJson
      ? JSON.stringify({ points: p.points, price: p.price, priceUnit: PRICE_UNIT[p.currency] })
      : null,
  }));
}
