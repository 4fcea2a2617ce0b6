import { type Kysely, sql } from 'kysely';

/**
 * /api/user/info's counts (users/repo.ts countsColumns) read by index instead of scanning: the accounts a user
 * invited, and the user's fast-mode works made (mode 2 = MODE.FAST, status 1 = TASK_STATUS.SUCCESS, written as
 * literals there so this partial index applies). tasks_user cannot serve the second: it leaves deleted works out,
 * and a deleted work still counts as made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_introduced_by on users (introduced_by) where introduced_by is not null`.execute(db);
  await sql`create index tasks_user_fast_done on tasks (user_uuid) where mode = 2 and status = 1`.execute(db);
}
