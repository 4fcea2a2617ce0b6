import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/db';
import { migrate, pendingMigrations } from './migrate';
import { type Migration, migrations } from './migrations';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ migrated: false });
});
afterAll(async () => {
  await testDb?.close();
});

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(testDb.db);
  return rows[0]?.found != null;
}

describe('migrate', () => {
  it('lists every file of the migrations folder, in order', async () => {
    const files = (await readdir(new URL('./migrations/', import.meta.url)))
      .filter((f) => /^\d{4}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
  });

  it('applies every migration once, then nothing on the next run', async () => {
    expect(await pendingMigrations(testDb.db).catch(() => 'unreadable')).toBe('unreadable');

    const first = await migrate(testDb.db);
    expect(first).toEqual({ applied: migrations.map((m) => m.name), unknown: [] });
    expect(await tableExists('app_settings')).toBe(true);
    expect(await pendingMigrations(testDb.db)).toEqual([]);

    const second = await migrate(testDb.db);
    expect(second).toEqual({ applied: [], unknown: [] });
    const rows = await testDb.db.selectFrom('schema_migrations').select('name').execute();
    expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
  });

  it('applies a migration exactly once when two runners start together', async () => {
    let runs = 0;
    const list: Migration[] = [
      ...migrations,
      {
        name: '9001_concurrent_probe',
        up: async (db) => {
          runs += 1;
          await sql`create table concurrent_probe (id integer primary key)`.execute(db);
        },
      },
    ];
    const results = await Promise.all([migrate(testDb.db, list), migrate(testDb.db, list)]);
    expect(runs).toBe(1);
    expect(results.flatMap((r) => r.applied)).toEqual(['9001_concurrent_probe']);
  });

  it('rolls a failing migration back completely and records nothing', async () => {
    const list: Migration[] = [
      ...migrations,
      {
        name: '9002_half_done',
        up: async (db) => {
          await sql`create table half_done (id integer primary key)`.execute(db);
          await sql`insert into table_that_does_not_exist values (1)`.execute(db);
        },
      },
    ];
    await expect(migrate(testDb.db, list)).rejects.toThrow(/table_that_does_not_exist/);
    expect(await tableExists('half_done')).toBe(false);
    expect(await pendingMigrations(testDb.db, list)).toEqual(['9002_half_done']);
  });

  it('reports migrations the database has but the code does not know', async () => {
    const result = await migrate(testDb.db);
    expect(result.applied).toEqual([]);
    expect(result.unknown).toEqual(['9001_concurrent_probe']);
  });

  it('refuses a list that is out of order or badly named', async () => {
    const noop = async () => {};
    await expect(
      migrate(testDb.db, [
        { name: '0002_b', up: noop },
        { name: '0001_a', up: noop },
      ]),
    ).rejects.toThrow('out of order');
    await expect(migrate(testDb.db, [{ name: 'add-users', up: noop }])).rejects.toThrow('0001_name');
  });
});
