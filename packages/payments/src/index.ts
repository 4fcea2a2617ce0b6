// Public surface of @framewise/payments ("."): the member page and its parts, the points breakdown, code
// redemption, the VIP item guard, the purchase intent and steps both builds share, and the QR-order state machine.
// The /member and /pay-result routes load "./member-page" and "./pay-result-page" (default exports) lazily; the
// region flows are "./wechat-alipay" (domestic) and "./stripe" (overseas).

export { useBuy, usePurchaseIntent } from './buy-actions';
export {
  type Benefit,
  benefitsOf,
  DEFAULT_PRICE_UNIT,
  formatPrice,
  type OverseasTerms,
  overseasTermsOf,
  type PointOffer,
  type Price,
  type PriceFormat,
  periodsOf,
  plansFor,
  pointOffersOf,
  termsOf,
} from './catalogue';
export { formatDate, usePriceText } from './format';
export { GiftCodeForm } from './GiftCodeForm';
export { useHeldPlanTypes } from './held-plans';
export { useBuildFeatures, useNavigateTo } from './hooks';
export { LoginRequired } from './LoginRequired';
export { MemberPage } from './MemberPage';
export { MembershipStatus, type MembershipStatusProps } from './MembershipStatus';
export { OfferPicker, type OfferPickerProps } from './OfferPicker';
export { PackageSummary } from './PackageSummary';
export { PayResultPage } from './PayResultPage';
export { PeriodSwitch, type PeriodSwitchProps } from './PeriodSwitch';
export { PlanCard, type PlanCardProps } from './PlanCard';
export { PointOffers, type PointOffersProps } from './PointOffers';
export { MyPointsBreakdown, type PointsBalance, PointsBreakdown, type PointsBreakdownProps } from './PointsBreakdown';
export { PointsChoice, type PointsChoiceProps } from './PointsChoice';
export { gateOf, isGated } from './package-gate';
export {
  PAY_RESULT_PATH,
  type PayRef,
  type PayResult,
  type PayResultView,
  payRefOf,
  payReturnUrl,
  RESULT_POLL,
  usePayResult,
} from './pay-result';
export { type PurchaseIntent, peekPurchaseIntent, setPurchaseIntent } from './purchase-intent';
export { itemOfOffer, itemOfPackage, type PurchaseItem, useSubjectText } from './purchase-item';
export {
  type CreatedOrder,
  createQrOrder,
  documentVisibility,
  type PageVisibility,
  QR_ORDER_TIMING,
  type QrOrder,
  type QrOrderFailure,
  type QrOrderOptions,
  type QrOrderState,
  type QrOrderTiming,
  type Scheduler,
} from './qr-order';
export { RedeemPanel } from './RedeemPanel';
export { type RedeemResult, redeemCode } from './redeem';
export { useRefusalText, useVipItemGuard } from './vip-guard';
