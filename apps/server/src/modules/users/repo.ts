import { randomInt, randomUUID } from 'node:crypto';
import { MODE, ORDER_STATUS, TASK_STATUS } from '@framewise/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db, UsersTable } from '../../db';
import { pointsColumns } from '../points';

export type UserRow = Selectable<UsersTable>;

/** Invite codes: 8 characters without look-alikes (no 0/O, 1/I/L), so they survive being read aloud or retyped. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** A live account (merged-away accounts are gone for every purpose but history). */
export async function findUser(db: Db, uuid: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', phone)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
}

/** The live account owning an invite code; codes are matched case-insensitively (they are stored upper case). */
export async function findUserByInviteCode(db: Db, code: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('invite_code', '=', code.trim().toUpperCase())
    .where('merged_into', 'is', null)
    .executeTakeFirst();
}

export interface NewUser {
  phone: string | null;
  nickname: string;
  /** The inviter, when the sign-up came with a valid invite code. */
  introducer?: UserRow | undefined;
  now: Date;
}

/**
 * Creates an account with a fresh unique invite code. A clash on the code (UNIQUE in the database) retries with
 * another; ON CONFLICT keeps an enclosing transaction usable, where a failed insert would abort it.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        phone: input.phone,
        nickname: input.nickname,
        avatar_key: null,
        invite_code: newInviteCode(),
        introducer: input.introducer?.invite_code ?? null,
        introduced_by: input.introducer?.uuid ?? null,
        merged_into: null,
        created_at: input.now,
        updated_at: input.now,
      })
      .onConflict((oc) => oc.column('invite_code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error('Could not find a free invite code after 8 tries');
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function identitiesOf(db: Db, userUuid: string, provider: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('provider', '=', provider)
    .execute();
}

/** Links (or re-links) an identity to a user. */
export async function linkIdentity(
  db: Db,
  input: { provider: string; subject: string; userUuid: string; profile: Record<string, unknown>; now: Date },
): Promise<void> {
  const profile = JSON.stringify(input.profile);
  await db
    .insertInto('user_identities')
    .values({
      provider: input.provider,
      subject: input.subject,
      user_uuid: input.userUuid,
      profile,
      created_at: input.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet({ user_uuid: input.userUuid, profile }))
    .execute();
}

/** Drops the user's identities of `provider` other than `keep` (one official-account openid per user). */
export async function unlinkOtherIdentities(db: Db, userUuid: string, provider: string, keep: string): Promise<void> {
  await db
    .deleteFrom('user_identities')
    .where('user_uuid', '=', userUuid)
    .where('provider', '=', provider)
    .where('subject', '<>', keep)
    .execute();
}

/** Moves every identity of account `from` to `into` and marks `from` merged away (its sessions are the caller's). */
export async function mergeAccountInto(db: Db, from: string, into: string, now: Date): Promise<void> {
  await db.updateTable('user_identities').set({ user_uuid: into }).where('user_uuid', '=', from).execute();
  await db.updateTable('users').set({ merged_into: into, updated_at: now }).where('uuid', '=', from).execute();
}

/** Gives an account without phone its phone, and its introducer when it signs up with an invite code. */
export async function setPhone(
  db: Db,
  uuid: string,
  change: { phone: string; introducer?: Pick<UserRow, 'invite_code' | 'uuid'>; now: Date },
): Promise<UserRow> {
  const { introducer } = change;
  return db
    .updateTable('users')
    .set({
      phone: change.phone,
      updated_at: change.now,
      ...(introducer ? { introducer: introducer.invite_code, introduced_by: introducer.uuid } : {}),
    })
    .where('uuid', '=', uuid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What /api/user/info counts for the user (docs/decisions.md, "count, accCount and cps_ratio"). */
export interface UserCounts {
  /** Accounts registered with this user's invite code. */
  invited: number;
  /** Of those, accounts that have paid at least one order. */
  invitedPaying: number;
  /** Generation tasks this user ran to success in accelerated (fast) mode. */
  accelerated: number;
}

/** userCounts as columns for a select over `users` (the user in `users.uuid`), read back by countsOf. */
export function countsColumns() {
  return [
    sql<string>`(select count(*) from users i where i.introduced_by = users.uuid)`.as('counts_invited'),
    sql<string>`(select count(*) from users i where i.introduced_by = users.uuid and exists (select 1 from orders o
      where o.user_uuid = i.uuid and o.status = ${ORDER_STATUS.PAID}))`.as('counts_paying'),
    // Literals, so the partial index tasks_user_fast_done (migration 0009) applies to every plan.
    sql<string>`(select count(*) from tasks t where t.user_uuid = users.uuid and t.mode = ${sql.lit(MODE.FAST)}
      and t.status = ${sql.lit(TASK_STATUS.SUCCESS)})`.as('counts_accelerated'),
  ] as const;
}

export function countsOf(row: {
  counts_invited: string | number;
  counts_paying: string | number;
  counts_accelerated: string | number;
}): UserCounts {
  return {
    invited: Number(row.counts_invited),
    invitedPaying: Number(row.counts_paying),
    accelerated: Number(row.counts_accelerated),
  };
}

export async function userCounts(db: Db, uuid: string): Promise<UserCounts> {
  const invited = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<string>().as('invited'),
      eb.fn
        .count<string>('users.uuid')
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.user_uuid', '=', 'users.uuid')
              .where('orders.status', '=', ORDER_STATUS.PAID),
          ),
        )
        .as('paying'),
    ])
    .where('introduced_by', '=', uuid)
    .executeTakeFirstOrThrow();
  const accelerated = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', uuid)
    .where('mode', '=', MODE.FAST)
    .where('status', '=', TASK_STATUS.SUCCESS)
    .executeTakeFirstOrThrow();
  return {
    invited: Number(invited.invited),
    invitedPaying: Number(invited.paying),
    accelerated: Number(accelerated.n),
  };
}

/** A live (not merged) user with the points columns and the counts user info shows, in one statement. */
export async function userWithBalancesAndCounts(db: Db, uuid: string, now: Date) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select([...pointsColumns(now), ...countsColumns()])
    .where('uuid', '=', uuid)
    .where('merged_into', 'is', null)
    .executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  uuid: string,
  change: { nickname: string; avatar_key?: string | null; updated_at: Date },
): Promise<UserRow> {
  return db.updateTable('users').set(change).where('uuid', '=', uuid).returningAll().executeTakeFirstOrThrow();
}

/** Sets the introducer only while none is set ("is null" in the update: of two racing requests one wins). */
export async function setIntroducerOnce(
  db: Db,
  uuid: string,
  inviter: Pick<UserRow, 'invite_code' | 'uuid'>,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ introducer: inviter.invite_code, introduced_by: inviter.uuid, updated_at: now })
    .where('uuid', '=', uuid)
    .where('introducer', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
