// Public surface of @framewise/payments ("."): the member page and its parts, the points breakdown, code
// redemption and the VIP item guard. The /member route loads "./member-page" (default export) lazily.

export { useBuy } from './buy-actions';
export {
  type Benefit,
  benefitsOf,
  DEFAULT_PRICE_UNIT,
  formatPrice,
  type OverseasTerms,
  overseasTermsOf,
  type PointOffer,
  type Price,
  periodsOf,
  plansFor,
  pointOffersOf,
  termsOf,
} from './catalogue';
export { formatDate, usePriceText } from './format';
export { GiftCodeForm } from './GiftCodeForm';
export { type PaymentsDispatch, usePaymentsDispatch, usePaymentsSelector, useRegion } from './hooks';
export { MemberPage } from './MemberPage';
export { MembershipStatus, type MembershipStatusProps } from './MembershipStatus';
export { PeriodSwitch, type PeriodSwitchProps } from './PeriodSwitch';
export { PlanCard, type PlanCardProps } from './PlanCard';
export { PointOffers, type PointOffersProps } from './PointOffers';
export { MyPointsBreakdown, type PointsBalance, PointsBreakdown, type PointsBreakdownProps } from './PointsBreakdown';
export { loadPackageList, PACKAGE_LIST_DEDUPE_MS, type PackageListState, usePackageList } from './package-list';
export { RedeemPanel } from './RedeemPanel';
export { type RedeemResult, redeemCode } from './redeem';
export { useRefusalText, useVipItemGuard } from './vip-guard';
