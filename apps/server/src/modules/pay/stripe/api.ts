import Stripe from 'stripe';
import type { StripeCredentials } from '../../../config';
import type { Db } from '../../../db';
import type { FetchLike } from '../../auth';
import {
  type CardGateway,
  type CheckoutInput,
  ProviderError,
  type RemoteTrade,
  type SavedCardCharge,
} from '../gateways';
import { type OrderRow, saveStripeCustomer, stripeCustomerOf } from '../repo';

/**
 * Stripe through its SDK: one-time Checkout sessions (mode payment) that save the card for later off-session
 * charges, off-session upgrade charges, the billing portal, and lookups for reconciliation. Every create call
 * carries an idempotency key derived from the order, so a retried request never makes a second session or charge.
 */

export interface StripeApiOptions {
  db: Db;
  /** Replaces the HTTP transport (tests). */
  fetch?: FetchLike;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What a checkout session says about its order's payment. */
export function checkoutTradeOf(session: Stripe.Checkout.Session): RemoteTrade {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    return {
      state: 'paid',
      transactionId: idOf(session.payment_intent) ?? session.id,
      amount: session.amount_total ?? -1,
      currency: session.currency ?? '',
    };
  }
  if (session.status === 'expired') return { state: 'closed' };
  return { state: 'open' };
}

export function paymentIntentTradeOf(intent: Stripe.PaymentIntent): RemoteTrade {
  if (intent.status === 'succeeded') {
    return { state: 'paid', transactionId: intent.id, amount: intent.amount_received, currency: intent.currency };
  }
  if (intent.status === 'canceled') return { state: 'closed' };
  if (intent.status === 'requires_payment_method') return { state: 'failed' };
  return { state: 'open' };
}

export class StripeApi implements CardGateway {
  readonly provider = 'stripe' as const;
  readonly sandbox = false;
  readonly webhookSecret: string;
  private readonly stripe: Stripe;

  constructor(
    credentials: StripeCredentials,
    private readonly options: StripeApiOptions,
  ) {
    this.webhookSecret = credentials.webhookSecret;
    this.stripe = new Stripe(credentials.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch as typeof fetch) } : {}),
    });
  }

  async customerFor(userUuid: string): Promise<string> {
    const existing = await stripeCustomerOf(this.options.db, userUuid, 'live');
    if (existing) return existing;
    const customer = await this.call('create a customer', () =>
      this.stripe.customers.create({ metadata: { userUuid } }, { idempotencyKey: `customer:${userUuid}` }),
    );
    return saveStripeCustomer(this.options.db, userUuid, 'live', customer.id, new Date());
  }

  async createCheckout(order: OrderRow, input: CheckoutInput): Promise<{ sessionId: string; url: string }> {
    const session = await this.call('create a checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: input.customerId,
          client_reference_id: order.id,
          line_items: [
            {
              quantity: order.quantity,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount / order.quantity,
                product_data: { name: input.name },
              },
            },
          ],
          metadata: { orderId: order.id },
          // The card is kept for plan upgrades, which are charged off-session.
          payment_intent_data: { metadata: { orderId: order.id }, setup_future_usage: 'off_session' },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(order.expires_at.getTime() / 1000),
        },
        { idempotencyKey: `checkout:${order.id}` },
      ),
    );
    if (!session.url) throw new ProviderError('stripe', `checkout session ${session.id} has no url`);
    return { sessionId: session.id, url: session.url };
  }

  async chargeSavedCard(order: OrderRow, customerId: string): Promise<SavedCardCharge> {
    const methods = await this.call('list saved cards', () =>
      this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 }),
    );
    const card = methods.data[0];
    if (!card) return { status: 'no_card' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: order.amount,
          currency: order.currency.toLowerCase(),
          customer: customerId,
          payment_method: card.id,
          off_session: true,
          confirm: true,
          metadata: { orderId: order.id },
        },
        { idempotencyKey: `upgrade:${order.id}` },
      );
      return intent.status === 'succeeded'
        ? { status: 'succeeded', paymentIntentId: intent.id, amount: intent.amount_received, currency: intent.currency }
        : { status: 'failed', paymentIntentId: intent.id };
    } catch (error) {
      // Declines and cards that need the customer present (3-D Secure) come back as card errors.
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'failed', paymentIntentId: error.payment_intent?.id ?? null };
      }
      throw new ProviderError('stripe', 'charge the saved card', error);
    }
  }

  async refund(order: OrderRow, transactionId: string): Promise<void> {
    await this.call('refund a payment', () =>
      this.stripe.refunds.create(
        { payment_intent: transactionId, metadata: { orderId: order.id } },
        { idempotencyKey: `refund:${order.id}` },
      ),
    );
  }

  async portalUrl(_userUuid: string, customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call('create a portal session', () =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  async query(order: OrderRow): Promise<RemoteTrade> {
    if (!order.provider_ref) return { state: 'missing' };
    const ref = order.provider_ref;
    if (order.kind === 'upgrade') {
      return paymentIntentTradeOf(
        await this.call('retrieve a payment intent', () => this.stripe.paymentIntents.retrieve(ref)),
      );
    }
    return checkoutTradeOf(
      await this.call('retrieve a checkout session', () => this.stripe.checkout.sessions.retrieve(ref)),
    );
  }

  async close(order: OrderRow): Promise<void> {
    const ref = order.provider_ref;
    if (!ref) return;
    if (order.kind === 'upgrade') {
      await this.call('cancel a payment intent', () => this.stripe.paymentIntents.cancel(ref));
      return;
    }
    const session = await this.call('retrieve a checkout session', () => this.stripe.checkout.sessions.retrieve(ref));
    if (session.status === 'open') {
      await this.call('expire a checkout session', () => this.stripe.checkout.sessions.expire(ref));
    }
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw new ProviderError('stripe', what, error);
    }
  }
}
