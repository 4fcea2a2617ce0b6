import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db, OrderProvider, PaySandboxTradesTable } from '../../../db';

/** The sandbox provider's own ledger: the trades it was asked to collect and what became of them. */

export type SandboxTrade = Selectable<PaySandboxTradesTable>;
export type SandboxTradeState = SandboxTrade['state'];

/** Transaction ids shaped like each provider's (WeChat 28 digits, Alipay 28 digits, Stripe pi_...). */
function newTransactionId(provider: OrderProvider): string {
  const digits = () =>
    BigInt(`0x${randomBytes(8).toString('hex')}`)
      .toString()
      .padStart(20, '0')
      .slice(0, 20);
  if (provider === 'wechat') return `42000${digits()}`.slice(0, 28).padEnd(28, '0');
  if (provider === 'alipay') return `2026${digits()}`.slice(0, 28).padEnd(28, '0');
  return `pi_sandbox_${randomBytes(12).toString('hex')}`;
}

/** Opens the trade of an order (once: creating the same order again answers the existing trade). */
export async function openTrade(
  db: Db,
  input: { orderId: string; provider: OrderProvider; amount: number; currency: string; state?: SandboxTradeState },
  now: Date,
): Promise<SandboxTrade> {
  await db
    .insertInto('pay_sandbox_trades')
    .values({
      order_id: input.orderId,
      provider: input.provider,
      state: input.state ?? 'open',
      transaction_id: newTransactionId(input.provider),
      amount: input.amount,
      currency: input.currency,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  const trade = await tradeOf(db, input.orderId);
  if (!trade) throw new Error(`Sandbox trade of ${input.orderId} vanished right after it was written`);
  return trade;
}

export async function tradeOf(db: Db, orderId: string): Promise<SandboxTrade | undefined> {
  return db.selectFrom('pay_sandbox_trades').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Moves a trade from one of `from` to `to`; undefined when it is in another state (or missing). */
export async function moveTrade(
  db: Db,
  orderId: string,
  from: readonly SandboxTradeState[],
  to: SandboxTradeState,
  now: Date,
): Promise<SandboxTrade | undefined> {
  return db
    .updateTable('pay_sandbox_trades')
    .set({ state: to, updated_at: now })
    .where('order_id', '=', orderId)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** The sandbox's idea of a saved card: the user has paid a sandbox card checkout. */
export async function hasSavedSandboxCard(db: Db, userUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('pay_sandbox_trades as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select('t.order_id')
    .where('o.user_uuid', '=', userUuid)
    .where('o.kind', '!=', 'upgrade')
    .where('t.provider', '=', 'stripe')
    .where('t.state', '=', 'paid')
    .executeTakeFirst();
  return row !== undefined;
}
