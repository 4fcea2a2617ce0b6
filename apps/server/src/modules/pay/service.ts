import {
  type CreateOrderAnswer,
  type CreateOrderBody,
  ErrorCode,
  type MiniProgramPayAnswer,
  ORDER_STATUS,
  PAY_CHANNEL,
  type PayScene,
  type PayStatus,
  type PlanPeriod,
  payChannelOfScene,
  type Region,
} from '@framewise/contracts';
import type { FastifyRequest } from 'fastify';
import type { OrderProvider } from '../../db';
import { AppError } from '../../http';
import type { PackageRow } from '../membership';
import { runInTransaction } from '../points';
import {
  CARD_ORDER_TTL_MS,
  ORDER_RATE_WINDOW_MS,
  ORDERS_PER_USER,
  QR_ORDER_TTL_MS,
  QUERY_THROTTLE_MS,
} from './constants';
import { PAY_ERRORS } from './errors';
import { fulfilOrder, type PayDeps, refundSuperseded } from './fulfil';
import { gatewayOf, type PayGateways, ProviderError, type TradeGateway } from './gateways';
import { applyCoupon, requireOffer } from './pricing';
import {
  claimQuery,
  insertOrder,
  lockUser,
  newOrderId,
  type OrderRow,
  orderById,
  orderByProviderRef,
  ordersCreatedSince,
  setProviderRef,
  settleUnpaid,
} from './repo';
import { resolveReturnUrl, withParams } from './return-url';
import { orderSubject } from './texts';

/** Orders: creating them at a provider, polling them, the result page; all amounts from the catalogue. */

export interface PayContext extends PayDeps {
  gateways: PayGateways;
}

function notAvailable(): AppError {
  return new AppError(ErrorCode.NOT_AVAILABLE, PAY_ERRORS.notAvailable);
}

interface NewOrderInput {
  userId: string;
  region: Region;
  provider: OrderProvider;
  gateway: TradeGateway;
  offer: PackageRow;
  quantity: number;
  payScene: string | null;
  couponCode?: string | undefined;
  returnUrl: string | null;
  ttlMs: number;
}

/** Prices the order from the catalogue (and coupon) and stores it pending, before any provider is asked. */
async function createPendingOrder(ctx: PayContext, input: NewOrderInput): Promise<OrderRow> {
  const now = ctx.now();
  const { offer } = input;
  const listAmount = offer.price * input.quantity;
  return runInTransaction(ctx.db, async (trx) => {
    await lockUser(trx, input.userId);
    if (
      (await ordersCreatedSince(trx, input.userId, new Date(now.getTime() - ORDER_RATE_WINDOW_MS))) >= ORDERS_PER_USER
    ) {
      throw new AppError(ErrorCode.RATE_LIMITED, PAY_ERRORS.tooManyOrders);
    }
    const coupon = input.couponCode
      ? await applyCoupon(trx, {
          userId: input.userId,
          code: input.couponCode,
          region: input.region,
          currency: offer.currency,
          listAmount,
          now,
        })
      : undefined;
    const isPlan = offer.category === 'VIP';
    return insertOrder(trx, {
      id: newOrderId(now),
      user_uuid: input.userId,
      region: input.region,
      provider: input.provider,
      sandbox: input.gateway.sandbox,
      pay_scene: input.payScene,
      kind: isPlan ? 'plan' : 'points',
      package_id: offer.id,
      package_type: offer.type,
      plan_type: isPlan ? offer.plan_type : null,
      batch_type: isPlan ? offer.batch_type : null,
      quantity: input.quantity,
      points: isPlan ? 0 : offer.points * input.quantity,
      list_amount: listAmount,
      amount: coupon?.amount ?? listAmount,
      currency: offer.currency,
      coupon_id: coupon?.couponId ?? null,
      upgrade_from: null,
      provider_ref: null,
      provider_txn_id: null,
      code_url: null,
      return_url: input.returnUrl,
      created_at: now,
      updated_at: now,
      expires_at: new Date(now.getTime() + input.ttlMs),
      paid_at: null,
      closed_at: null,
      last_queried_at: null,
    });
  });
}

/** A provider that failed to take the order: nothing is payable, so the order closes and the user may retry. */
export async function providerFailed(ctx: PayContext, order: OrderRow, error: unknown): Promise<never> {
  ctx.log.error({ err: error, orderId: order.id, provider: order.provider }, 'payment provider refused the order');
  await settleUnpaid(ctx.db, order.id, ORDER_STATUS.CLOSED, ctx.now());
  throw new AppError(ErrorCode.INTERNAL, PAY_ERRORS.providerFailed);
}

/** POST /api/pay/createOrder: a WeChat Pay or Alipay order for the QR payment modal. */
export async function createDomesticOrder(
  ctx: PayContext,
  input: { userId: string; region: Region; body: CreateOrderBody; request: FastifyRequest },
): Promise<CreateOrderAnswer> {
  const { body } = input;
  const scene: PayScene = body.pay_scene;
  const isWechat = payChannelOfScene(scene) === PAY_CHANNEL.WECHAT;
  const gateway = isWechat ? ctx.gateways.wechat : ctx.gateways.alipay;
  if (!gateway) throw notAvailable();
  const offer = await requireOffer(ctx.db, input.region, body.type, body.batchType);
  const order = await createPendingOrder(ctx, {
    userId: input.userId,
    region: input.region,
    provider: gateway.provider,
    gateway,
    offer,
    quantity: 1,
    payScene: scene,
    couponCode: body.couponCode || undefined,
    returnUrl: resolveReturnUrl(ctx.config, body.returnUrl, input.request),
    ttlMs: QR_ORDER_TTL_MS,
  });
  const subject = orderSubject(order, offer.name);
  // Mobile browsers leave for the provider's page and come back to the result page, which confirms by polling.
  const backToApp = withParams(order.return_url ?? ctx.config.pay.returnUrl, { orderId: order.id });
  let codeUrl: string;
  try {
    if (gateway.provider === 'alipay') {
      codeUrl =
        scene === 'alipay-wap'
          ? await gateway.wapPay(order, subject, backToApp)
          : await gateway.precreate(order, subject);
    } else if (scene === 'browser') {
      // WeChat's H5 (MWEB) page returns to redirect_url once the payer is done there.
      codeUrl = withParams(await gateway.h5(order, subject, input.request.ip), { redirect_url: backToApp });
    } else codeUrl = await gateway.native(order, subject);
  } catch (error) {
    return providerFailed(ctx, order, error);
  }
  await setProviderRef(ctx.db, order.id, { codeUrl }, ctx.now());
  return { orderId: order.id, code_url: codeUrl };
}

/** POST /api/pay/miniProgramPay: a WeChat JSAPI order paid inside WeChat by the given openid. */
export async function createJsapiOrder(
  ctx: PayContext,
  input: {
    userId: string;
    region: Region;
    body: { type: string; batchType: PlanPeriod | null; couponCode?: string | undefined; openid: string };
    request: FastifyRequest;
  },
): Promise<MiniProgramPayAnswer> {
  const gateway = ctx.gateways.wechat;
  if (!gateway) throw notAvailable();
  const { body } = input;
  const offer = await requireOffer(ctx.db, input.region, body.type, body.batchType);
  const order = await createPendingOrder(ctx, {
    userId: input.userId,
    region: input.region,
    provider: 'wechat',
    gateway,
    offer,
    quantity: 1,
    payScene: 'jsapi',
    couponCode: body.couponCode || undefined,
    returnUrl: resolveReturnUrl(ctx.config, undefined, input.request),
    ttlMs: QR_ORDER_TTL_MS,
  });
  try {
    const params = await gateway.jsapi(order, orderSubject(order, offer.name), body.openid);
    await setProviderRef(ctx.db, order.id, { providerRef: params.package.replace(/^prepay_id=/, '') }, ctx.now());
    return { orderId: order.id, ...params };
  } catch (error) {
    return providerFailed(ctx, order, error);
  }
}

/** POST /api/pay/stripe/createCheckout: a card checkout for a plan or 1-4 points packages. */
export async function createCardCheckout(
  ctx: PayContext,
  input: {
    userId: string;
    region: Region;
    body: { type: string; batchType: PlanPeriod | null; quantity: number; returnUrl?: string | undefined };
    request: FastifyRequest;
  },
): Promise<{ sessionId: string; url: string }> {
  const gateway = ctx.gateways.card;
  if (!gateway) throw notAvailable();
  const { body } = input;
  const offer = await requireOffer(ctx.db, input.region, body.type, body.batchType);
  const returnUrl = resolveReturnUrl(ctx.config, body.returnUrl, input.request);
  const order = await createPendingOrder(ctx, {
    userId: input.userId,
    region: input.region,
    provider: 'stripe',
    gateway,
    offer,
    quantity: body.quantity,
    payScene: null,
    returnUrl,
    ttlMs: CARD_ORDER_TTL_MS,
  });
  try {
    const customerId = await gateway.customerFor(input.userId);
    // Stripe fills {CHECKOUT_SESSION_ID} in; URL encoding would hide the placeholder from it.
    const successUrl = `${withParams(returnUrl, { orderId: order.id })}&session_id={CHECKOUT_SESSION_ID}`;
    const { sessionId, url } = await gateway.createCheckout(order, {
      name: orderSubject(order, offer.name),
      customerId,
      successUrl,
      cancelUrl: withParams(returnUrl, { orderId: order.id, canceled: '1' }),
    });
    await setProviderRef(ctx.db, order.id, { providerRef: sessionId, codeUrl: url }, ctx.now());
    return { sessionId, url };
  } catch (error) {
    return providerFailed(ctx, order, error);
  }
}

/**
 * Brings a pending order up to date with its provider: paid orders are fulfilled (the same function notifies
 * use), failed and closed ones recorded, expired unpaid ones closed at the provider and here. Polls ask the
 * provider at most once per QUERY_THROTTLE_MS per order; reconciliation forces the question.
 */
export async function refreshOrder(ctx: PayContext, order: OrderRow, options: { force?: boolean } = {}) {
  if (order.status !== ORDER_STATUS.PENDING) return order;
  const now = ctx.now();
  if (!(await claimQuery(ctx.db, order.id, now, options.force ? 0 : QUERY_THROTTLE_MS))) return order;
  const expired = order.expires_at.getTime() <= now.getTime();
  const gateway = gatewayOf(ctx.gateways, order.provider);
  // An order of another setup (sandbox order, real provider now, or a provider switched off) cannot be asked.
  if (!gateway || gateway.sandbox !== order.sandbox) {
    if (expired) await settleUnpaid(ctx.db, order.id, ORDER_STATUS.CLOSED, now);
    return (await orderById(ctx.db, order.id)) ?? order;
  }
  try {
    const trade = await gateway.query(order);
    if (trade.state === 'paid') {
      const result = await fulfilOrder(ctx, {
        orderId: order.id,
        provider: order.provider,
        sandbox: gateway.sandbox,
        transactionId: trade.transactionId,
        amount: trade.amount,
        currency: trade.currency,
      });
      if (result.outcome === 'mismatch')
        ctx.log.error({ orderId: order.id, trade }, 'provider reports a payment that does not match its order');
      if (result.outcome === 'fulfilled') ctx.log.info({ orderId: order.id }, 'order paid (provider query)');
      if (result.outcome === 'superseded' && result.order && ctx.gateways.card) {
        await refundSuperseded(ctx, ctx.gateways.card, result.order, trade.transactionId);
      }
    } else if (trade.state === 'failed') {
      await settleUnpaid(ctx.db, order.id, ORDER_STATUS.FAILED, now);
    } else if (trade.state === 'closed') {
      await settleUnpaid(ctx.db, order.id, ORDER_STATUS.CLOSED, now);
    } else if (expired) {
      await gateway.close(order);
      await settleUnpaid(ctx.db, order.id, ORDER_STATUS.CLOSED, now);
    }
  } catch (error) {
    // The provider is unreachable or refused: the order stays as it is and the next poll asks again.
    ctx.log.warn(
      { err: error, orderId: order.id },
      error instanceof ProviderError ? error.message : 'order query failed',
    );
  }
  return (await orderById(ctx.db, order.id)) ?? order;
}

/** An order of this user; another user's order reads exactly like a missing one. */
function ownOrder(userId: string, order: OrderRow | undefined): OrderRow {
  if (!order || order.user_uuid !== userId) throw new AppError(ErrorCode.NOT_FOUND, PAY_ERRORS.orderNotFound);
  return order;
}

/** GET /api/pay/checkOrder: polled every 1.5 s by the QR payment modal. */
export async function checkOrder(ctx: PayContext, userId: string, orderId: string) {
  const order = ownOrder(userId, await orderById(ctx.db, orderId));
  return { status: (await refreshOrder(ctx, order)).status };
}

/** GET /api/pay/getStatus: the result page, by our order id or the card checkout's session id. */
export async function payStatus(
  ctx: PayContext,
  userId: string,
  query: { orderId?: string | undefined; sessionId?: string | undefined },
): Promise<PayStatus> {
  const found = query.orderId
    ? await orderById(ctx.db, query.orderId)
    : await orderByProviderRef(ctx.db, 'stripe', query.sessionId ?? '');
  const order = await refreshOrder(ctx, ownOrder(userId, found));
  return { orderId: order.id, status: order.status, type: order.package_type, points: order.points };
}
