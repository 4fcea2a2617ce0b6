import { ORDER_STATUS } from '@framewise/contracts';

/** Rules of the payment flows (docs/product.md, "Payments"). */

export { ORDER_STATUS };

/** A QR order can be paid for 15 minutes (the client's whole payment session); then it closes. */
export const QR_ORDER_TTL_MS = 15 * 60 * 1000;
/** Stripe refuses checkout sessions that expire sooner than 30 minutes after creation. */
export const CARD_ORDER_TTL_MS = 30 * 60 * 1000;
/** Off-session upgrade charges settle at once or fail; the order stays payable this long for the webhook. */
export const UPGRADE_ORDER_TTL_MS = 15 * 60 * 1000;

/** A polling client (every 1.5 s) makes the server ask the provider at most this often per order. */
export const QUERY_THROTTLE_MS = 3000;
/** Notifies signed longer ago than this are refused as replays (WeChat signs every retry afresh). */
export const NOTIFY_MAX_AGE_MS = 5 * 60 * 1000;
/** WeChat Pay waits 5 s for an answer; past this the notify answers "try again" and the work finishes anyway. */
export const NOTIFY_DEADLINE_MS = 4500;
/** Orders one user may create per window: each reaches the provider, so a script cannot flood it. */
export const ORDERS_PER_USER = 10;
export const ORDER_RATE_WINDOW_MS = 10 * 60 * 1000;
/** Pending orders one reconciliation run looks at. */
export const RECONCILE_BATCH = 50;

/** Stripe's smallest USD charge. */
export const CARD_MIN_CHARGE_CENTS = 50;

/** Sandbox portal links stay valid this long. */
export const PORTAL_LINK_TTL_MS = 30 * 60 * 1000;

/** The idempotency key of everything an order grants: its points bucket, its plan grant. */
export const grantKey = (orderId: string) => `order:${orderId}`;
