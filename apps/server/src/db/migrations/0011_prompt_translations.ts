import { type Kysely, sql } from 'kysely';

/**
 * A work's prompt in each language where it has them ({ zh, en, ja }; null for users' works, shown as written): the
 * seeded examples are read on zh, en and ja pages, and "draw same" fills the form in the page's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks add column prompt_translations jsonb`.execute(db);
}
