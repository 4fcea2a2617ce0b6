import { type Kysely, sql } from 'kysely';

/**
 * Points ledger, membership plans and packages, subscriptions, gift / activation codes.
 *
 * Points: a bucket is one grant (permanent, VIP or daily) with amount, remaining and expiry, named by a UNIQUE
 * source reference so a grant happens once. Every change of a bucket is an entry of the append-only ledger with a
 * UNIQUE idempotency key, split into lines per bucket; sum(lines) = remaining for every bucket at all times.
 *
 * Plans and packages are data, seeded here with the launch catalogue (prices in cents: yuan for cn, USD for global).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per user with points: its region fixes the business time zone, and locking it (FOR UPDATE) serialises
  // every points change of that user across processes.
  await db.schema
    .createTable('point_accounts')
    .addColumn('user_uuid', 'text', (c) => c.primaryKey().references('users.uuid').onDelete('cascade'))
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('cn', 'global')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('point_buckets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('point_accounts.user_uuid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('permanent', 'vip', 'daily')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('remaining', 'integer', (c) => c.notNull())
    // Null only for permanent points.
    .addColumn('expires_at', 'timestamptz')
    // 'daily:<user>:<yyyy-mm-dd>', 'vip:<subscription>:<yyyy-mm>', 'code:<code id>', 'order:<order id>' ...
    .addColumn('source_ref', 'text', (c) => c.notNull().unique())
    // Buckets that together make one entitlement (a VIP month and its top-ups after a renewal).
    .addColumn('grant_group', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('point_buckets_remaining', sql`remaining >= 0 and remaining <= amount`)
    .addCheckConstraint('point_buckets_expiry', sql`(kind = 'permanent') = (expires_at is null)`)
    .execute();
  await db.schema.createIndex('point_buckets_user').on('point_buckets').columns(['user_uuid', 'expires_at']).execute();
  await db.schema.createIndex('point_buckets_group').on('point_buckets').column('grant_group').execute();

  await db.schema
    .createTable('point_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Append order, for reading the ledger back in sequence (many entries share one business-clock instant).
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('point_accounts.user_uuid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('grant', 'charge', 'refund', 'expire')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // Signed sum of the entry's lines: positive for grants and refunds, negative for charges and expiries.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // UNIQUE: a charge is refunded at most once.
    .addColumn('refund_of', 'text', (c) => c.unique().references('point_entries.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('point_entries_refund', sql`(kind = 'refund') = (refund_of is not null)`)
    .execute();
  await db.schema.createIndex('point_entries_user').on('point_entries').columns(['user_uuid', 'created_at']).execute();

  await db.schema
    .createTable('point_entry_lines')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('point_entries.id').onDelete('cascade'))
    .addColumn('bucket_id', 'text', (c) => c.notNull().references('point_buckets.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addPrimaryKeyConstraint('point_entry_lines_pk', ['entry_id', 'bucket_id'])
    .execute();
  await db.schema.createIndex('point_entry_lines_bucket').on('point_entry_lines').column('bucket_id').execute();

  await db.schema
    .createTable('plans')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('cn', 'global')`))
    .addColumn('name', 'text', (c) => c.notNull())
    // NORMAL 1 < BASE 2 < HIGH / STD 3 < PRO 4 < VIP2 PRO / GLOBAL_PRO 5.
    .addColumn('rank', 'integer', (c) => c.notNull().check(sql`rank > 0`))
    .addColumn('monthly_points', 'integer', (c) => c.notNull().check(sql`monthly_points >= 0`))
    .addColumn('unlimit_enable', 'boolean', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pay_packages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('cn', 'global')`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('VIP', 'ACC', 'Point')`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('batch_type', 'text', (c) => c.check(sql`batch_type in ('month', 'season', 'year')`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('CNY', 'USD')`))
    .addColumn('plan_type', 'text', (c) => c.references('plans.type'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint(
      'pay_packages_plan',
      sql`(category = 'VIP') = (plan_type is not null and batch_type is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('pay_packages_offer')
    .on('pay_packages')
    .unique()
    .expression(sql`region, type, coalesce(batch_type, '')`)
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('plan_type', 'text', (c) => c.notNull().references('plans.type'))
    // Period of the latest grant (vipInfo's batch_type).
    .addColumn('batch_type', 'text', (c) => c.notNull().check(sql`batch_type in ('month', 'season', 'year')`))
    // Start of the current unbroken run of the plan; VIP points of a partial month count from here.
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_user_plan', ['user_uuid', 'plan_type'])
    .execute();

  // Each plan period granted (by a code now, by payments later), once per key.
  await db.schema
    .createTable('plan_grants')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('user_uuid', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('batch_type', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_grants_user').on('plan_grants').column('user_uuid').execute();

  await db.schema
    .createTable('code_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('plan_type', 'text', (c) => c.references('plans.type'))
    .addColumn('batch_type', 'text', (c) => c.check(sql`batch_type in ('month', 'season', 'year')`))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // A code grants points or a plan period, never both.
    .addCheckConstraint(
      'code_batches_grant',
      sql`(points > 0 and plan_type is null and batch_type is null)
        or (points = 0 and plan_type is not null and batch_type is not null)`,
    )
    .execute();

  await db.schema
    .createTable('redeem_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull().references('code_batches.id').onDelete('cascade'))
    // SHA-256 (hex) of the normalised code: a leaked table redeems nothing.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    // Last 4 characters, so support can recognise a code a user reads out.
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('redeemed_by', 'text', (c) => c.references('users.uuid').onDelete('set null'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redeem_codes_batch').on('redeem_codes').column('batch_id').execute();

  // Every redemption try, right or wrong: the per-user and per-IP limits count these.
  await db.schema
    .createTable('code_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_uuid', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('ok', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('code_attempts_user').on('code_attempts').columns(['user_uuid', 'created_at']).execute();
  await db.schema.createIndex('code_attempts_ip').on('code_attempts').columns(['ip', 'created_at']).execute();

  await seedCatalogue(db);
}

type Period = 'month' | 'season' | 'year';

interface SeedPlan {
  type: string;
  region: 'cn' | 'global';
  name: string;
  rank: number;
  monthlyPoints: number;
  unlimitEnable: boolean;
  /** Cents per period. */
  prices: Record<Period, number>;
}

// Domestic prices in fen (yuan x 100); a season saves about 8 %, a year about 20 %. Overseas prices are whole US
// dollars in cents, since the overseas build shows prices without decimals.
const PLANS: SeedPlan[] = [
  {
    type: 'NORMAL',
    region: 'cn',
    name: 'Normal',
    rank: 1,
    monthlyPoints: 300,
    unlimitEnable: false,
    prices: { month: 1990, season: 5490, year: 18990 },
  },
  {
    type: 'BASE',
    region: 'cn',
    name: 'Base',
    rank: 2,
    monthlyPoints: 800,
    unlimitEnable: false,
    prices: { month: 3900, season: 10900, year: 37900 },
  },
  {
    type: 'HIGH',
    region: 'cn',
    name: 'High',
    rank: 3,
    monthlyPoints: 2000,
    unlimitEnable: true,
    prices: { month: 7900, season: 21900, year: 75900 },
  },
  {
    type: 'PRO',
    region: 'cn',
    name: 'Pro',
    rank: 4,
    monthlyPoints: 5000,
    unlimitEnable: true,
    prices: { month: 15900, season: 43900, year: 152900 },
  },
  {
    type: 'VIP2_PRO',
    region: 'cn',
    name: 'Pro+',
    rank: 5,
    monthlyPoints: 12000,
    unlimitEnable: true,
    prices: { month: 29900, season: 82900, year: 286900 },
  },
  {
    type: 'GLOBAL_BASE',
    region: 'global',
    name: 'Basic',
    rank: 2,
    monthlyPoints: 1200,
    unlimitEnable: false,
    prices: { month: 1000, season: 2700, year: 9600 },
  },
  {
    type: 'GLOBAL_STD',
    region: 'global',
    name: 'Standard',
    rank: 3,
    monthlyPoints: 3000,
    unlimitEnable: true,
    prices: { month: 2000, season: 5400, year: 19200 },
  },
  {
    type: 'GLOBAL_PRO',
    region: 'global',
    name: 'Pro',
    rank: 5,
    monthlyPoints: 8000,
    unlimitEnable: true,
    prices: { month: 4000, season: 10800, year: 38400 },
  },
];

// Permanent points. Domestic: about 0.1 yuan a point, bigger packs with a bonus. Overseas: one base package the
// client multiplies by 1-4.
const POINT_PACKAGES = [
  { type: 'POINT_100', region: 'cn', points: 100, price: 1000 },
  { type: 'POINT_550', region: 'cn', points: 550, price: 5000 },
  { type: 'POINT_1200', region: 'cn', points: 1200, price: 10000 },
  { type: 'POINT_3900', region: 'cn', points: 3900, price: 30000 },
  { type: 'GLOBAL_POINT_500', region: 'global', points: 500, price: 500 },
] as const;

const PERIODS: Period[] = ['month', 'season', 'year'];

async function seedCatalogue(db: Kysely<unknown>): Promise<void> {
  const plans = PLANS.map((p, i) => ({
    type: p.type,
    region: p.region,
    name: p.name,
    rank: p.rank,
    monthly_points: p.monthlyPoints,
    unlimit_enable: p.unlimitEnable,
    sort: i,
  }));
  await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto('plans').values(plans).execute();

  const packages: Record<string, unknown>[] = [];
  PLANS.forEach((p, i) => {
    for (const [j, period] of PERIODS.entries()) {
      packages.push({
        id: `${p.region}:${p.type}:${period}`,
        region: p.region,
        category: 'VIP',
        type: p.type,
        name: p.name,
        batch_type: period,
        points: p.monthlyPoints,
        price: p.prices[period],
        currency: p.region === 'cn' ? 'CNY' : 'USD',
        plan_type: p.type,
        sort: i * 10 + j,
      });
    }
  });
  POINT_PACKAGES.forEach((p, i) => {
    packages.push({
      id: `${p.region}:${p.type}`,
      region: p.region,
      category: 'Point',
      type: p.type,
      name: String(p.points),
      batch_type: null,
      points: p.points,
      price: p.price,
      currency: p.region === 'cn' ? 'CNY' : 'USD',
      plan_type: null,
      sort: i,
    });
  });
  await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto('pay_packages').values(packages).execute();
}
