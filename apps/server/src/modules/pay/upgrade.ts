import { ErrorCode, ORDER_STATUS, type PlanPeriod, type StripeUpgradeInfo } from '@framewise/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http';
import { UPGRADE_REGION } from '../../region';
import { findPlan, type PackageRow, PERIOD_MONTHS } from '../membership';
import { type ActiveSubscription, activeSubscriptions, addMonths, runInTransaction } from '../points';
import { CARD_MIN_CHARGE_CENTS, UPGRADE_ORDER_TTL_MS } from './constants';
import { PAY_ERRORS } from './errors';
import { fulfilOrder, refundSuperseded } from './fulfil';
import { ProviderError } from './gateways';
import { findOffer, requireOffer } from './pricing';
import { insertOrder, lockUser, newOrderId, pendingUpgradeOf, setProviderRef, settleUnpaid } from './repo';
import { requestAppOrigin } from './return-url';
import { type PayContext, providerFailed } from './service';

/**
 * Card plan changes (overseas): the running plan's remaining value is credited against the new plan's price, the
 * difference is charged off-session to the card saved at checkout, and on payment the old plan ends and a full
 * period of the new one starts now. Downgrades wait for the current plan to end.
 */

const AVERAGE_MONTH_MS = (365.25 / 12) * 24 * 3600_000;

export interface UpgradeQuote {
  current: ActiveSubscription;
  target: PackageRow & { plan_type: string; batch_type: PlanPeriod };
  /** Cents the rest of the running plan is worth. */
  credit: number;
  amountDue: number;
  nextBillingAt: Date;
}

async function currentPlan(ctx: PayContext, userId: string, now: Date): Promise<ActiveSubscription> {
  const running = (await activeSubscriptions(ctx.db, userId, now)).filter((s) => s.plan_region === UPGRADE_REGION);
  const current = running[0];
  if (!current) throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.noPlan);
  return current;
}

/** Prices a change of the user's running overseas plan to type for the given period. */
export async function quoteUpgrade(
  ctx: PayContext,
  userId: string,
  type: string,
  batchType: PlanPeriod,
  now: Date,
): Promise<UpgradeQuote> {
  const current = await currentPlan(ctx, userId, now);
  const offer = await requireOffer(ctx.db, UPGRADE_REGION, type, batchType);
  if (offer.category !== 'VIP' || !offer.plan_type || !offer.batch_type) {
    throw new AppError(ErrorCode.NOT_FOUND, PAY_ERRORS.packageNotFound);
  }
  const target = { ...offer, plan_type: offer.plan_type, batch_type: offer.batch_type };
  if (target.plan_type === current.plan_type && target.batch_type === current.batch_type) {
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.samePlan);
  }
  const rank = (await findPlan(ctx.db, target.plan_type))?.rank ?? 0;
  if (rank < current.rank || (rank === current.rank && target.plan_type !== current.plan_type)) {
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.downgrade);
  }
  const currentOffer = await findOffer(ctx.db, UPGRADE_REGION, current.plan_type, current.batch_type);
  const remainingMs = Math.max(0, current.expires_at.getTime() - now.getTime());
  const periodMs = PERIOD_MONTHS[current.batch_type] * AVERAGE_MONTH_MS;
  const credit = currentOffer ? Math.floor((currentOffer.price * remainingMs) / periodMs) : 0;
  // The new period must cost something: otherwise the user would lose the part of the credit it does not use.
  if (credit >= target.price) throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.creditExceeds);
  return {
    current,
    target,
    credit,
    amountDue: Math.min(target.price, Math.max(target.price - credit, CARD_MIN_CHARGE_CENTS)),
    nextBillingAt: addMonths(now, PERIOD_MONTHS[target.batch_type], ctx.config.businessTimeZones.global),
  };
}

/** POST /api/pay/stripe/upgradeInfo. */
export async function upgradeInfo(
  ctx: PayContext,
  userId: string,
  body: { type: string; batchType: PlanPeriod },
): Promise<StripeUpgradeInfo> {
  const quote = await quoteUpgrade(ctx, userId, body.type, body.batchType, ctx.now());
  return {
    batchType: quote.target.batch_type,
    type: quote.target.type,
    amountDue: quote.amountDue,
    currency: quote.target.currency,
    nextBillingAt: quote.nextBillingAt.toISOString(),
  };
}

/**
 * POST /api/pay/stripe/upgrade: keeps the current billing cycle unless is_change_cycle, charges the saved card and
 * fulfils at once when the charge succeeds (its webhook then finds the order paid).
 */
export async function upgradePlan(
  ctx: PayContext,
  userId: string,
  body: { type: string; batchType: PlanPeriod; is_change_cycle: boolean },
): Promise<null> {
  const gateway = ctx.gateways.card;
  if (!gateway) throw new AppError(ErrorCode.NOT_AVAILABLE, PAY_ERRORS.notAvailable);
  const now = ctx.now();
  // One plan change per user at a time: the quote and its order are made under the user's row lock, and a change
  // still being charged (a pending, unexpired upgrade order) refuses the next, so the running plan's remaining
  // value is credited once. Fulfilment refuses an upgrade whose plan stopped running anyway (fulfil.ts).
  const order = await runInTransaction(ctx.db, async (trx) => {
    await lockUser(trx, userId);
    if (await pendingUpgradeOf(trx, userId, now)) {
      throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.inProgress);
    }
    const locked = { ...ctx, db: trx };
    const current = await currentPlan(locked, userId, now);
    const quote = await quoteUpgrade(
      locked,
      userId,
      body.type,
      body.is_change_cycle ? body.batchType : current.batch_type,
      now,
    );
    return insertOrder(trx, {
      id: newOrderId(now),
      user_uuid: userId,
      region: UPGRADE_REGION,
      provider: 'stripe',
      sandbox: gateway.sandbox,
      pay_scene: null,
      kind: 'upgrade',
      package_id: quote.target.id,
      package_type: quote.target.type,
      plan_type: quote.target.plan_type,
      batch_type: quote.target.batch_type,
      quantity: 1,
      points: 0,
      list_amount: quote.target.price,
      amount: quote.amountDue,
      currency: quote.target.currency,
      coupon_id: null,
      upgrade_from: quote.current.plan_type,
      provider_ref: null,
      provider_txn_id: null,
      code_url: null,
      return_url: null,
      created_at: now,
      updated_at: now,
      expires_at: new Date(now.getTime() + UPGRADE_ORDER_TTL_MS),
      paid_at: null,
      closed_at: null,
      last_queried_at: null,
    });
  });

  // The provider's customer is looked up (or made) only for an upgrade that was quoted: a refused one leaves no trace.
  let charge: Awaited<ReturnType<typeof gateway.chargeSavedCard>>;
  try {
    charge = await gateway.chargeSavedCard(order, await gateway.customerFor(userId));
  } catch (error) {
    return providerFailed(
      ctx,
      order,
      error instanceof ProviderError ? error : new ProviderError('stripe', 'charge', error),
    );
  }
  if (charge.status === 'no_card') {
    await settleUnpaid(ctx.db, order.id, ORDER_STATUS.CLOSED, ctx.now());
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.noCard);
  }
  if (charge.paymentIntentId)
    await setProviderRef(ctx.db, order.id, { providerRef: charge.paymentIntentId }, ctx.now());
  if (charge.status === 'failed') {
    await settleUnpaid(ctx.db, order.id, ORDER_STATUS.FAILED, ctx.now());
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.declined);
  }
  const result = await fulfilOrder(ctx, {
    orderId: order.id,
    provider: 'stripe',
    sandbox: gateway.sandbox,
    transactionId: charge.paymentIntentId,
    amount: charge.amount,
    currency: charge.currency,
  });
  if (result.outcome === 'fulfilled' || result.outcome === 'already') return null;
  if (result.outcome === 'superseded' && result.order) {
    await refundSuperseded(ctx, gateway, result.order, charge.paymentIntentId);
    throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.upgrade.superseded);
  }
  ctx.log.error({ orderId: order.id, outcome: result.outcome }, 'upgrade charge does not match its order');
  throw new AppError(ErrorCode.INTERNAL, PAY_ERRORS.providerFailed);
}

/** GET /api/pay/stripe/customerPortal: the card provider's billing page, returning to the app. */
export async function customerPortal(
  ctx: PayContext,
  userId: string,
  request: FastifyRequest,
): Promise<{ url: string }> {
  const gateway = ctx.gateways.card;
  if (!gateway) throw new AppError(ErrorCode.NOT_AVAILABLE, PAY_ERRORS.notAvailable);
  const origin = requestAppOrigin(ctx.config, request) ?? new URL(ctx.config.pay.returnUrl).origin;
  try {
    const customerId = await gateway.customerFor(userId);
    return { url: await gateway.portalUrl(userId, customerId, `${origin}/`) };
  } catch (error) {
    ctx.log.error({ err: error }, 'card provider refused a billing portal session');
    throw new AppError(ErrorCode.INTERNAL, PAY_ERRORS.providerFailed);
  }
}
