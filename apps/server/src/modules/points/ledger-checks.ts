import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * Consistency checks of the ledger, for tests: for a user, the lines of all entries add up to the points left in
 * the buckets, bucket by bucket, and no bucket is negative or above its grant.
 */
export interface LedgerCheck {
  sumOfEntries: number;
  sumOfRemaining: number;
  /** Buckets whose lines do not add up to their remaining points. */
  mismatchedBuckets: string[];
  /** Buckets with remaining outside 0..amount (the CHECK constraint makes this impossible). */
  outOfRange: string[];
  /** Charges refunded more than once (the UNIQUE refund_of makes this impossible). */
  refundedTwice: string[];
}

export async function checkLedger(db: Db, userUuid: string): Promise<LedgerCheck> {
  const entries = await db
    .selectFrom('point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('user_uuid', '=', userUuid)
    .executeTakeFirstOrThrow();
  const buckets = await db
    .selectFrom('point_buckets as b')
    .leftJoin('point_entry_lines as l', 'l.bucket_id', 'b.id')
    .select([
      'b.id',
      'b.amount',
      'b.remaining',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.delta'), sql<number>`0`).as('lines'),
    ])
    .where('b.user_uuid', '=', userUuid)
    .groupBy(['b.id', 'b.amount', 'b.remaining'])
    .execute();
  const refunds = await db
    .selectFrom('point_entries')
    .select(['refund_of', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_uuid', '=', userUuid)
    .where('refund_of', 'is not', null)
    .groupBy('refund_of')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return {
    sumOfEntries: Number(entries.total),
    sumOfRemaining: buckets.reduce((sum, b) => sum + b.remaining, 0),
    mismatchedBuckets: buckets.filter((b) => Number(b.lines) !== b.remaining).map((b) => b.id),
    outOfRange: buckets.filter((b) => b.remaining < 0 || b.remaining > b.amount).map((b) => b.id),
    refundedTwice: refunds.map((r) => r.refund_of ?? ''),
  };
}
