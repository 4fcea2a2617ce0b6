import { randomUUID } from 'node:crypto';
import type { PlanPeriod } from '@framewise/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db';

/** Advisory lock kinds of code redemption (the accounts module uses 7301-7303). */
const LOCK_USER = 7401;
const LOCK_IP = 7402;

/** Serialises redemption tries of one user and of one client address until the transaction ends. */
export async function lockRedeemer(trx: Db, userUuid: string, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_USER)}, hashtext(${userUuid}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_IP)}, hashtext(${ip}))`.execute(trx);
}

export async function attemptsSince(trx: Db, column: 'user_uuid' | 'ip', value: string, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('code_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a try (counted by the limits even when it fails) and drops the user's tries older than keepAfter. */
export async function recordAttempt(
  trx: Db,
  input: { userUuid: string; ip: string; now: Date; keepAfter: Date },
): Promise<number> {
  await trx
    .deleteFrom('code_attempts')
    .where('user_uuid', '=', input.userUuid)
    .where('created_at', '<', input.keepAfter)
    .execute();
  const { id } = await trx
    .insertInto('code_attempts')
    .values({ user_uuid: input.userUuid, ip: input.ip, ok: false, created_at: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function markAttemptOk(trx: Db, id: number): Promise<void> {
  await trx.updateTable('code_attempts').set({ ok: true }).where('id', '=', id).execute();
}

/** A code with what it grants, its row locked against a concurrent redemption. */
export async function codeForUpdate(trx: Db, codeHash: string) {
  const code = await trx
    .selectFrom('redeem_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
  if (!code) return undefined;
  const batch = await trx
    .selectFrom('code_batches')
    .selectAll()
    .where('id', '=', code.batch_id)
    .executeTakeFirstOrThrow();
  return { code, batch };
}

/** Marks the code used unless it already is; false when another redemption got there first. */
export async function markRedeemed(trx: Db, codeId: string, userUuid: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('redeem_codes')
    .set({ redeemed_by: userUuid, redeemed_at: now })
    .where('id', '=', codeId)
    .where('redeemed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewBatch {
  points: number;
  planType: string | null;
  period: PlanPeriod | null;
  expiresAt: Date | null;
  note: string;
  /** Code hashes and hints, one per code. */
  codes: { hash: string; hint: string }[];
  now: Date;
}

/** Inserts a batch and its codes in chunks; returns the batch id. */
export async function insertBatch(trx: Db, batch: NewBatch): Promise<string> {
  const batchId = randomUUID();
  await trx
    .insertInto('code_batches')
    .values({
      id: batchId,
      points: batch.points,
      plan_type: batch.planType,
      batch_type: batch.period,
      count: batch.codes.length,
      expires_at: batch.expiresAt,
      note: batch.note,
      created_at: batch.now,
    })
    .execute();
  for (let i = 0; i < batch.codes.length; i += 500) {
    await trx
      .insertInto('redeem_codes')
      .values(
        batch.codes.slice(i, i + 500).map((c) => ({
          id: randomUUID(),
          batch_id: batchId,
          code_hash: c.hash,
          hint: c.hint,
          redeemed_by: null,
          redeemed_at: null,
          created_at: batch.now,
        })),
      )
      .execute();
  }
  return batchId;
}
