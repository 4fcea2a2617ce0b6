// The database for the rest of the server: opening it (PGlite or PostgreSQL), migrations, table types, settings,
// the read cache and LISTEN/NOTIFY.

export { migrate, pendingMigrations } from './migrate';
export {
  CHANNELS,
  type Channel,
  listenForNotifications,
  noticesArriveAtOnce,
  publish,
  shareTaskWakeups,
  subscribe,
  type TaskWakeups,
} from './notifications';
export {
  type DatabaseTarget,
  DEFAULT_POOL_SIZE,
  databaseTarget,
  openDatabase,
  pingDatabase,
  STATEMENT_TIMEOUT_MS,
} from './open';
export { ReadCache } from './read-cache';
export type {
  CouponsTable,
  Database,
  Db,
  GalleryTagsTable,
  OrderProvider,
  OrderStatusCode,
  OrdersTable,
  PayPackagesTable,
  PaySandboxTradesTable,
  PlanGrantsTable,
  PlansTable,
  PointBucketKind,
  PointEntryKind,
  QrLoginsTable,
  SessionsTable,
  SmsCodesTable,
  StorageGrantsTable,
  StorageObjectsTable,
  SubscriptionsTable,
  TaskObjectRef,
  TaskOutput,
  TasksTable,
  UsersTable,
} from './schema';
export { getOrCreateSetting, getSetting, putSetting } from './settings';
