import { ERROR_KEYS, ErrorCode, type Region } from '@framewise/contracts';
import type { Config } from '../../config';
import type { Db, PointBucketKind } from '../../db';
import { AppError } from '../../http';
import { regionOfLogin } from '../../region';
import { dayKey, endOfDay, endOfMonth, monthKey, startOfMonth } from './business-time';
import {
  activeSubscriptions,
  appendEntry,
  type BucketRow,
  bucketBySource,
  countBySourcePrefix,
  dueBuckets,
  entryById,
  entryByKey,
  groupAmount,
  hasIdentity,
  insertBucket,
  linesOf,
  liveBuckets,
  liveTotals,
  lockAccount,
  type PointsSnapshot,
  refundOf,
  setRemaining,
  settleDueAt,
  settleDueBy,
  spendableBuckets,
  storeSettleDue,
} from './repo';

/** Message keys of the points ledger (packages/i18n resources/membership-errors.ts). */
export const POINTS_ERRORS = {
  notEnough: ERROR_KEYS.notEnoughPoints,
} as const;

/** What the points rules need from the app: the database, the business clock and the points settings. */
export interface PointsDeps {
  db: Db;
  config: Pick<Config, 'regions' | 'businessTimeZones' | 'points'>;
  now: () => Date;
}

/** Unexpired points left, by kind (user info's permanentPoints, vip_points, dailyCount and totalPoints). */
export interface PointBalances {
  permanentPoints: number;
  vipPoints: number;
  dailyCount: number;
  totalPoints: number;
}

export interface BucketView {
  id: string;
  kind: PointBucketKind;
  amount: number;
  remaining: number;
  /** Null for permanent points. */
  expiresAt: Date | null;
}

/**
 * Runs fn in a transaction, or in the caller's when db already is one, so the ledger calls compose with a module's
 * own writes (a task and its charge commit together). Inside, use only the handle fn receives: PGlite has one
 * connection, and a query on the outer handle would wait for the transaction forever.
 */
export async function runInTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** The time zone where a user's business days and months start. */
export function timeZoneOf(config: PointsDeps['config'], region: Region): string {
  return config.businessTimeZones[region];
}

/**
 * The region a user's points account gets on first use when the caller does not know it: the deployment's only
 * region, else overseas for Google accounts and domestic for the rest.
 */
async function guessRegion(trx: Db, config: PointsDeps['config'], userUuid: string): Promise<Region> {
  if (config.regions.length === 1 && config.regions[0]) return config.regions[0];
  return regionOfLogin(await hasIdentity(trx, userUuid, 'google'));
}

export interface Account {
  userUuid: string;
  region: Region;
  timeZone: string;
}

/**
 * Locks the user's points account for the transaction and brings it up to `now`: writes expiry entries for lapsed
 * buckets, grants today's daily points and tops up this month's VIP points for every running plan. Every grant
 * is named by a UNIQUE source reference, so repeating this (other processes, restarts, missed days) grants nothing
 * twice. Grants happen lazily here, on the user's first request of a business day; the account then records when
 * it is next due (day end or the soonest bucket expiry), so reads before that skip settling (isSettled).
 */
export async function settleAccount(
  trx: Db,
  deps: PointsDeps,
  userUuid: string,
  now: Date,
  region?: Region,
): Promise<Account> {
  const locked = await lockAccount(trx, userUuid, async () => region ?? guessRegion(trx, deps.config, userUuid), now);
  const account: Account = { userUuid, region: locked.region, timeZone: timeZoneOf(deps.config, locked.region) };
  await expireDue(trx, account, now);
  const { dailyPoints } = deps.config.points;
  if (dailyPoints > 0) {
    const day = dayKey(now, account.timeZone);
    await grantBucket(trx, account, {
      kind: 'daily',
      amount: dailyPoints,
      expiresAt: endOfDay(now, account.timeZone),
      sourceRef: `daily:${userUuid}:${day}`,
      reason: `daily ${day}`,
      now,
    });
  }
  await grantVipMonth(trx, account, now);
  await storeSettleDue(trx, userUuid, endOfDay(now, account.timeZone), now);
  return account;
}

/** A cheap, lock-free check: the account exists and nothing is due (no new day, no lapsed bucket) at `now`. */
async function isSettled(db: Db, userUuid: string, now: Date): Promise<boolean> {
  return settledBy(await settleDueAt(db, userUuid), now);
}

function settledBy(due: Date | null | undefined, now: Date): boolean {
  return due instanceof Date && now.getTime() < due.getTime();
}

function balancesOf(t: Record<PointBucketKind, number>): PointBalances {
  return {
    permanentPoints: t.permanent,
    vipPoints: t.vip,
    dailyCount: t.daily,
    totalPoints: t.permanent + t.vip + t.daily,
  };
}

/**
 * VIP points of the current business month for each running plan: the plan's monthly points times the part of the
 * month the plan covers (rounded up), so a plan bought on the 20th gets about a third and a renewal tops the month
 * up. The first grant of a month is 'vip:<subscription>:<yyyy-mm>', a top-up to level L is '...:<L>'.
 */
async function grantVipMonth(trx: Db, account: Account, now: Date): Promise<void> {
  const monthStart = startOfMonth(now, account.timeZone);
  const monthEnd = endOfMonth(now, account.timeZone);
  const month = monthKey(now, account.timeZone);
  const monthMs = monthEnd.getTime() - monthStart.getTime();
  for (const sub of await activeSubscriptions(trx, account.userUuid, now)) {
    if (sub.monthly_points <= 0) continue;
    const from = Math.max(sub.started_at.getTime(), monthStart.getTime());
    const to = Math.min(sub.expires_at.getTime(), monthEnd.getTime());
    if (to <= from) continue;
    const entitled = Math.ceil((sub.monthly_points * (to - from)) / monthMs);
    const group = `vip:${sub.id}:${month}`;
    const granted = await groupAmount(trx, group);
    if (entitled <= granted) continue;
    await grantBucket(trx, account, {
      kind: 'vip',
      amount: entitled - granted,
      expiresAt: monthEnd,
      sourceRef: granted === 0 ? group : `${group}:${entitled}`,
      grantGroup: group,
      reason: `vip ${sub.plan_type} ${month}`,
      now,
    });
  }
}

/** Expiry as explicit ledger entries: each lapsed bucket's remaining points go, one entry per bucket. */
async function expireDue(trx: Db, account: Account, now: Date): Promise<void> {
  for (const bucket of await dueBuckets(trx, account.userUuid, now)) {
    await expireBucket(trx, bucket, `expire:${bucket.id}`, now);
  }
}

async function expireBucket(trx: Db, bucket: BucketRow, idempotencyKey: string, now: Date): Promise<void> {
  await setRemaining(trx, bucket.id, 0);
  await appendEntry(trx, {
    userUuid: bucket.user_uuid,
    kind: 'expire',
    idempotencyKey,
    reason: `${bucket.kind} points expired`,
    lines: [{ bucketId: bucket.id, delta: -bucket.remaining }],
    now,
  });
}

interface BucketGrant {
  kind: PointBucketKind;
  amount: number;
  expiresAt: Date | null;
  sourceRef: string;
  grantGroup?: string;
  idempotencyKey?: string;
  reason: string;
  now: Date;
}

/** Creates the bucket and its grant entry once per source reference; returns the bucket and whether it is new. */
async function grantBucket(
  trx: Db,
  account: Account,
  grant: BucketGrant,
): Promise<{ bucketId: string; created: boolean }> {
  const bucket = await insertBucket(trx, { ...grant, userUuid: account.userUuid });
  if (!bucket) {
    const existing = await bucketBySource(trx, grant.sourceRef);
    if (!existing || existing.user_uuid !== account.userUuid) {
      throw new Error(`Points source ${grant.sourceRef} belongs to another user`);
    }
    return { bucketId: existing.id, created: false };
  }
  if (grant.expiresAt) await settleDueBy(trx, account.userUuid, grant.expiresAt);
  await appendEntry(trx, {
    userUuid: account.userUuid,
    kind: 'grant',
    idempotencyKey: grant.idempotencyKey ?? `grant:${grant.sourceRef}`,
    reason: grant.reason,
    lines: [{ bucketId: bucket.id, delta: grant.amount }],
    now: grant.now,
  });
  return { bucketId: bucket.id, created: true };
}

function assertPoints(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`${what} must be a positive integer`);
}

export interface GrantInput {
  userId: string;
  kind: PointBucketKind;
  amount: number;
  /** UNIQUE: the same source never grants twice ('order:<id>', 'code:<id>' ...). */
  sourceRef: string;
  /** Defaults to 'grant:<sourceRef>'. */
  idempotencyKey?: string;
  reason: string;
  /** Daily and VIP points only; defaults to the end of the business day / month. Permanent points never expire. */
  expiresAt?: Date;
  /** Fixes the business time zone of a user's first points. */
  region?: Region;
}

export interface ChargeInput {
  userId: string;
  amount: number;
  /** UNIQUE: retrying a charge with its key returns the first charge's id. */
  idempotencyKey: string;
  reason: string;
  region?: Region;
}

export interface RefundInput {
  chargeId: string;
  idempotencyKey: string;
  reason?: string;
}

export interface RefundResult {
  /** Points given back (equal to what the charge took). */
  refunded: number;
  /** True when the charge had been refunded already: nothing changed this time. */
  duplicate: boolean;
}

export interface PointsService {
  /** Balances after settling today's daily points, this month's VIP points and expiries. */
  balances(userId: string, options?: { region?: Region; db?: Db }): Promise<PointBalances>;
  /**
   * balances() from a snapshot read at `at` with other data (repo pointsColumns): no statement at all unless a
   * settle is due, when it is balances() itself.
   */
  balancesFrom(
    snapshot: PointsSnapshot,
    at: Date,
    userId: string,
    options?: { region?: Region; db?: Db },
  ): Promise<PointBalances>;
  /** The unexpired buckets behind the balances, in spending order (the points breakdown with expiry texts). */
  buckets(userId: string, options?: { region?: Region; db?: Db }): Promise<BucketView[]>;
  grant(input: GrantInput, db?: Db): Promise<{ bucketId: string; created: boolean }>;
  /** Takes points soonest-expiring first, or throws AppError 'not enough points' and changes nothing. */
  charge(input: ChargeInput, db?: Db): Promise<string>;
  /** Gives a charge's points back to the buckets it took them from, once per charge. */
  refund(input: RefundInput, db?: Db): Promise<RefundResult>;
  /** Current-day points for sharing to a group chat, up to the daily number of bonuses; returns points granted. */
  grantShareBonus(userId: string, options?: { region?: Region; db?: Db }): Promise<number>;
  /** grantShareBonus with how many more bonuses today allows after this one. */
  claimShareBonus(
    userId: string,
    options?: { region?: Region; db?: Db },
  ): Promise<{ points: number; remaining: number }>;
}

export function createPointsService(deps: PointsDeps): PointsService {
  const tx = <T>(db: Db | undefined, fn: (trx: Db) => Promise<T>) => runInTransaction(db ?? deps.db, fn);
  // Reads settle (locking the account) only when something is due; otherwise they lock and write nothing.
  const settledRead = async <T>(
    userId: string,
    options: { region?: Region; db?: Db },
    read: (db: Db, now: Date) => Promise<T>,
  ): Promise<T> => {
    const now = deps.now();
    const db = options.db ?? deps.db;
    if (await isSettled(db, userId, now)) return read(db, now);
    return tx(db, async (trx) => {
      await settleAccount(trx, deps, userId, now, options.region);
      return read(trx, now);
    });
  };

  const claimShareBonus = (userId: string, options: { region?: Region; db?: Db }) =>
    tx(options.db, async (trx) => {
      const { shareBonusPoints, shareBonusPerDay } = deps.config.points;
      if (shareBonusPoints <= 0 || shareBonusPerDay <= 0) return { points: 0, remaining: 0 };
      const now = deps.now();
      const account = await settleAccount(trx, deps, userId, now, options.region);
      const prefix = `share:${userId}:${dayKey(now, account.timeZone)}:`;
      const taken = await countBySourcePrefix(trx, userId, prefix);
      if (taken >= shareBonusPerDay) return { points: 0, remaining: 0 };
      await grantBucket(trx, account, {
        kind: 'daily',
        amount: shareBonusPoints,
        expiresAt: endOfDay(now, account.timeZone),
        sourceRef: `${prefix}${taken + 1}`,
        reason: 'share to a group chat',
        now,
      });
      return { points: shareBonusPoints, remaining: shareBonusPerDay - taken - 1 };
    });

  const points: PointsService = {
    balances: (userId, options = {}) => settledRead(userId, options, (db, now) => readBalances(db, userId, now)),

    balancesFrom: (snapshot, at, userId, options = {}) =>
      settledBy(snapshot.settleDueAt, at)
        ? Promise.resolve(balancesOf(snapshot.totals))
        : points.balances(userId, options),

    buckets: (userId, options = {}) =>
      settledRead(userId, options, async (db, now) =>
        (await liveBuckets(db, userId, now)).map((b) => ({
          id: b.id,
          kind: b.kind,
          amount: b.amount,
          remaining: b.remaining,
          expiresAt: b.expires_at,
        })),
      ),

    grant: (input, db) =>
      tx(db, async (trx) => {
        assertPoints(input.amount, 'Granted points');
        const now = deps.now();
        const account = await settleAccount(trx, deps, input.userId, now, input.region);
        let expiresAt: Date | null = null;
        if (input.kind === 'permanent') {
          if (input.expiresAt) throw new RangeError('Permanent points never expire');
        } else {
          expiresAt =
            input.expiresAt ??
            (input.kind === 'daily' ? endOfDay(now, account.timeZone) : endOfMonth(now, account.timeZone));
          if (expiresAt.getTime() <= now.getTime()) throw new RangeError('Points granted already expired');
        }
        return grantBucket(trx, account, {
          kind: input.kind,
          amount: input.amount,
          expiresAt,
          sourceRef: input.sourceRef,
          ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
          reason: input.reason,
          now,
        });
      }),

    charge: (input, db) =>
      tx(db, async (trx) => {
        assertPoints(input.amount, 'Charged points');
        const now = deps.now();
        await settleAccount(trx, deps, input.userId, now, input.region);
        const previous = await entryByKey(trx, input.idempotencyKey);
        if (previous) {
          if (previous.kind !== 'charge' || previous.user_uuid !== input.userId || previous.amount !== -input.amount) {
            throw new Error(`Idempotency key ${input.idempotencyKey} was used for a different points change`);
          }
          return previous.id;
        }
        const buckets = await spendableBuckets(trx, input.userId, now);
        const available = buckets.reduce((sum, b) => sum + b.remaining, 0);
        if (available < input.amount) throw new AppError(ErrorCode.FORBIDDEN, POINTS_ERRORS.notEnough);
        const lines: { bucketId: string; delta: number }[] = [];
        let left = input.amount;
        for (const bucket of buckets) {
          if (left === 0) break;
          const take = Math.min(bucket.remaining, left);
          await setRemaining(trx, bucket.id, bucket.remaining - take);
          lines.push({ bucketId: bucket.id, delta: -take });
          left -= take;
        }
        return appendEntry(trx, {
          userUuid: input.userId,
          kind: 'charge',
          idempotencyKey: input.idempotencyKey,
          reason: input.reason,
          lines,
          now,
        });
      }),

    refund: (input, db) =>
      tx(db, async (trx) => {
        const charge = await entryById(trx, input.chargeId);
        if (charge?.kind !== 'charge') throw new Error(`No points charge ${input.chargeId}`);
        const now = deps.now();
        await settleAccount(trx, deps, charge.user_uuid, now);
        const done = await refundOf(trx, charge.id);
        if (done) return { refunded: done.amount, duplicate: true };
        const lines = await linesOf(trx, charge.id);
        for (const line of lines) await setRemaining(trx, line.id, line.remaining - line.delta);
        const refundId = await appendEntry(trx, {
          userUuid: charge.user_uuid,
          kind: 'refund',
          idempotencyKey: input.idempotencyKey,
          reason: input.reason ?? `refund of ${charge.reason}`,
          refundOf: charge.id,
          lines: lines.map((l) => ({ bucketId: l.id, delta: -l.delta })),
          now,
        });
        // Points going back into a bucket that has expired since the charge expire again at once, as an entry.
        for (const line of lines) {
          if (line.expires_at && line.expires_at.getTime() <= now.getTime()) {
            await expireBucket(
              trx,
              { ...line, remaining: line.remaining - line.delta },
              `expire:${line.id}:${refundId}`,
              now,
            );
          }
        }
        return { refunded: -charge.amount, duplicate: false };
      }),

    grantShareBonus: async (userId, options = {}) => (await claimShareBonus(userId, options)).points,
    claimShareBonus: (userId, options = {}) => claimShareBonus(userId, options),
  };
  return points;
}

async function readBalances(trx: Db, userUuid: string, now: Date): Promise<PointBalances> {
  return balancesOf(await liveTotals(trx, userUuid, now));
}
