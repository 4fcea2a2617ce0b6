import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findPostgresBin, startLocalPostgres } from './local-postgres';

// `npm test` installs PostgreSQL; without it this fails with the install hint rather than passing silently.
describe('startLocalPostgres', () => {
  it('starts a loopback cluster that survives a restart and is removed by stop', async () => {
    expect(findPostgresBin(), 'PostgreSQL must be installed for the multi-process tests').not.toBeNull();
    const server = await startLocalPostgres();
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query('create table t (n int)');
      await client.query('insert into t values (42)');
      await client.end();
      await server.restart();
      const again = new pg.Client({ connectionString: server.url });
      await again.connect();
      const { rows } = await again.query('select n from t');
      await again.end();
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
