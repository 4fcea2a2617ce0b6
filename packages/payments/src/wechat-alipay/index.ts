// "@framewise/payments/wechat-alipay": the domestic build's purchase flow, paid by WeChat Pay or Alipay QR code
// (points modal, settlement, QR payment, plan change through customer service). Domestic build only.
export { domesticPointPanel } from './DomesticPointPanel';
