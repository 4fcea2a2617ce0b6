import { z } from 'zod';
import { defineCalls } from '../call';
import { activationCode, batchType, packageType, planPeriod, quantity, queryInt } from '../domain/fields';
import { PACKAGE_CATEGORIES, VIP_PERMISSIONS } from '../domain/membership';
import { VALIDATION } from '../domain/messages';
import { ORDER_STATUSES, PAY_SCENES } from '../domain/payment';
import { payRoutes } from '../route-table/pay';

const orderId = z.string({ error: VALIDATION.idRequired }).min(1, { error: VALIDATION.idRequired }).max(64);
const orderStatus = z.literal(ORDER_STATUSES);

const packageListQuery = z.object({
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

/**
 * The app page the payer returns to after paying (the sandbox page's link, the card checkout's redirect): an
 * absolute http(s) URL on an origin the server allows. The server appends orderId (and session_id for card
 * checkout). Absent: the request's own origin + /pay-result, else the server's configured result page.
 */
const payReturnUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .optional();

export const createOrderBody = z.object({
  type: packageType,
  batchType,
  /** The coupon's discountCode. */
  couponCode: z.string().trim().max(64).optional(),
  pay_scene: z.enum(PAY_SCENES, { error: VALIDATION.payMethodInvalid }),
  returnUrl: payReturnUrl,
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;
/** code_url: WeChat Native QR content, or the Alipay / sandbox payment page. */
export const createOrderAnswer = z.object({ orderId, code_url: z.string().min(1) });
export type CreateOrderAnswer = z.infer<typeof createOrderAnswer>;

const checkOrderQuery = z.object({ orderId });
const checkOrderAnswer = z.object({ status: orderStatus });

/** The result page names the order by our orderId or by the card provider's checkout session id. */
const payStatusQuery = z
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
const miniProgramPayBody = z.object({
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

const exchangeBody = z.object({ code: activationCode });
/** Points granted; vip_type names the plan when the code grants a plan period instead. */
export const exchangeAnswer = z.object({
  points: z.number().int().nonnegative(),
  vip_type: z.string().nullable(),
});
export type ExchangeAnswer = z.infer<typeof exchangeAnswer>;

const stripeCheckoutBody = z.object({
  batchType,
  type: packageType,
  quantity: quantity.default(1),
  returnUrl: payReturnUrl,
});
/** url is the checkout page to redirect to (Stripe's hosted page or the sandbox page). */
const stripeCheckoutAnswer = z.object({ sessionId: z.string().min(1), url: z.string().min(1) });

const stripeUpgradeInfoBody = z.object({ batchType: planPeriod, type: packageType });
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

const stripeUpgradeBody = stripeUpgradeInfoBody.extend({ is_change_cycle: z.boolean().default(false) });

const portalAnswer = z.object({ url: z.string().min(1) });

export const payCalls = defineCalls(payRoutes, {
  getPackageList: { query: packageListQuery, data: z.array(payPackage) },
  createOrder: { body: createOrderBody, data: createOrderAnswer },
  checkOrder: { query: checkOrderQuery, data: checkOrderAnswer },
  getPayStatus: { query: payStatusQuery, data: payStatus },
  miniProgramPay: { body: miniProgramPayBody, data: miniProgramPayAnswer },
  exchange: { body: exchangeBody, data: exchangeAnswer },
  stripeCreateCheckout: { body: stripeCheckoutBody, data: stripeCheckoutAnswer },
  stripeUpgradeInfo: { body: stripeUpgradeInfoBody, data: stripeUpgradeInfo },
  stripeUpgrade: { body: stripeUpgradeBody, data: z.null() },
  stripeCustomerPortal: { data: portalAnswer },
});
