// The points ledger for other modules: generation charges and refunds, payments and codes grant.
export { addMonths, dayKey, endOfDay, endOfMonth, monthKey, startOfDate } from './business-time';
export { checkLedger } from './ledger-checks';
export {
  type ActiveSubscription,
  activeSubscriptions,
  type PointsSnapshot,
  pointsColumns,
  pointsSnapshotOf,
} from './repo';
export {
  type BucketView,
  type ChargeInput,
  createPointsService,
  type GrantInput,
  POINTS_ERRORS,
  type PointBalances,
  type PointsDeps,
  type PointsService,
  type RefundInput,
  type RefundResult,
  runInTransaction,
  settleAccount,
  timeZoneOf,
} from './service';
