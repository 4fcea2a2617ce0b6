import { type Kysely, sql } from 'kysely';

/**
 * Upload grants of the local storage driver (the session token is kept only as its SHA-256) and the objects stored
 * for users, so every later read, sign or reference can check who owns a key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('storage_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('owner_uuid', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('storage_grants_owner_idx').on('storage_grants').columns(['owner_uuid']).execute();

  await db.schema
    .createTable('storage_objects')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('owner_uuid', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sha256', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('storage_objects_pk', ['bucket', 'key'])
    .execute();
  await db.schema.createIndex('storage_objects_owner_idx').on('storage_objects').columns(['owner_uuid']).execute();
}
