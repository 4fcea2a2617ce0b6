/**
 * vitest globalSetup: the database the server suite runs on.
 * - `DATABASE_URL` set: that PostgreSQL (each test file in a schema of its own, testing/db.ts).
 * - `SERVER_TEST_DB=pglite`: an in-memory PGlite per test file.
 * - otherwise (what `npm test` does): one throwaway PostgreSQL on loopback for the whole run (Debian's package,
 *   which `npm test` installs), handed to every test file as DATABASE_URL.
 * The PGlite-only paths (a PGlite data directory reopened, one opened by two processes, its query plans) open PGlite
 * themselves whatever this says, and the e2e suite runs the built server on PGlite.
 */
import { findPostgresBin, startLocalPostgres } from './local-postgres';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL || process.env.SERVER_TEST_DB === 'pglite') return undefined;
  if (!findPostgresBin()) {
    throw new Error(
      'The server tests run on a local PostgreSQL: install it (Debian: apt-get install -y postgresql; `npm test` ' +
        'does), point DATABASE_URL at one, or run them on PGlite with SERVER_TEST_DB=pglite.',
    );
  }
  const pg = await startLocalPostgres();
  // Test workers start after global setup and inherit this environment.
  process.env.DATABASE_URL = pg.url;
  return () => pg.stop();
}
