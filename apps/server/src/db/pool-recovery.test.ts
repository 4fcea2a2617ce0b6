// The pool through a PostgreSQL restart: a connection cut while a request holds it (a transaction between two
// queries) must not crash the process, and the pool must serve again once the server is back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalPostgres, startLocalPostgres } from '../testing/local-postgres';
import { openDatabase } from './open';
import type { Db } from './schema';

let server: LocalPostgres;
let db: Db;
const heard: string[] = [];

beforeAll(async () => {
  server = await startLocalPostgres();
  db = await openDatabase(
    { kind: 'postgres', url: server.url, poolSize: 2 },
    { onPoolError: (e) => heard.push(e.message) },
  );
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

describe('the PostgreSQL pool', () => {
  it('survives the server restarting under a checked-out connection and serves again afterwards', async () => {
    const cut = db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await server.restart(500); // the connection is cut while this transaction holds it
        await sql`select 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    expect(await cut).not.toBe('committed');
    expect(heard.some((m) => m.includes('terminating connection'))).toBe(true);
    const { rows } = await sql<{ n: number }>`select 42 as n`.execute(db);
    expect(rows).toEqual([{ n: 42 }]);
  }, 60_000);
});
