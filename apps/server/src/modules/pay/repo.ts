import { randomBytes } from 'node:crypto';
import type { Region } from '@framewise/contracts';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { CouponsTable, Db, OrderProvider, OrderStatusCode, OrdersTable } from '../../db';
import type { PackageRow } from '../membership';
import { ORDER_STATUS } from './constants';

/** SQL of orders, coupons, Stripe events and customers. */

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type CouponRow = Selectable<CouponsTable>;

/**
 * 'FW' + UTC yymmddHHMMSS + 16 random hex digits: 30 characters of [0-9A-Z], within WeChat Pay's 32 for
 * out_trade_no, sortable by time, and not guessable (the sandbox page is reached by it).
 */
export function newOrderId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return `FW${stamp}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function orderById(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order row locked for the rest of the transaction (fulfilment and status changes serialise on it). */
export async function orderForUpdate(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function orderByProviderRef(db: Db, provider: OrderProvider, ref: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', ref)
    .executeTakeFirst();
}

export async function orderByTransaction(
  db: Db,
  provider: OrderProvider,
  transactionId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_txn_id', '=', transactionId)
    .executeTakeFirst();
}

export async function setProviderRef(
  db: Db,
  id: string,
  values: { providerRef?: string | null; codeUrl?: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      ...(values.providerRef !== undefined ? { provider_ref: values.providerRef } : {}),
      ...(values.codeUrl !== undefined ? { code_url: values.codeUrl } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function markPaid(db: Db, id: string, transactionId: string, now: Date): Promise<OrderRow> {
  return db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.PAID, provider_txn_id: transactionId, paid_at: now, closed_at: null, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Closes or fails an order that is still pending; false when it was not pending any more. */
export async function settleUnpaid(
  db: Db,
  id: string,
  status: typeof ORDER_STATUS.CLOSED | typeof ORDER_STATUS.FAILED,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ status: status as OrderStatusCode, closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.PENDING)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the right to ask the provider about a pending order now: true for at most one caller per throttle window,
 * whichever process it runs in.
 */
export async function claimQuery(db: Db, id: string, now: Date, throttleMs: number): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ last_queried_at: now })
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.PENDING)
    .where((eb) =>
      eb.or([eb('last_queried_at', 'is', null), eb('last_queried_at', '<=', new Date(now.getTime() - throttleMs))]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Pending orders created before `before`: never asked about first, then the longest unasked, so orders a provider
 * cannot answer for do not starve the rest.
 */
export async function pendingOrders(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', ORDER_STATUS.PENDING)
    .where('created_at', '<', before)
    .orderBy(sql`last_queried_at asc nulls first`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** A user's card orders, newest first (the sandbox billing page). */
export async function cardOrdersOf(db: Db, userUuid: string, limit = 50): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('provider', '=', 'stripe')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Locks the user's row for the rest of the transaction: plan changes of one user run one at a time, whichever
 * process serves them.
 */
export async function lockUser(db: Db, userUuid: string): Promise<void> {
  await db.selectFrom('users').select('uuid').where('uuid', '=', userUuid).forUpdate().execute();
}

/** The user's upgrade order still being charged (pending and not expired), if any. */
export async function pendingUpgradeOf(db: Db, userUuid: string, now: Date): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('kind', '=', 'upgrade')
    .where('status', '=', ORDER_STATUS.PENDING)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** An upgrade paid after the plan it replaces stopped running: failed, with the payment kept for its refund. */
export async function markSuperseded(db: Db, id: string, transactionId: string, now: Date): Promise<OrderRow> {
  return db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.FAILED, provider_txn_id: transactionId, closed_at: now, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Coupons are stored and looked up upper-case and trimmed. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function couponForUpdate(db: Db, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', normalizeCouponCode(code))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Uses of a coupon as userUuid would see them: paid orders, plus one for each other user holding a pending order
 * that can still be paid. Pending orders reserve a use so the last one is not sold twice, but one user's open
 * orders reserve at most one, and never against that user's own next try.
 */
export async function couponUses(db: Db, couponId: string, now: Date, userUuid: string): Promise<number> {
  const paid = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('status', '=', ORDER_STATUS.PAID)
    .executeTakeFirstOrThrow();
  const holders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.count<string>('user_uuid').distinct().as('n'))
    .where('coupon_id', '=', couponId)
    .where('status', '=', ORDER_STATUS.PENDING)
    .where('expires_at', '>', now)
    .where('user_uuid', '<>', userUuid)
    .executeTakeFirstOrThrow();
  return Number(paid.n) + Number(holders.n);
}

/** Orders the user created since `since` (the per-user order rate limit). */
export async function ordersCreatedSince(db: Db, userUuid: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', userUuid)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a Stripe event id; false when it had been recorded already (a redelivery). */
export async function recordStripeEvent(
  db: Db,
  event: { id: string; type: string; orderId: string | null },
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, order_id: event.orderId, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function stripeCustomerOf(
  db: Db,
  userUuid: string,
  mode: 'live' | 'sandbox',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('customer_id')
    .where('user_uuid', '=', userUuid)
    .where('mode', '=', mode)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Stores the user's customer id unless one exists; returns the stored one (the first writer wins a race). */
export async function saveStripeCustomer(
  db: Db,
  userUuid: string,
  mode: 'live' | 'sandbox',
  customerId: string,
  now: Date,
): Promise<string> {
  await db
    .insertInto('stripe_customers')
    .values({ user_uuid: userUuid, mode, customer_id: customerId, created_at: now })
    .onConflict((oc) => oc.columns(['user_uuid', 'mode']).doNothing())
    .execute();
  const stored = await stripeCustomerOf(db, userUuid, mode);
  if (!stored) throw new Error(`Stripe customer of ${userUuid} vanished right after it was written`);
  return stored;
}

/** A package's name for order subjects, or its id when it is gone. */
export async function packageNameOf(db: Db, packageId: string): Promise<string> {
  const row = await db.selectFrom('pay_packages').select('name').where('id', '=', packageId).executeTakeFirst();
  return row?.name ?? packageId;
}

/** The active packages of a region with a type (a plan's periods, or one points package). */
export async function activeOffersOfType(db: Db, region: Region, type: string): Promise<PackageRow[]> {
  return db
    .selectFrom('pay_packages')
    .selectAll()
    .where('region', '=', region)
    .where('type', '=', type)
    .where('active', '=', true)
    .execute();
}

export async function insertCoupon(db: Db, coupon: Insertable<CouponsTable>): Promise<CouponRow> {
  return db.insertInto('coupons').values(coupon).returningAll().executeTakeFirstOrThrow();
}
