/** Payment channels (docs/product.md, "Payments"). */
export const PAY_CHANNEL = { WECHAT: 1, ALIPAY: 2 } as const;
export type PayChannel = (typeof PAY_CHANNEL)[keyof typeof PAY_CHANNEL];

/**
 * pay_scene of a domestic order: where the payer is. WeChat: desktop QR (pc), mini program QR, in-app H5 (wechat),
 * other mobile browsers (browser, WeChat's MWEB page); Alipay: desktop QR (alipay-pc), mobile browsers' WAP page
 * (alipay-wap).
 */
export const PAY_SCENE_CHANNEL = {
  pc: PAY_CHANNEL.WECHAT,
  'qrcode-mp-weixin': PAY_CHANNEL.WECHAT,
  wechat: PAY_CHANNEL.WECHAT,
  browser: PAY_CHANNEL.WECHAT,
  'alipay-pc': PAY_CHANNEL.ALIPAY,
  'alipay-wap': PAY_CHANNEL.ALIPAY,
} as const satisfies Record<string, PayChannel>;
export type PayScene = keyof typeof PAY_SCENE_CHANNEL;
export const PAY_SCENES = Object.keys(PAY_SCENE_CHANNEL) as PayScene[];

export function payChannelOfScene(scene: PayScene): PayChannel {
  return PAY_SCENE_CHANNEL[scene];
}

/** Order status; 1 = paid is what clients read; the rest is decided here. */
export const ORDER_STATUS = { PENDING: 0, PAID: 1, CLOSED: 2, FAILED: 3 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];
