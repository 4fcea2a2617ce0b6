/**
 * Test databases: PostgreSQL when DATABASE_URL is set (the suite's global setup, testing/postgres-setup.ts, sets it by
 * default), else one in-memory PGlite per test file (a fresh one starts in ~3-6 s, so share it
 * across the file's tests with beforeAll/afterAll). To use a PostgreSQL of your own:
 *
 *   DATABASE_URL=postgres://user:password@localhost:5432/framewise_test pnpm --filter @framewise/server test
 *
 * Then each test file works in its own fresh schema (fw_test_<random>), created here and dropped by close(),
 * so files run in parallel without seeing each other's rows. The role needs CREATE on that database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { Db } from '../db/schema';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the database; on PostgreSQL also drops the file's schema. */
  close(): Promise<void>;
}

export interface TestDbOptions {
  /** Apply every migration (default true). */
  migrated?: boolean;
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  let testDb: TestDb;
  if (url) {
    const schema = `fw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = await openDatabase({ kind: 'postgres', url, searchPath: schema });
    testDb = {
      db,
      kind: 'postgres',
      close: async () => {
        await db.destroy();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        try {
          await dropper.query(`drop schema if exists ${schema} cascade`);
        } finally {
          await dropper.end();
        }
      },
    };
  } else {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    testDb = { db, kind: 'pglite', close: () => db.destroy() };
  }
  if (options.migrated ?? true) await migrate(testDb.db);
  return testDb;
}
