// "@framewise/payments/stripe": the overseas build's purchase flow, paid by card through a Stripe Checkout redirect
// (quantities 1-4 of the base points package, plans, the card upgrade and the customer portal). Overseas build only.
export { CardUpgrade, type CardUpgradeProps, UPGRADE_RELOAD_MS } from './CardUpgrade';
export { CustomerPortalLink, type CustomerPortalLinkProps } from './CustomerPortalLink';
export { type CheckoutAnswer, type RedirectOptions, redirectToCheckout } from './checkout';
export {
  type OverseasPayConfig,
  OverseasPointPanel,
  type OverseasPointPanelProps,
  overseasPointPanel,
} from './OverseasPointPanel';
export { useCardCheckout } from './use-card-checkout';
