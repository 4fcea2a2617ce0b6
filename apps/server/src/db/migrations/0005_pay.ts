import { type Kysely, sql } from 'kysely';

/**
 * Payments: orders, coupons, Stripe event deduplication and customers, and the sandbox provider's own record of
 * the trades it was asked for (its stand-in for WeChat's, Alipay's and Stripe's side).
 *
 * An order's amount is copied from pay_packages (cents) at creation, less a coupon; it is paid at most once: the
 * fulfilment locks the row, and UNIQUE (provider, provider_txn_id) keeps one provider transaction from paying two
 * orders. What a paid order grants goes through the points ledger and plan grants with the key 'order:<id>'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Codes typed at checkout (discountCode, sent as couponCode). None are seeded.
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Upper-case, trimmed: codes are read case-insensitively.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off between 1 and 99`))
    .addColumn('amount_off', 'integer', (c) => c.check(sql`amount_off > 0`))
    // The currency of amount_off; a percent coupon works in any currency.
    .addColumn('currency', 'text', (c) => c.check(sql`currency in ('CNY', 'USD')`))
    // Null: both regions.
    .addColumn('region', 'text', (c) => c.check(sql`region in ('cn', 'global')`))
    .addColumn('expires_at', 'timestamptz')
    // Null: unlimited. Paid orders and pending ones still payable count as uses.
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'coupons_discount',
      sql`(percent_off is null) <> (amount_off is null) and (amount_off is null or currency is not null)`,
    )
    .execute();

  await db.schema
    .createTable('orders')
    // Also the provider's out_trade_no: at most 32 characters of [0-9A-Za-z].
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid'))
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('cn', 'global')`))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('wechat', 'alipay', 'stripe')`))
    // Made by the sandbox provider, so only the sandbox may report it paid.
    .addColumn('sandbox', 'boolean', (c) => c.notNull())
    // Domestic orders: where the payer is (pc, qrcode-mp-weixin, wechat, browser, alipay-pc) or 'jsapi'.
    .addColumn('pay_scene', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('points', 'plan', 'upgrade')`))
    .addColumn('package_id', 'text', (c) => c.notNull().references('pay_packages.id'))
    .addColumn('package_type', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.references('plans.type'))
    .addColumn('batch_type', 'text', (c) => c.check(sql`batch_type in ('month', 'season', 'year')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 12`))
    // Permanent points the order grants in total (0 for plans).
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    // Cents of currency: the catalogue price times quantity, and what the payer owes after the coupon.
    .addColumn('list_amount', 'integer', (c) => c.notNull().check(sql`list_amount >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0 and amount <= list_amount`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('CNY', 'USD')`))
    .addColumn('coupon_id', 'text', (c) => c.references('coupons.id'))
    // Upgrades: the plan the new one replaces.
    .addColumn('upgrade_from', 'text')
    // 0 pending, 1 paid, 2 closed, 3 failed.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2, 3)`))
    // The provider's handle for the payment: Stripe checkout session or payment intent, WeChat prepay id.
    .addColumn('provider_ref', 'text')
    // The provider's transaction (WeChat transaction_id, Alipay trade_no, Stripe payment intent) once paid.
    .addColumn('provider_txn_id', 'text')
    .addColumn('code_url', 'text')
    .addColumn('return_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // After this the QR code / checkout can no longer be paid: the order closes unless the provider says paid.
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    // Throttles asking the provider while a client polls.
    .addColumn('last_queried_at', 'timestamptz')
    .addUniqueConstraint('orders_provider_txn', ['provider', 'provider_txn_id'])
    .addCheckConstraint('orders_paid', sql`(status = 1) = (paid_at is not null)`)
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_uuid', 'created_at']).execute();
  await db.schema.createIndex('orders_pending').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_provider_ref').on('orders').columns(['provider', 'provider_ref']).execute();
  await db.schema.createIndex('orders_coupon').on('orders').column('coupon_id').execute();

  // Every Stripe event handled, so a redelivered event changes nothing.
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stripe_customers')
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    // 'live' for Stripe itself, 'sandbox' for the sandbox provider.
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('live', 'sandbox')`))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_customers_pk', ['user_uuid', 'mode'])
    .addUniqueConstraint('stripe_customers_id', ['mode', 'customer_id'])
    .execute();

  // The sandbox provider's side of each trade: what its query answers, what its notifies report.
  await db.schema
    .createTable('pay_sandbox_trades')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('open', 'paid', 'failed', 'closed')`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
