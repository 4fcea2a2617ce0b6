import type { Db } from './schema';

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * Stores `value` under `key` unless a value is there already, and returns the stored one. When two processes
 * race, both get the first writer's value.
 */
export async function getOrCreateSetting(db: Db, key: string, value: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await getSetting(db, key);
  if (stored === undefined) throw new Error(`Setting ${key} vanished right after it was written`);
  return stored;
}

/** Stores `value` under `key`, replacing what is there. */
export async function putSetting(db: Db, key: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
