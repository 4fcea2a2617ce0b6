import { randomUUID } from 'node:crypto';
import type { Region } from '@framewise/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db, PointBucketKind, PointEntryKind, SubscriptionsTable } from '../../db';

/**
 * SQL of the points ledger. Every function here runs inside the caller's transaction, which holds the user's
 * account row (lockAccount) so the reads and writes of one user's points never interleave.
 */

export interface BucketRow {
  id: string;
  user_uuid: string;
  kind: PointBucketKind;
  amount: number;
  remaining: number;
  expires_at: Date | null;
  source_ref: string;
  grant_group: string | null;
  created_at: Date;
}

/** The account row FOR UPDATE, created with `region` first when missing. */
export async function lockAccount(
  trx: Db,
  userUuid: string,
  regionIfNew: () => Promise<Region>,
  now: Date,
): Promise<{ region: Region }> {
  const select = () =>
    trx.selectFrom('point_accounts').select('region').where('user_uuid', '=', userUuid).forUpdate().executeTakeFirst();
  let row = await select();
  if (!row) {
    await trx
      .insertInto('point_accounts')
      .values({ user_uuid: userUuid, region: await regionIfNew(), created_at: now })
      .onConflict((oc) => oc.column('user_uuid').doNothing())
      .execute();
    row = await select();
  }
  if (!row) throw new Error(`Points account of ${userUuid} vanished while locked`);
  return row;
}

/**
 * When the account next needs settling, read without a lock: undefined when there is no account yet, null when it
 * is due at the next read. A stale answer is harmless: settling again under the lock grants nothing twice.
 */
export async function settleDueAt(db: Db, userUuid: string): Promise<Date | null | undefined> {
  const row = await db
    .selectFrom('point_accounts')
    .select('settle_due_at')
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
  return row ? row.settle_due_at : undefined;
}

/** The next settle of a locked account: the end of its business day, or the soonest expiry of a bucket if earlier. */
export async function storeSettleDue(trx: Db, userUuid: string, dayEnd: Date, now: Date): Promise<void> {
  const row = await trx
    .selectFrom('point_buckets')
    .select((eb) => eb.fn.min<Date | null>('expires_at').as('soonest'))
    .where('user_uuid', '=', userUuid)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const soonest = row?.soonest ? new Date(row.soonest) : null;
  const due = soonest && soonest.getTime() < dayEnd.getTime() ? soonest : dayEnd;
  await trx.updateTable('point_accounts').set({ settle_due_at: due }).where('user_uuid', '=', userUuid).execute();
}

/** A new bucket expiring before the stored next settle brings it forward (null, "due now", stays null). */
export async function settleDueBy(trx: Db, userUuid: string, at: Date): Promise<void> {
  await trx
    .updateTable('point_accounts')
    .set({ settle_due_at: sql<Date>`case when settle_due_at is null then null else least(settle_due_at, ${at}) end` })
    .where('user_uuid', '=', userUuid)
    .execute();
}

export interface NewBucket {
  userUuid: string;
  kind: PointBucketKind;
  amount: number;
  expiresAt: Date | null;
  sourceRef: string;
  grantGroup?: string | null;
  now: Date;
}

/** Inserts the bucket unless its source reference exists; returns the new row or undefined. */
export async function insertBucket(trx: Db, input: NewBucket): Promise<BucketRow | undefined> {
  return trx
    .insertInto('point_buckets')
    .values({
      id: randomUUID(),
      user_uuid: input.userUuid,
      kind: input.kind,
      amount: input.amount,
      remaining: input.amount,
      expires_at: input.expiresAt,
      source_ref: input.sourceRef,
      grant_group: input.grantGroup ?? null,
      created_at: input.now,
    })
    .onConflict((oc) => oc.column('source_ref').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function bucketBySource(trx: Db, sourceRef: string): Promise<BucketRow | undefined> {
  return trx.selectFrom('point_buckets').selectAll().where('source_ref', '=', sourceRef).executeTakeFirst();
}

/** Amount granted so far to one grant group (a VIP month and its top-ups). */
export async function groupAmount(trx: Db, grantGroup: string): Promise<number> {
  const row = await trx
    .selectFrom('point_buckets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('grant_group', '=', grantGroup)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The user's unexpired buckets with points left, locked, in spending order: soonest expiry first, permanent last;
 * on equal expiry (the last day of a month) daily before VIP; then oldest first.
 */
export async function spendableBuckets(trx: Db, userUuid: string, now: Date): Promise<BucketRow[]> {
  return spendable(trx, userUuid, now).forUpdate().execute();
}

function spendable(trx: Db, userUuid: string, now: Date) {
  return trx
    .selectFrom('point_buckets')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('remaining', '>', 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy(sql`expires_at asc nulls last`)
    .orderBy(sql`case kind when 'daily' then 0 when 'vip' then 1 else 2 end`)
    .orderBy('created_at')
    .orderBy('id');
}

/** Buckets whose expiry has passed with points still in them, locked. */
export async function dueBuckets(trx: Db, userUuid: string, now: Date): Promise<BucketRow[]> {
  return trx
    .selectFrom('point_buckets')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('remaining', '>', 0)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setRemaining(trx: Db, bucketId: string, remaining: number): Promise<void> {
  await trx.updateTable('point_buckets').set({ remaining }).where('id', '=', bucketId).execute();
}

export interface EntryRow {
  id: string;
  user_uuid: string;
  kind: PointEntryKind;
  idempotency_key: string;
  amount: number;
  reason: string;
  refund_of: string | null;
  created_at: Date;
}

export async function entryByKey(trx: Db, idempotencyKey: string): Promise<EntryRow | undefined> {
  return trx.selectFrom('point_entries').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function entryById(trx: Db, id: string): Promise<EntryRow | undefined> {
  return trx.selectFrom('point_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function refundOf(trx: Db, chargeId: string): Promise<EntryRow | undefined> {
  return trx.selectFrom('point_entries').selectAll().where('refund_of', '=', chargeId).executeTakeFirst();
}

export interface NewEntry {
  userUuid: string;
  kind: PointEntryKind;
  idempotencyKey: string;
  reason: string;
  refundOf?: string;
  /** Per bucket, the signed change; the entry's amount is their sum. */
  lines: { bucketId: string; delta: number }[];
  now: Date;
}

/** Appends one ledger entry and its lines; the caller has already applied the deltas to the buckets. */
export async function appendEntry(trx: Db, input: NewEntry): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('point_entries')
    .values({
      id,
      user_uuid: input.userUuid,
      kind: input.kind,
      idempotency_key: input.idempotencyKey,
      amount: input.lines.reduce((sum, l) => sum + l.delta, 0),
      reason: input.reason,
      refund_of: input.refundOf ?? null,
      created_at: input.now,
    })
    .execute();
  const lines = input.lines.filter((l) => l.delta !== 0);
  if (lines.length > 0) {
    await trx
      .insertInto('point_entry_lines')
      .values(lines.map((l) => ({ entry_id: id, bucket_id: l.bucketId, delta: l.delta })))
      .execute();
  }
  return id;
}

/** The lines of an entry with their buckets, locked. */
export async function linesOf(trx: Db, entryId: string): Promise<(BucketRow & { delta: number })[]> {
  return trx
    .selectFrom('point_entry_lines as l')
    .innerJoin('point_buckets as b', 'b.id', 'l.bucket_id')
    .selectAll('b')
    .select('l.delta')
    .where('l.entry_id', '=', entryId)
    .orderBy('b.id')
    .forUpdate()
    .execute();
}

/** Unexpired points left per bucket kind. */
export async function liveTotals(trx: Db, userUuid: string, now: Date): Promise<Record<PointBucketKind, number>> {
  const rows = await trx
    .selectFrom('point_buckets')
    .select(['kind', (eb) => eb.fn.sum<number>('remaining').as('total')])
    .where('user_uuid', '=', userUuid)
    .where('remaining', '>', 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .groupBy('kind')
    .execute();
  const totals: Record<PointBucketKind, number> = { permanent: 0, vip: 0, daily: 0 };
  for (const r of rows) totals[r.kind] = Number(r.total);
  return totals;
}

/** What a lock-free balance read needs, read in the same statement as something else (see pointsColumns). */
export interface PointsSnapshot {
  /** undefined: the user has no account row yet; null: a settle is due now. */
  settleDueAt: Date | null | undefined;
  totals: Record<PointBucketKind, number>;
}

/**
 * The columns behind a PointsSnapshot, for a select over `users` (the user in `users.uuid`): the next settle and
 * liveTotals's sums, so /api/user/info reads points in the same round trip as the user. pointsSnapshotOf reads them.
 */
export function pointsColumns(now: Date) {
  const left = (kind: PointBucketKind) =>
    sql<string>`(select coalesce(sum(b.remaining), 0) from point_buckets b where b.user_uuid = users.uuid
      and b.kind = ${kind} and b.remaining > 0 and (b.expires_at is null or b.expires_at > ${now}))`;
  return [
    sql<boolean>`exists (select 1 from point_accounts a where a.user_uuid = users.uuid)`.as('points_account'),
    sql<Date | null>`(select a.settle_due_at from point_accounts a where a.user_uuid = users.uuid)`.as(
      'points_settle_due_at',
    ),
    left('permanent').as('points_permanent'),
    left('vip').as('points_vip'),
    left('daily').as('points_daily'),
  ] as const;
}

export function pointsSnapshotOf(row: {
  points_account: boolean;
  points_settle_due_at: Date | string | null;
  points_permanent: string | number;
  points_vip: string | number;
  points_daily: string | number;
}): PointsSnapshot {
  const due = row.points_settle_due_at;
  return {
    settleDueAt: row.points_account ? (due === null ? null : new Date(due)) : undefined,
    totals: { permanent: Number(row.points_permanent), vip: Number(row.points_vip), daily: Number(row.points_daily) },
  };
}

/** Unexpired buckets with points left, in spending order (for the points breakdown). */
export async function liveBuckets(trx: Db, userUuid: string, now: Date): Promise<BucketRow[]> {
  return spendable(trx, userUuid, now).execute();
}

/** How many buckets a user has whose source reference starts with prefix (share bonuses of one day). */
export async function countBySourcePrefix(trx: Db, userUuid: string, prefix: string): Promise<number> {
  const row = await trx
    .selectFrom('point_buckets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', userUuid)
    .where('source_ref', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the ledger checks compare (ledger-checks.ts): the sum of entries, each bucket with its lines, refunds. */
export async function ledgerFacts(db: Db, userUuid: string) {
  const entries = await db
    .selectFrom('point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('user_uuid', '=', userUuid)
    .executeTakeFirstOrThrow();
  const buckets = await db
    .selectFrom('point_buckets as b')
    .leftJoin('point_entry_lines as l', 'l.bucket_id', 'b.id')
    .select([
      'b.id',
      'b.amount',
      'b.remaining',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.delta'), sql<number>`0`).as('lines'),
    ])
    .where('b.user_uuid', '=', userUuid)
    .groupBy(['b.id', 'b.amount', 'b.remaining'])
    .execute();
  const refunds = await db
    .selectFrom('point_entries')
    .select(['refund_of', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_uuid', '=', userUuid)
    .where('refund_of', 'is not', null)
    .groupBy('refund_of')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return { total: entries.total, buckets, refunds };
}

/** A subscription with the plan facts the rules read. */
export interface ActiveSubscription extends Selectable<SubscriptionsTable> {
  plan_name: string;
  plan_region: Region;
  rank: number;
  monthly_points: number;
  unlimit_enable: boolean;
}

/**
 * The user's subscriptions still running at `now`, highest rank first. Read here, not in membership, because the
 * ledger grants each running plan's monthly points when it settles an account, and membership builds on points.
 */
export async function activeSubscriptions(db: Db, userUuid: string, now: Date): Promise<ActiveSubscription[]> {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('plans as p', 'p.type', 's.plan_type')
    .selectAll('s')
    .select(['p.name as plan_name', 'p.region as plan_region', 'p.rank', 'p.monthly_points', 'p.unlimit_enable'])
    .where('s.user_uuid', '=', userUuid)
    .where('s.expires_at', '>', now)
    .orderBy('p.rank', 'desc')
    .orderBy('s.expires_at', 'desc')
    .execute();
}

/** Whether the user signs in with `provider` (the users module builds on points, so the ledger reads it here). */
export async function hasIdentity(trx: Db, userUuid: string, provider: string): Promise<boolean> {
  const row = await trx
    .selectFrom('user_identities')
    .select('user_uuid')
    .where('user_uuid', '=', userUuid)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row !== undefined;
}
