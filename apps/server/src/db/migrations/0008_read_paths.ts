import { type Kysely, sql } from 'kysely';

/**
 * Read paths without locks or full sorts.
 *
 * Points: an account records when it next needs settling (end of the business day or the soonest bucket expiry),
 * so a balance read compares one timestamp instead of locking the row to settle. Null means "settle on the next
 * read" (accounts from before this migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table point_accounts add column settle_due_at timestamptz`.execute(db);

  // The gallery (list3 scope=gallery) in its two orders, so a page reads its 25 rows in index order instead of
  // sorting every public work. The expressions and the condition are gallery/repo.ts rankOf and isPublic with the
  // examples owner's uuid (examples/owner.ts); read-plans.test.ts fails if they ever drift apart.
  const isPublic = sql`status = 1 and private = false and pub_status in (0, 1) and deleted_at is null`;
  const examples = sql.lit('00000000-0000-4000-8000-00000000f1a3');
  await sql`create index tasks_gallery_new on tasks
    ((case when user_uuid = ${examples} then 0 else 1 end) desc, created_at desc, id desc)
    where ${isPublic}`.execute(db);
  await sql`create index tasks_gallery_hot on tasks
    ((case when user_uuid = ${examples} then 0 when pub_status = 1 then 2 else 1 end) desc, created_at desc, id desc)
    where ${isPublic}`.execute(db);
}
