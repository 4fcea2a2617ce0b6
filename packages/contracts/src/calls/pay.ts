import { z } from 'zod';
import { defineCall } from '../call';
import { activationCode, batchType, packageType, planPeriod, quantity, queryInt } from '../domain/fields';
import { PACKAGE_CATEGORIES, VIP_PERMISSIONS } from '../domain/membership';
import { VALIDATION } from '../domain/messages';
import { ORDER_STATUSES, PAY_SCENES } from '../domain/payment';

export const orderId = z.string({ error: VALIDATION.idRequired }).min(1, { error: VALIDATION.idRequired }).max(64);
export const orderStatus = z.literal(ORDER_STATUSES);

export const packageListQuery = z.object({
  permission_id: queryInt().pipe(z.literal(VIP_PERMISSIONS, { error: VALIDATION.permissionInvalid })),
});

/**
 * A plan or points package. Domestic builds read points and price (cents, shown in yuan with 2 decimals); the
 * overseas build reads json (see overseasPackageJson) of the first package only.
 */
export const payPackage = z.object({
  type: packageType,
  category: z.enum(PACKAGE_CATEGORIES),
  name: z.string(),
  points: z.number().int().nonnegative(),
  /** Price in cents. */
  price: z.number().int().nonnegative(),
  /** Plan period of a VIP plan; null for points packages. */
  batchType: planPeriod.nullable(),
  json: z.string().nullable(),
});
export type PayPackage = z.infer<typeof payPackage>;

/** The JSON string an overseas package carries: points and price (cents) per quantity 1, and the price unit. */
export const overseasPackageJson = z.object({
  points: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  priceUnit: z.string().min(1),
});
export type OverseasPackageJson = z.infer<typeof overseasPackageJson>;

export const createOrderBody = z.object({
  type: packageType,
  batchType,
  /** The coupon's discountCode. */
  couponCode: z.string().trim().max(64).optional(),
  pay_scene: z.enum(PAY_SCENES, { error: VALIDATION.payMethodInvalid }),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;
/** code_url: WeChat Native QR content, or the Alipay / sandbox payment page. */
export const createOrderAnswer = z.object({ orderId, code_url: z.string().min(1) });
export type CreateOrderAnswer = z.infer<typeof createOrderAnswer>;

export const checkOrderQuery = z.object({ orderId });
export const checkOrderAnswer = z.object({ status: orderStatus });

/** The result page names the order by our orderId or by the card provider's checkout session id. */
export const payStatusQuery = z
  .object({ orderId: orderId.optional(), sessionId: z.string().min(1).max(255).optional() })
  .refine((q) => !!q.orderId || !!q.sessionId, { error: VALIDATION.orderRefRequired });
export const payStatus = z.object({
  orderId,
  status: orderStatus,
  type: packageType,
  /** Points granted by the order (0 for a plan). */
  points: z.number().int().nonnegative(),
});
export type PayStatus = z.infer<typeof payStatus>;

/** WeChat JSAPI payment inside WeChat (H5 or mini program), paid by the openid from bindPlatform. */
export const miniProgramPayBody = z.object({
  type: packageType,
  batchType,
  couponCode: z.string().trim().max(64).optional(),
  openid: z.string().min(1).max(128),
});
/** The parameters of wx.requestPayment / WeixinJSBridge getBrandWCPayRequest (v3: signType RSA). */
export const miniProgramPayAnswer = z.object({
  orderId,
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type MiniProgramPayAnswer = z.infer<typeof miniProgramPayAnswer>;

export const exchangeBody = z.object({ code: activationCode });
/** Points granted; vip_type names the plan when the code grants a plan period instead. */
export const exchangeAnswer = z.object({
  points: z.number().int().nonnegative(),
  vip_type: z.string().nullable(),
});
export type ExchangeAnswer = z.infer<typeof exchangeAnswer>;

export const stripeCheckoutBody = z.object({ batchType, type: packageType, quantity: quantity.default(1) });
/** url is the checkout page to redirect to (Stripe's hosted page or the sandbox page). */
export const stripeCheckoutAnswer = z.object({ sessionId: z.string().min(1), url: z.string().min(1) });

export const stripeUpgradeInfoBody = z.object({ batchType: planPeriod, type: packageType });
/** Preview of a plan change: what is due now and when the next period starts. */
export const stripeUpgradeInfo = z.object({
  batchType: planPeriod,
  type: packageType,
  /** Amount due now, in cents of currency. */
  amountDue: z.number().int(),
  currency: z.string().min(1),
  /** ISO 8601 start of the next billing period. */
  nextBillingAt: z.string(),
});
export type StripeUpgradeInfo = z.infer<typeof stripeUpgradeInfo>;

export const stripeUpgradeBody = stripeUpgradeInfoBody.extend({ is_change_cycle: z.boolean().default(false) });

export const portalAnswer = z.object({ url: z.string().min(1) });

export const payCalls = {
  getPackageList: defineCall({
    method: 'GET',
    path: '/api/pay/type/list',
    query: packageListQuery,
    data: z.array(payPackage),
    auth: 'optional',
    summary: 'Plans (permission 7), acceleration (4) or points packages (9) with prices in cents',
  }),
  createOrder: defineCall({
    method: 'POST',
    path: '/api/pay/createOrder',
    body: createOrderBody,
    data: createOrderAnswer,
    auth: 'required',
    regions: ['cn'],
    summary: 'Creates a WeChat Pay or Alipay order for a package or plan and returns its QR content',
  }),
  checkOrder: defineCall({
    method: 'GET',
    path: '/api/pay/checkOrder',
    query: checkOrderQuery,
    data: checkOrderAnswer,
    auth: 'required',
    summary: 'Polled every 1.5 s: status of an order the user owns (1 = paid)',
  }),
  getPayStatus: defineCall({
    method: 'GET',
    path: '/api/pay/getStatus',
    query: payStatusQuery,
    data: payStatus,
    auth: 'required',
    summary: 'Result of an order for the pay-result page, fulfilling it when the provider reports it paid',
  }),
  miniProgramPay: defineCall({
    method: 'POST',
    path: '/api/pay/miniProgramPay',
    body: miniProgramPayBody,
    data: miniProgramPayAnswer,
    auth: 'required',
    regions: ['cn'],
    summary: 'Creates a WeChat JSAPI order inside WeChat and returns the payment parameters',
  }),
  exchange: defineCall({
    method: 'POST',
    path: '/api/pay/exchange',
    body: exchangeBody,
    data: exchangeAnswer,
    auth: 'required',
    summary: 'Redeems a gift or activation code for points or a plan period',
  }),
  stripeCreateCheckout: defineCall({
    method: 'POST',
    path: '/api/pay/stripe/createCheckout',
    body: stripeCheckoutBody,
    data: stripeCheckoutAnswer,
    auth: 'required',
    regions: ['global'],
    summary: 'Creates a card checkout session for a plan or 1-4 points packages',
  }),
  stripeUpgradeInfo: defineCall({
    method: 'POST',
    path: '/api/pay/stripe/upgradeInfo',
    body: stripeUpgradeInfoBody,
    data: stripeUpgradeInfo,
    auth: 'required',
    regions: ['global'],
    summary: 'Previews the amount due for changing the subscription plan or cycle',
  }),
  stripeUpgrade: defineCall({
    method: 'POST',
    path: '/api/pay/stripe/upgrade',
    body: stripeUpgradeBody,
    data: z.null(),
    auth: 'required',
    regions: ['global'],
    summary: 'Changes the subscription plan, optionally its cycle',
  }),
  stripeCustomerPortal: defineCall({
    method: 'GET',
    path: '/api/pay/stripe/customerPortal',
    data: portalAnswer,
    auth: 'required',
    regions: ['global'],
    summary: 'A card-provider customer portal URL for managing the subscription',
  }),
} as const;
