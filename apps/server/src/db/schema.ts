import type { ColumnType, Generated, Kysely } from 'kysely';

/** Key/value settings the server keeps for itself (generated development secrets and the like). */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, Date | undefined, never>;
}

/** A local-driver upload grant: who may write under which prefix of which bucket, until when. */
export interface StorageGrantsTable {
  id: string;
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  token_hash: string;
  owner_uuid: string;
  purpose: string;
  bucket: string;
  prefix: string;
  expires_at: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A stored object and its owner; mime, width and height come from the content, not the client. */
export interface StorageObjectsTable {
  bucket: string;
  key: string;
  owner_uuid: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  /** Hex SHA-256 of the content (the ETag); null for objects uploaded straight to COS. */
  sha256: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** An account. phone is 11 digits (mainland) or null; merged_into marks a WeChat-only account merged away. */
export interface UsersTable {
  uuid: string;
  phone: string | null;
  nickname: string;
  avatar_key: string | null;
  invite_code: string;
  introducer: string | null;
  introduced_by: string | null;
  merged_into: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A login identity: provider 'wechat' (unionid or openid), 'wechat-mp' (official-account openid), 'google' (sub). */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_uuid: string;
  profile: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Date;
}

/** A login session; only the SHA-256 (hex) of its token is stored. */
export interface SessionsTable {
  token_hash: string;
  user_uuid: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** An SMS login code; code_hash is an HMAC, never the code. */
export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  ip: string;
  created_at: Date;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  consumed_at: Date | null;
}

/** A WeChat QR login: pending -> scanned -> need_phone | done. */
export interface QrLoginsTable {
  uuid: string;
  browser_hash: string;
  ip: string;
  status: 'pending' | 'scanned' | 'need_phone' | 'done';
  user_uuid: string | null;
  created_at: Date;
  expires_at: Date;
  scanned_at: Date | null;
}

/** A user's points account: its region fixes the business time zone; its row is the per-user lock. */
export interface PointAccountsTable {
  user_uuid: string;
  region: 'cn' | 'global';
  created_at: Date;
  /** When the account next needs settling (day end, soonest bucket expiry); null: at the next read. */
  settle_due_at: Date | null;
}

export type PointBucketKind = 'permanent' | 'vip' | 'daily';

/** One grant of points; remaining goes down by charges and expiry, up by refunds. */
export interface PointBucketsTable {
  id: string;
  user_uuid: string;
  kind: PointBucketKind;
  amount: number;
  remaining: number;
  /** Null for permanent points. */
  expires_at: Date | null;
  source_ref: string;
  grant_group: string | null;
  created_at: Date;
}

export type PointEntryKind = 'grant' | 'charge' | 'refund' | 'expire';

/** An entry of the append-only points ledger. */
export interface PointEntriesTable {
  id: string;
  /** Append order (int8: read as a string, only ever sorted on). */
  seq: Generated<string>;
  user_uuid: string;
  kind: PointEntryKind;
  idempotency_key: string;
  amount: number;
  reason: string;
  refund_of: string | null;
  created_at: Date;
}

/** How one ledger entry changed one bucket. */
export interface PointEntryLinesTable {
  entry_id: string;
  bucket_id: string;
  delta: number;
}

export interface PlansTable {
  type: string;
  region: 'cn' | 'global';
  name: string;
  rank: number;
  monthly_points: number;
  unlimit_enable: boolean;
  sort: number;
}

/** A plan period or points package on sale; prices in cents of currency. */
export interface PayPackagesTable {
  id: string;
  region: 'cn' | 'global';
  category: 'VIP' | 'ACC' | 'Point';
  type: string;
  name: string;
  batch_type: 'month' | 'season' | 'year' | null;
  points: number;
  price: number;
  currency: 'CNY' | 'USD';
  plan_type: string | null;
  sort: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A user's membership of one plan; active while expires_at is ahead. */
export interface SubscriptionsTable {
  id: string;
  user_uuid: string;
  plan_type: string;
  batch_type: 'month' | 'season' | 'year';
  started_at: Date;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** One plan period granted to a user, once per idempotency key. */
export interface PlanGrantsTable {
  idempotency_key: string;
  subscription_id: string;
  user_uuid: string;
  plan_type: string;
  batch_type: 'month' | 'season' | 'year';
  starts_at: Date;
  ends_at: Date;
  reason: string;
  created_at: Date;
}

/** Codes created together by the admin command: what each grants and until when. */
export interface CodeBatchesTable {
  id: string;
  points: number;
  plan_type: string | null;
  batch_type: 'month' | 'season' | 'year' | null;
  count: number;
  expires_at: Date | null;
  note: ColumnType<string, string | undefined, string>;
  created_at: Date;
}

/** A gift / activation code, stored as its SHA-256 only. */
export interface RedeemCodesTable {
  id: string;
  batch_id: string;
  code_hash: string;
  hint: string;
  redeemed_by: string | null;
  redeemed_at: Date | null;
  created_at: Date;
}

export interface CodeAttemptsTable {
  id: Generated<number>;
  user_uuid: string;
  ip: string;
  ok: boolean;
  created_at: Date;
}

export type OrderProvider = 'wechat' | 'alipay' | 'stripe';
export type OrderKind = 'points' | 'plan' | 'upgrade';
/** 0 pending, 1 paid, 2 closed, 3 failed (contracts' ORDER_STATUS). */
export type OrderStatusCode = 0 | 1 | 2 | 3;

/** A payment order; amounts in cents of currency, copied from pay_packages when it was created. */
export interface OrdersTable {
  id: string;
  user_uuid: string;
  region: 'cn' | 'global';
  provider: OrderProvider;
  sandbox: boolean;
  pay_scene: string | null;
  kind: OrderKind;
  package_id: string;
  package_type: string;
  plan_type: string | null;
  batch_type: 'month' | 'season' | 'year' | null;
  quantity: number;
  points: number;
  list_amount: number;
  amount: number;
  currency: 'CNY' | 'USD';
  coupon_id: string | null;
  upgrade_from: string | null;
  status: ColumnType<OrderStatusCode, OrderStatusCode | undefined, OrderStatusCode>;
  provider_ref: string | null;
  provider_txn_id: string | null;
  code_url: string | null;
  return_url: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
  last_queried_at: Date | null;
}

/** A checkout coupon: percent_off or amount_off (in cents of currency). */
export interface CouponsTable {
  id: string;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: 'CNY' | 'USD' | null;
  region: 'cn' | 'global' | null;
  expires_at: Date | null;
  max_uses: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
}

/** A Stripe event already handled (deduplication by event id). */
export interface StripeEventsTable {
  id: string;
  type: string;
  order_id: string | null;
  created_at: Date;
}

export interface StripeCustomersTable {
  user_uuid: string;
  mode: 'live' | 'sandbox';
  customer_id: string;
  created_at: Date;
}

/** The sandbox provider's record of a trade it was asked to collect. */
export interface PaySandboxTradesTable {
  order_id: string;
  provider: OrderProvider;
  state: 'open' | 'paid' | 'failed' | 'closed';
  transaction_id: string;
  amount: number;
  currency: string;
  updated_at: Date;
}

/** A stored object a task reads or wrote. */
export interface TaskObjectRef {
  bucket: string;
  key: string;
  mime: string;
}

/** One stored result of a task. */
export interface TaskOutput extends TaskObjectRef {
  width: number | null;
  height: number | null;
  durationS: number | null;
  fps: number | null;
  poster: TaskObjectRef | null;
  /** Smaller AVIF and WebP copies of the cover (the poster, or the image itself); absent on older results. */
  coverVariants?: (TaskObjectRef & { width: number })[];
}

/** A generation task (migration 0006): the queue row while it runs, the work once it succeeded. */
export interface TasksTable {
  id: string;
  seq: Generated<string>;
  user_uuid: string;
  tool: string;
  engine_tool: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  inputs: ColumnType<Record<string, TaskObjectRef>, string | undefined, string>;
  prompt: ColumnType<string, string | undefined, string>;
  /** The prompt in each language where the work has them (the seeded examples); null: shown as written. */
  prompt_translations: ColumnType<Record<'zh' | 'en' | 'ja', string> | null, string | null | undefined, string | null>;
  mode: number;
  lane: number;
  private: ColumnType<boolean, boolean | undefined, boolean>;
  seed: ColumnType<number, number | undefined, number>;
  cost: number;
  charge_id: string | null;
  refund_id: string | null;
  status: number;
  progress: ColumnType<number, number | undefined, number>;
  msg: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  next_attempt_at: Date;
  lease_owner: string | null;
  lease_until: Date | null;
  source_task_id: string | null;
  engine: string | null;
  /** Engine notes ({ key, values }); rows from before notes had keys hold plain text. */
  notes: ColumnType<unknown[], string | undefined, string>;
  result_seed: number | null;
  outputs: ColumnType<TaskOutput[], string | undefined, string>;
  width: number | null;
  height: number | null;
  duration_s: number | null;
  fps: number | null;
  pub_status: number | null;
  pub_check_until: Date | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  deleted_at: Date | null;
}

/** A tag of the public gallery; names per language, words that tag a published work by its prompt. */
export interface GalleryTagsTable {
  id: string;
  sort: number;
  types: ColumnType<string[], string, string>;
  names: ColumnType<Record<'zh' | 'en' | 'ja', string>, string, string>;
  words: ColumnType<string[], string, string>;
}

export interface WorkTagsTable {
  task_id: string;
  tag_id: string;
}

/** Every table the server's queries touch; each migration that adds a table adds its interface here. */
export interface Database {
  app_settings: AppSettingsTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  qr_logins: QrLoginsTable;
  storage_grants: StorageGrantsTable;
  storage_objects: StorageObjectsTable;
  point_accounts: PointAccountsTable;
  point_buckets: PointBucketsTable;
  point_entries: PointEntriesTable;
  point_entry_lines: PointEntryLinesTable;
  plans: PlansTable;
  pay_packages: PayPackagesTable;
  subscriptions: SubscriptionsTable;
  plan_grants: PlanGrantsTable;
  code_batches: CodeBatchesTable;
  redeem_codes: RedeemCodesTable;
  code_attempts: CodeAttemptsTable;
  tasks: TasksTable;
  gallery_tags: GalleryTagsTable;
  work_tags: WorkTagsTable;
  orders: OrdersTable;
  coupons: CouponsTable;
  stripe_events: StripeEventsTable;
  stripe_customers: StripeCustomersTable;
  pay_sandbox_trades: PaySandboxTradesTable;
}

export type Db = Kysely<Database>;
