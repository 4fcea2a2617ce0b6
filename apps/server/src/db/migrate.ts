import { type Kysely, sql } from 'kysely';
import { migrations as allMigrations, type Migration } from './migrations';
import type { Db } from './schema';

export interface MigrationResult {
  /** Migrations this call applied, in order. */
  applied: string[];
  /** Recorded in the database but unknown to this code: the database is newer than the build. */
  unknown: string[];
}

// One arbitrary 64-bit key for "migrating now"; every process that migrates this database takes the same lock.
const MIGRATION_LOCK_KEY = 0x6677_6d69_6772;

function assertOrdered(list: readonly Migration[]): void {
  let previous = '';
  for (const m of list) {
    if (!/^\d{4}_[a-z0-9_]+$/.test(m.name)) throw new Error(`Migration name must look like 0001_name: ${m.name}`);
    if (m.name <= previous) throw new Error(`Migrations out of order or duplicated: ${previous} then ${m.name}`);
    previous = m.name;
  }
}

/**
 * Each step runs in its own transaction holding a transaction-scoped advisory lock, so two processes starting
 * against one PostgreSQL database apply each migration exactly once; the second waits and then finds it done.
 */
async function underLock<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // Schema changes may take longer than the runtime statement timeout (db/open.ts) on a large database.
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    return fn(trx);
  });
}

async function appliedNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
  return rows.map((r) => r.name);
}

/** Applies the pending migrations in order. Safe to run again and from several processes at once. */
export async function migrate(db: Db, list: readonly Migration[] = allMigrations): Promise<MigrationResult> {
  assertOrdered(list);
  await underLock(db, async (trx) => {
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });
  const applied: string[] = [];
  for (const migration of list) {
    const done = await underLock(db, async (trx) => {
      const existing = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', migration.name)
        .executeTakeFirst();
      if (existing) return false;
      await migration.up(trx as unknown as Kysely<unknown>);
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
      return true;
    });
    if (done) applied.push(migration.name);
  }
  const known = new Set(list.map((m) => m.name));
  const unknown = (await appliedNames(db)).filter((name) => !known.has(name));
  return { applied, unknown };
}

/** Names of known migrations not applied yet; throws when the database cannot be read. */
export async function pendingMigrations(db: Db, list: readonly Migration[] = allMigrations): Promise<string[]> {
  const done = new Set(await appliedNames(db));
  return list.map((m) => m.name).filter((name) => !done.has(name));
}
