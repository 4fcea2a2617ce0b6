// "@framewise/payments/stripe": the overseas build's purchase flow, paid by card through a Stripe Checkout redirect
// (quantities 1-4 of the base points package, plans, the card upgrade and the customer portal). Overseas build only.
export { overseasPointPanel } from './OverseasPointPanel';
