import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, OrderProvider } from '../../db';
import { paymentFulfilments } from '../../metrics';
import { endPlanNow, grantPlanPeriod, planRunning } from '../membership';
import { createPointsService, runInTransaction } from '../points';
import { grantKey, ORDER_STATUS } from './constants';
import type { CardGateway } from './gateways';
import { markPaid, markSuperseded, type OrderRow, orderByTransaction, orderForUpdate } from './repo';

/** What the payment module needs from the app. */
export interface PayDeps {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** A provider's word that an order was paid: from a verified notify or webhook, or from querying the provider. */
export interface PaymentProof {
  orderId: string;
  provider: OrderProvider;
  /** The proof came from the sandbox provider (its keys, its query). */
  sandbox: boolean;
  transactionId: string;
  /** Cents actually paid. */
  amount: number;
  currency: string;
}

export type FulfilOutcome =
  /** Marked paid and granted now. */
  | 'fulfilled'
  /** Paid before (by an earlier notify, webhook, poll or return page): nothing changed. */
  | 'already'
  | 'unknown'
  /** The proof does not match the order (amount, currency, provider, or a transaction that paid another order). */
  | 'mismatch'
  /**
   * An upgrade paid when the plan it replaces was no longer running (its credit was spent by another change):
   * nothing granted, the order failed, and the caller refunds the payment.
   */
  | 'superseded';

export interface FulfilResult {
  outcome: FulfilOutcome;
  order?: OrderRow;
}

/**
 * The one fulfilment path, used by notifies, webhooks, polling, the return page and reconciliation, whichever comes
 * first. Under the order's row lock: a paid order is left alone; otherwise it is marked paid with the provider's
 * transaction id and what it bought is granted through the ledger with the key 'order:<id>' (points bucket and
 * plan grant are both UNIQUE by it), so the grant happens exactly once even across processes. A payment for an
 * order closed here meanwhile (paid in the last second of its QR code) is still honoured: the money was taken.
 */
export async function fulfilOrder(deps: PayDeps, proof: PaymentProof, db?: Db): Promise<FulfilResult> {
  const result = await fulfilInTransaction(deps, proof, db);
  paymentFulfilments.inc({ provider: proof.provider, outcome: result.outcome });
  return result;
}

function fulfilInTransaction(deps: PayDeps, proof: PaymentProof, db?: Db): Promise<FulfilResult> {
  return runInTransaction(db ?? deps.db, async (trx) => {
    const order = await orderForUpdate(trx, proof.orderId);
    if (!order) return { outcome: 'unknown' };
    const matches =
      order.provider === proof.provider &&
      order.sandbox === proof.sandbox &&
      order.amount === proof.amount &&
      order.currency === proof.currency.toUpperCase() &&
      proof.transactionId.length > 0;
    if (!matches) return { outcome: 'mismatch', order };
    if (order.status === ORDER_STATUS.PAID) return { outcome: 'already', order };
    if (order.kind === 'upgrade' && order.provider_txn_id === proof.transactionId) {
      return { outcome: 'superseded', order };
    }
    const other = await orderByTransaction(trx, proof.provider, proof.transactionId);
    if (other && other.id !== order.id) return { outcome: 'mismatch', order };
    if (order.kind === 'upgrade' && !(await upgradeSourceRunning(trx, order, deps.now()))) {
      return { outcome: 'superseded', order: await markSuperseded(trx, order.id, proof.transactionId, deps.now()) };
    }

    await grantOrder(deps, trx, order);
    return { outcome: 'fulfilled', order: await markPaid(trx, order.id, proof.transactionId, deps.now()) };
  });
}

/** The plan an upgrade order replaces still runs: its remaining value is what the order's price credited. */
async function upgradeSourceRunning(trx: Db, order: OrderRow, now: Date): Promise<boolean> {
  if (!order.upgrade_from) return false;
  return planRunning(trx, order.user_uuid, order.upgrade_from, now);
}

/**
 * Gives back the payment of a superseded upgrade. Called after the fulfilment's transaction commits (never holding
 * its locks over a provider call); the provider's idempotency makes repeats harmless. A failure is logged for a
 * refund by hand: the order stays failed with the payment's id.
 */
export async function refundSuperseded(
  deps: Pick<PayDeps, 'log'>,
  gateway: Pick<CardGateway, 'refund'>,
  order: OrderRow,
  transactionId: string,
): Promise<void> {
  try {
    await gateway.refund(order, transactionId);
    deps.log.warn({ orderId: order.id }, 'upgrade refunded: the plan it replaced had stopped running');
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id, transactionId }, 'refund of a superseded upgrade failed');
  }
}

async function grantOrder(deps: PayDeps, trx: Db, order: OrderRow): Promise<void> {
  const key = grantKey(order.id);
  const reason = `order ${order.id}`;
  if (order.kind === 'points') {
    await createPointsService(deps).grant(
      {
        userId: order.user_uuid,
        kind: 'permanent',
        amount: order.points,
        sourceRef: key,
        idempotencyKey: key,
        reason,
        region: order.region,
      },
      trx,
    );
    return;
  }
  if (!order.plan_type || !order.batch_type) throw new Error(`Order ${order.id} buys a plan but names none`);
  if (order.kind === 'upgrade' && order.upgrade_from) {
    // The replaced plan ends now; its value was credited against the price of the new one.
    const now = deps.now();
    await endPlanNow(trx, order.user_uuid, order.upgrade_from, now);
  }
  await grantPlanPeriod(
    deps,
    {
      userId: order.user_uuid,
      planType: order.plan_type,
      period: order.batch_type,
      periods: order.kind === 'upgrade' ? 1 : order.quantity,
      idempotencyKey: key,
      reason,
    },
    trx,
  );
}
