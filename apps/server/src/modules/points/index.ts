// The points ledger for other modules: generation charges and refunds, payments and codes grant.
export { addMonths, startOfDate } from './business-time';

export { type ActiveSubscription, activeSubscriptions, pointsColumns, pointsSnapshotOf } from './repo';
export {
  createPointsService,
  type PointBalances,
  type PointsDeps,
  runInTransaction,
  settleAccount,
  timeZoneOf,
} from './service';
