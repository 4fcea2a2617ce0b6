// Payments for other modules, tests and operators: the routes, the one fulfilment function, coupons.
export { PAY_ERRORS } from './errors';
export {
  type FulfilOutcome,
  type FulfilResult,
  fulfilOrder,
  type PayDeps,
  type PaymentProof,
  refundSuperseded,
} from './fulfil';
export { createCoupon, discounted, type NewCoupon } from './pricing';
export { NOTIFY_PATHS, type PayModuleOptions } from './providers';
export { type ReconcileReport, reconcileOnce } from './reconcile';
export { payRoutes, registerPayRoutes } from './routes';
export { ensureSandboxKeys } from './sandbox/keys';
export { moveTrade } from './sandbox/trades-repo';
export { wechatPaymentNotify } from './sandbox/wechat';
