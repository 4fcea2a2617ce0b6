import type { Db } from '../../db';
import { ledgerFacts } from './repo';

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
  const { total, buckets, refunds } = await ledgerFacts(db, userUuid);
  return {
    sumOfEntries: Number(total),
    sumOfRemaining: buckets.reduce((sum, b) => sum + b.remaining, 0),
    mismatchedBuckets: buckets.filter((b) => Number(b.lines) !== b.remaining).map((b) => b.id),
    outOfRange: buckets.filter((b) => b.remaining < 0 || b.remaining > b.amount).map((b) => b.id),
    refundedTwice: refunds.map((r) => r.refund_of ?? ''),
  };
}
