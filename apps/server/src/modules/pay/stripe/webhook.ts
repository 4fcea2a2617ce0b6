import Stripe from 'stripe';
import type { Db } from '../../../db';
import { runInTransaction } from '../../points';
import { ORDER_STATUS } from '../constants';
import { type FulfilOutcome, fulfilOrder, type PayDeps, refundSuperseded } from '../fulfil';
import type { CardGateway } from '../gateways';
import { type OrderRow, orderById, recordStripeEvent, settleUnpaid } from '../repo';
import { checkoutTradeOf } from './api';

/**
 * POST /api/pay/stripe/webhook: Stripe events, verified on the raw body with Stripe-Signature. Each event id is
 * recorded in the same transaction that applies it, so a redelivered event changes nothing; events may arrive in
 * any order (an async_payment_succeeded before its completed, an expired after a payment) and the order still
 * ends paid exactly once. Stripe retries anything but 2xx: forged events get 400, events for orders we do not
 * know 404 (and are not recorded, so a retry is handled afresh).
 */

export interface StripeWebhookAnswer {
  status: number;
  body: { received: boolean; duplicate?: boolean; error?: string };
}

/** Stripe's default: signatures older than 5 minutes are replays. */
const TOLERANCE_SECONDS = 300;

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Session = Stripe.Checkout.Session;
type Intent = Stripe.PaymentIntent;

/** The order an event is about: our orderId in the metadata, or the checkout's client_reference_id. */
export function orderIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { metadata?: Record<string, string> | null; client_reference_id?: string | null };
  return object.metadata?.orderId ?? object.client_reference_id ?? null;
}

export async function handleStripeWebhook(
  deps: PayDeps,
  gateway: Pick<CardGateway, 'webhookSecret' | 'sandbox' | 'refund'>,
  input: { rawBody: string; signature: string | undefined },
): Promise<StripeWebhookAnswer> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      input.rawBody,
      input.signature ?? '',
      gateway.webhookSecret,
      TOLERANCE_SECONDS,
      undefined,
      deps.now().getTime(),
    );
  } catch {
    deps.log.warn('Stripe webhook with a wrong or stale signature refused');
    return { status: 400, body: { received: false, error: 'signature does not verify' } };
  }
  const orderId = orderIdOfEvent(event);
  try {
    let superseded: Superseded | undefined;
    const answer = await runInTransaction(deps.db, async (trx): Promise<StripeWebhookAnswer> => {
      const first = await recordStripeEvent(trx, { id: event.id, type: event.type, orderId }, deps.now());
      if (!first) return { status: 200, body: { received: true, duplicate: true } };
      if (orderId) superseded = await applyEvent(deps, trx, event, orderId, gateway.sandbox);
      return { status: 200, body: { received: true } };
    });
    if (superseded) await refundSuperseded(deps, gateway, superseded.order, superseded.transactionId);
    return answer;
  } catch (error) {
    if (error instanceof Refused) {
      deps.log.error({ eventId: event.id, type: event.type, orderId }, `Stripe event refused: ${error.message}`);
      return { status: error.status, body: { received: false, error: error.message } };
    }
    throw error;
  }
}

/** A payment to give back once the event's transaction has committed. */
interface Superseded {
  order: OrderRow;
  transactionId: string;
}

async function applyEvent(
  deps: PayDeps,
  trx: Db,
  event: Stripe.Event,
  orderId: string,
  sandbox: boolean,
): Promise<Superseded | undefined> {
  const fulfil = async (proof: { transactionId: string; amount: number; currency: string }) => {
    const result = await fulfilOrder(deps, { orderId, provider: 'stripe', sandbox, ...proof }, trx);
    check(result.outcome);
    if (result.outcome === 'fulfilled') deps.log.info({ orderId, eventId: event.id }, `order paid (${event.type})`);
    if (result.outcome === 'superseded' && result.order) {
      return { order: result.order, transactionId: proof.transactionId };
    }
    return undefined;
  };
  const settle = async (
    status: typeof ORDER_STATUS.CLOSED | typeof ORDER_STATUS.FAILED,
    onlyUpgrades = false,
  ): Promise<undefined> => {
    const order = await orderById(trx, orderId);
    if (!order) throw new Refused(404, `unknown order ${orderId}`);
    if (onlyUpgrades && order.kind !== 'upgrade') return undefined;
    await settleUnpaid(trx, orderId, status, deps.now());
    return undefined;
  };

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const trade = checkoutTradeOf(event.data.object as Session);
      // A completed session with a delayed payment method is paid later (async_payment_succeeded).
      if (trade.state === 'paid') return fulfil(trade);
      if (!(await orderById(trx, orderId))) throw new Refused(404, `unknown order ${orderId}`);
      return undefined;
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object as Intent;
      return fulfil({ transactionId: intent.id, amount: intent.amount_received, currency: intent.currency });
    }
    case 'checkout.session.async_payment_failed':
      return settle(ORDER_STATUS.FAILED);
    case 'checkout.session.expired':
      return settle(ORDER_STATUS.CLOSED);
    // A declined checkout card is retried on the checkout page; only off-session upgrade charges end here.
    case 'payment_intent.payment_failed':
      return settle(ORDER_STATUS.FAILED, true);
    default:
      return undefined;
  }
}

function check(outcome: FulfilOutcome): void {
  if (outcome === 'unknown') throw new Refused(404, 'unknown order');
  if (outcome === 'mismatch') throw new Refused(400, 'amount, currency or payment does not match the order');
}
