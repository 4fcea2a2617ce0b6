import { type Kysely, sql } from 'kysely';

/**
 * Read paths without locks: a points account records when it next needs settling (end of the business day or the
 * soonest bucket expiry), so a balance read compares one timestamp instead of locking the row to settle.
 * Null means "settle on the next read" (accounts from before this migration, or after a plan change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table point_accounts add column settle_due_at timestamptz`.execute(db);
}
