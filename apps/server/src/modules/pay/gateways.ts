import type { KeyLike } from 'node:crypto';
import type { OrderProvider } from '../../db';
import type { OrderRow } from './repo';

/**
 * The provider interface: one gateway per channel (WeChat Pay, Alipay, card), each either the real service or the
 * embedded sandbox, chosen by config. A gateway talks to its provider; verifying what the provider sends back
 * (notifies, webhooks) is the notify handlers' job, with the keys the gateway names.
 */

/** What a provider says about an order's payment. */
export type RemoteTrade =
  | { state: 'paid'; transactionId: string; amount: number; currency: string }
  /** open: payable; missing: the provider has no such trade (never scanned, or not created there). */
  | { state: 'open' | 'failed' | 'closed' | 'missing' };

export interface TradeGateway {
  readonly provider: OrderProvider;
  /** The embedded sandbox: its orders (orders.sandbox) are its alone to report. */
  readonly sandbox: boolean;
  query(order: OrderRow): Promise<RemoteTrade>;
  /** Makes an unpaid order unpayable at the provider before it closes here (best effort). */
  close(order: OrderRow): Promise<void>;
}

/** What WeChat Pay notifies are verified and decrypted with. */
export interface WechatNotifyKeys {
  mchId: string;
  /** App ids orders are created with (Native / H5 and JSAPI). */
  appIds: readonly string[];
  apiV3Key: string;
  /** Wechatpay-Serial of the platform key; a notify naming another serial is refused. */
  platformKeyId: string;
  platformPublicKey: KeyLike;
}

/** The parameters of wx.requestPayment / getBrandWCPayRequest. */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface WechatGateway extends TradeGateway {
  readonly provider: 'wechat';
  readonly notifyKeys: WechatNotifyKeys;
  /** Native order: the code_url to show as a QR code. */
  native(order: OrderRow, description: string): Promise<string>;
  /** H5 order for a mobile browser outside WeChat: the h5_url to open. */
  h5(order: OrderRow, description: string, clientIp: string): Promise<string>;
  /** JSAPI order inside WeChat: the signed payment parameters. */
  jsapi(order: OrderRow, description: string, openid: string): Promise<JsapiParams>;
}

export interface AlipayGateway extends TradeGateway {
  readonly provider: 'alipay';
  /** The app id notifies must name. */
  readonly appId: string;
  /** Checks the RSA2 signature of a notify's (decoded) form fields with Alipay's public key. */
  verifyNotify(fields: Record<string, string>): boolean;
  /** alipay.trade.precreate: the qr_code content. */
  precreate(order: OrderRow, subject: string): Promise<string>;
  /** alipay.trade.wap.pay for a mobile browser: the Alipay page to open, which comes back to returnUrl. */
  wapPay(order: OrderRow, subject: string, returnUrl: string): Promise<string>;
}

export interface CheckoutInput {
  name: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

export type SavedCardCharge =
  | { status: 'succeeded'; paymentIntentId: string; amount: number; currency: string }
  | { status: 'failed'; paymentIntentId: string | null }
  | { status: 'no_card' };

export interface CardGateway extends TradeGateway {
  readonly provider: 'stripe';
  /** Verifies Stripe-Signature of webhook events. */
  readonly webhookSecret: string;
  /** The user's customer at the provider, created on first use. */
  customerFor(userUuid: string): Promise<string>;
  /** A hosted checkout for the order: its session id (kept as provider_ref) and the page to redirect to. */
  createCheckout(order: OrderRow, input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Charges the customer's saved card off-session for an upgrade order. */
  chargeSavedCard(order: OrderRow, customerId: string): Promise<SavedCardCharge>;
  /** Refunds an order's whole payment (an upgrade that could no longer apply); asking again refunds nothing more. */
  refund(order: OrderRow, transactionId: string): Promise<void>;
  /** The billing portal page of the customer. */
  portalUrl(userUuid: string, customerId: string, returnUrl: string): Promise<string>;
}

export interface PayGateways {
  wechat: WechatGateway | undefined;
  alipay: AlipayGateway | undefined;
  card: CardGateway | undefined;
}

export function gatewayOf(gateways: PayGateways, provider: OrderProvider): TradeGateway | undefined {
  return provider === 'wechat' ? gateways.wechat : provider === 'alipay' ? gateways.alipay : gateways.card;
}

/** Thrown when a provider refuses or fails a call; the user sees the generic "try later" message. */
export class ProviderError extends Error {
  constructor(
    readonly provider: OrderProvider,
    message: string,
    readonly detail?: unknown,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
