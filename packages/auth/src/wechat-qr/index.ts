// "@framewise/auth/wechat-qr": WeChat QR login, the bind-phone step and the domestic login panel that combines it
// with the phone form; the mobile WeChat authorisation redirect (domestic build only).
export { DomesticBranding } from './DomesticBranding';
export {
  type DomesticLoginConfig,
  DomesticLoginPanel,
  type DomesticLoginPanelProps,
  domesticLoginPanel,
} from './DomesticLoginPanel';
export { QrLoginPanel, type QrLoginPanelProps, QrLoginView, type QrLoginViewProps } from './QrLoginPanel';
export { pollQrLogin, requestLoginQr } from './qr-calls';
export { createQrLogin, QR_TIMING, type QrLogin, type QrLoginOptions, type QrTiming, type QrView } from './qr-login';
export { WechatReturn } from './WechatReturn';
export {
  beginWechatAuthorization,
  checkWechatState,
  WECHAT_AUTHORIZE_URL,
  WECHAT_RETURN_PATH,
  type WechatAuthorizeOptions,
  wechatAuthorizeUrl,
} from './wechat-authorize';
export {
  clearWechatBind,
  finishWechatReturn,
  pendingWechatBind,
  readWechatReturn,
  type WechatReturnOutcome,
  type WechatReturnParams,
  withoutWechatParams,
} from './wechat-return';
