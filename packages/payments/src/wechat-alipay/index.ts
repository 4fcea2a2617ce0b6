// "@framewise/payments/wechat-alipay": the domestic build's purchase flow, paid by WeChat Pay or Alipay QR code
// (points modal, settlement, QR payment, plan change through customer service). Domestic build only.
export {
  type DomesticPayConfig,
  DomesticPointPanel,
  type DomesticPointPanelProps,
  domesticPointPanel,
} from './DomesticPointPanel';
export { PlanChangeNotice, type PlanChangeNoticeProps, type SupportContact } from './PlanChangeNotice';
export {
  ALIPAY_FRAME_SETTLE_MS,
  couponFromSearch,
  isOpenableUrl,
  PAY_SCENE_OF,
  PAY_WAYS,
  type PayWay,
} from './pay-way';
export { QrPaymentModal, type QrPaymentModalProps } from './QrPaymentModal';
export { QrPaymentView, type QrPaymentViewProps } from './QrPaymentView';
export { SettlementModal, type SettlementModalProps } from './SettlementModal';
export { type UseQrOrderOptions, useFrameLoading, useQrOrder } from './use-qr-order';
