import type { PayScene } from '@framewise/contracts/routes';

/** The pay ways of the settlement modal, Alipay first (docs/product.md, "Payments"). */
export const PAY_WAYS = ['alipay', 'wechat'] as const;
export type PayWay = (typeof PAY_WAYS)[number];

/**
 * pay_scene of a desktop QR payment: WeChat Pay Native ('pc') or Alipay's desktop QR ('alipay-pc'). The in-WeChat
 * scenes (H5, mini program) pay by JSAPI instead of a QR code.
 */
export const PAY_SCENE_OF: Record<PayWay, PayScene> = { wechat: 'pc', alipay: 'alipay-pc' };

/** The Alipay QR frame counts as loaded this long after it is drawn (about 1 s after load). */
export const ALIPAY_FRAME_SETTLE_MS = 1000;

/** A QR content a desktop browser can open itself (a payment page), unlike WeChat's weixin:// codes. */
export function isOpenableUrl(codeUrl: string): boolean {
  return /^https?:\/\//i.test(codeUrl);
}

/** A coupon from the page address (?discountCode=), sent with the order as couponCode. */
export function couponFromSearch(search: string): string | undefined {
  const code = new URLSearchParams(search).get('discountCode')?.trim();
  return code ? code.slice(0, 64) : undefined;
}
