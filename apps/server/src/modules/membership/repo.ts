import type { Region } from '@framewise/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, PayPackagesTable, PlanGrantsTable, PlansTable, SubscriptionsTable } from '../../db';

export type PlanRow = Selectable<PlansTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PackageRow = Selectable<PayPackagesTable>;

/** True when the user has ever held a plan. */
export async function hasEverSubscribed(db: Db, userUuid: string): Promise<boolean> {
  const row = await db.selectFrom('subscriptions').select('id').where('user_uuid', '=', userUuid).executeTakeFirst();
  return row !== undefined;
}

export async function findPlan(db: Db, type: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('type', '=', type).executeTakeFirst();
}

export async function allPlans(db: Db): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().orderBy('sort').execute();
}

export async function subscriptionForUpdate(
  db: Db,
  userUuid: string,
  planType: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('plan_type', '=', planType)
    .forUpdate()
    .executeTakeFirst();
}

/** Packages on sale in a region and category, in display order. */
export async function packagesOf(db: Db, region: Region, category: PackageRow['category']): Promise<PackageRow[]> {
  return db
    .selectFrom('pay_packages')
    .selectAll()
    .where('region', '=', region)
    .where('category', '=', category)
    .where('active', '=', true)
    .orderBy('sort')
    .execute();
}

/** Whether the user's plan of a type still runs at `now`. */
export async function planRunning(db: Db, userUuid: string, planType: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_uuid', '=', userUuid)
    .where('plan_type', '=', planType)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the user's running plan of a type now (an upgrade replaced it). */
export async function endPlanNow(db: Db, userUuid: string, planType: string, now: Date): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ expires_at: now, updated_at: now })
    .where('user_uuid', '=', userUuid)
    .where('plan_type', '=', planType)
    .where('expires_at', '>', now)
    .execute();
}

// Plan grants: one row per granted period, keyed so a grant happens once.

export async function grantByKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('plan_grants')
    .select(['subscription_id', 'user_uuid'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function subscriptionById(db: Db, id: string): Promise<Pick<SubscriptionRow, 'id' | 'expires_at'>> {
  return db.selectFrom('subscriptions').select(['id', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function extendSubscription(db: Db, id: string, change: Updateable<SubscriptionsTable>): Promise<void> {
  await db.updateTable('subscriptions').set(change).where('id', '=', id).execute();
}

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function insertPlanGrant(db: Db, row: Insertable<PlanGrantsTable>): Promise<void> {
  await db.insertInto('plan_grants').values(row).execute();
}
