// Queue benchmark (not a test): how many tasks per second 4 workers claim from the tasks table with
// SELECT ... FOR UPDATE SKIP LOCKED, each claim followed by the completing update, on PostgreSQL.
//
//   node --import tsx bench/queue.mjs [tasks=2000] [workers=4] [slots=4]
//
// Two rounds on fresh tasks: each worker claiming one task at a time (claimNext), then each worker claiming for
// its `slots` idle slots in one statement (claimBatch) and completing them side by side, as GenerationWorker does.
// PostgreSQL: DATABASE_URL when set (in a schema of its own, fw_bench_<random>, dropped at the end), else a
// throwaway local cluster (testing/local-postgres, durable: fsync and synchronous commits on, as in production).
// Without either it runs on an in-memory PGlite, whose single connection serialises the workers (a floor, not a
// figure for production). Appends a dated row to docs/benchmarks.md (section Queue).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { claimBatch, claimNext, completeTask } from '../src/modules/tasks/repo.ts';
import { createUser } from '../src/modules/users/repo.ts';
import { startLocalPostgres } from '../src/testing/local-postgres.ts';
import { insertLaneTasks } from '../src/testing/queued-tasks.ts';
import { appendBenchmarkRow, today } from './report.mjs';

const TASKS = Number(process.argv[2] ?? 2000);
const WORKERS = Number(process.argv[3] ?? 4);
const SLOTS = Number(process.argv[4] ?? 4);

let local;
let url = process.env.DATABASE_URL;
let where = 'PostgreSQL (DATABASE_URL)';
if (!url) {
  try {
    local = await startLocalPostgres({ durable: true });
    url = local.url;
    where = 'a local PostgreSQL 15 (throwaway cluster, fsync on)';
  } catch (error) {
    console.warn(`No PostgreSQL (${error.message}); running on PGlite.`);
    where = 'PGlite (in memory, one connection)';
  }
}
const schema = `fw_bench_${randomBytes(4).toString('hex')}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seed(db, user) {
  await insertLaneTasks(db, user.uuid, TASKS, new Date());
  await db.updateTable('tasks').set({ status: -2 }).where('status', '!=', 1).execute();
}

/** Drains the queue with WORKERS workers of `slots` slots; tasks per second and how many were claimed twice. */
async function drain(db, slots) {
  const claimed = new Set();
  let duplicates = 0;
  const complete = (task, workerId, at) =>
    completeTask(db, { id: task.id, workerId, now: at, engine: 'bench', notes: [], seed: 0, outputs: [] });
  const worker = async (n) => {
    const workerId = `bench-${slots}-${n}`;
    for (;;) {
      const at = new Date();
      const options = { workerId, lanes: [0, 1, 2], now: at, leaseMs: 60_000 };
      const tasks =
        slots === 1
          ? [await claimNext(db, options)].filter(Boolean)
          : await claimBatch(db, { ...options, limit: slots });
      if (tasks.length === 0) return;
      for (const task of tasks) {
        if (claimed.has(task.id)) duplicates++;
        claimed.add(task.id);
      }
      await Promise.all(tasks.map((task) => complete(task, workerId, at)));
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  const seconds = (performance.now() - start) / 1000;
  return { count: claimed.size, seconds, perSecond: claimed.size / seconds, duplicates };
}

if (url) await admin(`create schema ${schema}`);
const db = await openDatabase(
  url ? { kind: 'postgres', url, searchPath: schema, poolSize: WORKERS * SLOTS } : { kind: 'pglite', dataDir: null },
);
try {
  await migrate(db);
  const user = await createUser(db, { phone: null, nickname: 'bench', now: new Date() });
  const rounds = [];
  for (const slots of [1, SLOTS]) {
    await seed(db, user);
    const r = await drain(db, slots);
    rounds.push({ slots, ...r });
    console.info(
      `${where}: ${r.count} tasks claimed and completed by ${WORKERS} workers × ${slots} slot(s) ` +
        `(${slots === 1 ? 'claimNext' : `claimBatch of up to ${slots}`}) in ${r.seconds.toFixed(2)} s ` +
        `=> ${r.perSecond.toFixed(0)} claims/s; ${r.duplicates} claimed twice`,
    );
  }
  const [one, batch] = rounds;
  appendBenchmarkRow(
    'Queue',
    `${today()} | ${one.perSecond.toFixed(0)} tasks/s claimed one at a time, ${batch.perSecond.toFixed(0)} tasks/s ` +
      `claimed in batches of up to ${SLOTS}, ${WORKERS} workers on ${where} (${TASKS} tasks each round, ` +
      `${one.duplicates + batch.duplicates} claimed twice; \`node --import tsx apps/server/bench/queue.mjs\`)`,
  );
} finally {
  await db.destroy();
  if (url && !local) await admin(`drop schema if exists ${schema} cascade`);
  await local?.stop();
}
