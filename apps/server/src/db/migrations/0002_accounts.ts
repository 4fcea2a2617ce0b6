import { type Kysely, sql } from 'kysely';

/**
 * Accounts: users, their login identities (WeChat, Google), sessions, SMS login codes and QR logins. Timestamps the
 * rules compare (expiry, limits) are written by the server from its clock, so tests can move time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    // Mainland numbers as 11 digits; null for accounts that log in by WeChat or Google only.
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar_key', 'text')
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    // The inviter's invite code as entered, and who that was; set once.
    .addColumn('introducer', 'text')
    .addColumn('introduced_by', 'text', (c) => c.references('users.uuid'))
    // Set when a WeChat-only account was merged into a phone account; such an account can no longer log in.
    .addColumn('merged_into', 'text', (c) => c.references('users.uuid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user').on('user_identities').column('user_uuid').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_uuid').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('qr_logins')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    // SHA-256 of the random key cookie of the browser that asked for the QR code: only it may poll or bind.
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_uuid', 'text', (c) => c.references('users.uuid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scanned_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('qr_logins_ip').on('qr_logins').columns(['ip', 'created_at']).execute();
}
