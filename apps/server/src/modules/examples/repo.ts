import type { Language } from '@framewise/i18n/messages';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db';
import { EXAMPLES_OWNER } from '../gallery';
import { newInviteCode } from '../users';

/** The seed record of one example: app_settings key -> the id of the task that makes it. */
export const seedRecordKey = (exampleId: string) => `examples:${exampleId}`;

/** The examples recorded so far: example id -> task id. */
export async function seedRecords(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'like', `${seedRecordKey('')}%`)
    .execute();
  return new Map(rows.map((r) => [r.key.slice(seedRecordKey('').length), r.value]));
}

/** The "Framewise" account, once; it has no login identity and no points (examples cost nothing). */
export async function ensureOwner(db: Db, now: Date): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await db
      .insertInto('users')
      .values({
        uuid: EXAMPLES_OWNER.uuid,
        phone: null,
        nickname: EXAMPLES_OWNER.nickname,
        avatar_key: null,
        invite_code: newInviteCode(),
        introducer: null,
        introduced_by: null,
        merged_into: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const found = await db
      .selectFrom('users')
      .select('uuid')
      .where('uuid', '=', EXAMPLES_OWNER.uuid)
      .executeTakeFirst();
    if (found) return; // else the random invite code clashed: try another
  }
  throw new Error('could not create the examples account');
}

/** Serialises seeding across processes for the rest of the transaction. */
export async function lockSeeding(trx: Db, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(key)})`.execute(trx);
}

/** Records which task makes an example (app_settings key -> task id). */
export async function saveSeedRecord(trx: Db, key: string, taskId: string): Promise<void> {
  await trx.insertInto('app_settings').values({ key, value: taskId }).execute();
}

/** Gives an example's work its prompt in each language; writes nothing when the work has exactly these already. */
export async function savePromptTranslations(db: Db, taskId: string, prompt: Record<Language, string>): Promise<void> {
  const value = JSON.stringify(prompt);
  await db
    .updateTable('tasks')
    .set({ prompt_translations: value })
    .where('id', '=', taskId)
    .where(sql<SqlBool>`prompt_translations is distinct from ${value}::jsonb`)
    .execute();
}
