// "@framewise/auth/wechat-qr": the domestic login panel (WeChat QR login, the bind-phone step, the phone form),
// the return from WeChat's authorisation and the mobile authorisation redirect (domestic build only).
export { domesticLoginPanel } from './DomesticLoginPanel';
export { WechatReturn } from './WechatReturn';
export { beginWechatAuthorization } from './wechat-authorize';
