import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, QrLoginsTable, SessionsTable, SmsCodesTable } from '../../db';

// Every statement of the login flows: sessions, SMS codes, QR logins and the advisory locks that serialise them.

/** Serialises everything this transaction does for one key of one kind, across processes, until it ends. */
export async function lockKey(trx: Db, kind: number, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(kind)}, hashtext(${key}))`.execute(trx);
}

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** Revokes the live sessions of one token (by its hash) or of every token of one user. */
export async function revokeSessions(db: Db, column: 'token_hash' | 'user_uuid', value: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user and end of a session: not revoked, not expired, account not merged away. */
export async function liveSessionRow(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.uuid', 'sessions.user_uuid')
    .select(['users.uuid', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.merged_into', 'is', null)
    .executeTakeFirst();
}

/** Rows of sms_codes or qr_logins made after `since` by one phone (SMS codes only) or client address. */
export async function countLoginRowsSince(
  trx: Db,
  table: 'sms_codes' | 'qr_logins',
  column: 'phone' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const row = await trx
    .selectFrom(table as 'sms_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Drops the SMS codes and QR logins of one table made before `before`. */
export async function deleteLoginRowsBefore(trx: Db, table: 'sms_codes' | 'qr_logins', before: Date): Promise<void> {
  await trx.deleteFrom(table).where('created_at', '<', before).execute();
}

/** The latest code sent to a phone. */
export async function latestSmsCode(trx: Db, phone: string) {
  return trx
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSmsCode(trx: Db, row: Insertable<SmsCodesTable>): Promise<number> {
  const { id } = await trx.insertInto('sms_codes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteSmsCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute();
}

/** A wrong try counts against the code; a right one consumes it. */
export async function markSmsCode(trx: Db, id: number, outcome: { wrongTry: true } | { consumedAt: Date }) {
  await trx
    .updateTable('sms_codes')
    .set((eb) => ('consumedAt' in outcome ? { consumed_at: outcome.consumedAt } : { attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Inserts a QR login unless its uuid is taken; whether it was inserted. */
export async function insertQrLogin(trx: Db, row: Insertable<QrLoginsTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('qr_logins')
    .values(row)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .returning('uuid')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A QR login, locked for the caller's transaction when `forUpdate`. */
export async function findQrLogin(db: Db, uuid: string, forUpdate = false) {
  let query = db.selectFrom('qr_logins').selectAll().where('uuid', '=', uuid);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateQrLogin(db: Db, uuid: string, change: Updateable<QrLoginsTable>): Promise<void> {
  await db.updateTable('qr_logins').set(change).where('uuid', '=', uuid).execute();
}
