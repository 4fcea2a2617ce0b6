import { type Kysely, sql } from 'kysely';

/**
 * The estimate of time left (status2's etaSeconds) reads the latest successful runs of one tool in one mode; this
 * index serves it without scanning every task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index tasks_run_times on tasks (tool, mode, finished_at desc) where status = 1`.execute(db);
}
