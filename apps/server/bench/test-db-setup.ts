// What a server test file pays for its database before its first test: createTestDb() (open + every migration) and
// close(), on PGlite and on one local PostgreSQL (a schema per file), interleaved so machine load hits both alike.
//   pnpm --filter @framewise/server exec tsx bench/test-db-setup.ts [rounds]
import { startLocalPostgres } from '../src/testing/local-postgres';

const rounds = Math.min(Math.max(Number(process.argv[2] ?? 5), 1), 20);
const { createTestDb } = await import('../src/testing/db');

async function once(): Promise<number> {
  const started = performance.now();
  const db = await createTestDb();
  await db.close();
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pgStarted = performance.now();
const pg = await startLocalPostgres();
const pgStartMs = performance.now() - pgStarted;
const times: Record<'pglite' | 'postgres', number[]> = { pglite: [], postgres: [] };
try {
  for (let i = 0; i < rounds; i++) {
    delete process.env.DATABASE_URL;
    times.pglite.push(await once());
    process.env.DATABASE_URL = pg.url;
    times.postgres.push(await once());
  }
} finally {
  delete process.env.DATABASE_URL;
  await pg.stop();
}
console.info(`rounds: ${rounds}; PostgreSQL cluster start (once per run): ${Math.round(pgStartMs)} ms`);
for (const [kind, xs] of Object.entries(times)) {
  console.info(
    `${kind}: median ${Math.round(median(xs))} ms per test file (${xs.map((x) => Math.round(x)).join(', ')})`,
  );
}
