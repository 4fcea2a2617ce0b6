import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '../../../db';
import { PORTAL_LINK_TTL_MS } from '../constants';
import type { CardGateway, CheckoutInput, RemoteTrade, SavedCardCharge } from '../gateways';
import { type OrderRow, saveStripeCustomer, stripeCustomerOf } from '../repo';
import type { SandboxKeys } from './keys';
import { signPortalToken } from './portal-token';
import { hasSavedSandboxCard, moveTrade, openTrade, type SandboxTrade, tradeOf } from './trades-repo';
import type { Deliver, SandboxPayer } from './types';

/**
 * The sandbox's card provider, in Stripe's shapes: checkout "sessions" whose page is the sandbox payment page,
 * customers, off-session charges of the card saved by an earlier sandbox checkout, and a billing page. Payments
 * are announced by Stripe events signed with the sandbox webhook secret and sent to the production webhook.
 */

export interface SandboxCardOptions {
  db: Db;
  keys: SandboxKeys['stripe'];
  now: () => Date;
  pageUrl: (orderId: string) => string;
  portalUrl: (token: string) => string;
  signingSecret: string;
  deliver: Deliver;
}

const TRADE: Record<SandboxTrade['state'], RemoteTrade['state']> = {
  open: 'open',
  paid: 'paid',
  failed: 'failed',
  closed: 'closed',
};

function tradeState(trade: SandboxTrade | undefined): RemoteTrade {
  if (!trade) return { state: 'missing' };
  if (trade.state === 'paid') {
    return { state: 'paid', transactionId: trade.transaction_id, amount: trade.amount, currency: trade.currency };
  }
  return { state: TRADE[trade.state] } as RemoteTrade;
}

/** Signs an event as Stripe does and sends it to the webhook; true when it was accepted. */
async function sendEvent(options: SandboxCardOptions, type: string, object: Record<string, unknown>): Promise<boolean> {
  const created = Math.floor(options.now().getTime() / 1000);
  const payload = JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.keys.webhookSecret,
    timestamp: created,
  });
  const response = await options.deliver({
    url: '/api/pay/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
  return response.statusCode === 200;
}

function sessionObject(order: OrderRow, trade: SandboxTrade, paid: boolean): Record<string, unknown> {
  return {
    id: order.provider_ref,
    object: 'checkout.session',
    mode: 'payment',
    client_reference_id: order.id,
    metadata: { orderId: order.id },
    status: 'complete',
    payment_status: paid ? 'paid' : 'unpaid',
    amount_total: trade.amount,
    currency: trade.currency.toLowerCase(),
    payment_intent: trade.transaction_id,
  };
}

export class SandboxCardGateway implements CardGateway {
  readonly provider = 'stripe' as const;
  readonly sandbox = true;
  readonly webhookSecret: string;

  constructor(private readonly options: SandboxCardOptions) {
    this.webhookSecret = options.keys.webhookSecret;
  }

  async customerFor(userUuid: string): Promise<string> {
    const { db, now } = this.options;
    const existing = await stripeCustomerOf(db, userUuid, 'sandbox');
    if (existing) return existing;
    return saveStripeCustomer(db, userUuid, 'sandbox', `cus_sandbox_${randomBytes(10).toString('hex')}`, now());
  }

  async createCheckout(order: OrderRow, _input: CheckoutInput): Promise<{ sessionId: string; url: string }> {
    await openTrade(
      this.options.db,
      { orderId: order.id, provider: 'stripe', amount: order.amount, currency: order.currency },
      this.options.now(),
    );
    return { sessionId: `cs_sandbox_${randomBytes(16).toString('hex')}`, url: this.options.pageUrl(order.id) };
  }

  async chargeSavedCard(order: OrderRow, customerId: string): Promise<SavedCardCharge> {
    const { db, now } = this.options;
    if (!(await hasSavedSandboxCard(db, order.user_uuid))) return { status: 'no_card' };
    const trade = await openTrade(
      db,
      { orderId: order.id, provider: 'stripe', amount: order.amount, currency: order.currency, state: 'paid' },
      now(),
    );
    await sendEvent(this.options, 'payment_intent.succeeded', {
      id: trade.transaction_id,
      object: 'payment_intent',
      amount: trade.amount,
      amount_received: trade.amount,
      currency: trade.currency.toLowerCase(),
      customer: customerId,
      status: 'succeeded',
      metadata: { orderId: order.id },
    });
    return {
      status: 'succeeded',
      paymentIntentId: trade.transaction_id,
      amount: trade.amount,
      currency: trade.currency,
    };
  }

  async refund(order: OrderRow, _transactionId: string): Promise<void> {
    // The sandbox's refund: the paid trade closes, so its query no longer reports a payment.
    await moveTrade(this.options.db, order.id, ['paid'], 'closed', this.options.now());
  }

  async portalUrl(userUuid: string, _customerId: string, returnUrl: string): Promise<string> {
    const expiresAt = new Date(this.options.now().getTime() + PORTAL_LINK_TTL_MS);
    return this.options.portalUrl(signPortalToken(this.options.signingSecret, { userUuid, returnUrl, expiresAt }));
  }

  async query(order: OrderRow): Promise<RemoteTrade> {
    return tradeState(await tradeOf(this.options.db, order.id));
  }

  async close(order: OrderRow): Promise<void> {
    await moveTrade(this.options.db, order.id, ['open', 'failed'], 'closed', this.options.now());
  }

  /** The sandbox page's buttons: a paid checkout sends checkout.session.completed, a failed one async_payment_failed. */
  readonly payer: SandboxPayer = {
    pay: async (order, result) => {
      const { db, now } = this.options;
      const trade = await moveTrade(db, order.id, result === 'paid' ? ['open', 'failed'] : ['open'], result, now());
      if (!trade) return false;
      return result === 'paid'
        ? sendEvent(this.options, 'checkout.session.completed', sessionObject(order, trade, true))
        : sendEvent(this.options, 'checkout.session.async_payment_failed', sessionObject(order, trade, false));
    },
  };
}
