// Queue benchmark (not a test): how many tasks per second 4 workers claim from the tasks table with
// SELECT ... FOR UPDATE SKIP LOCKED, each claim followed by the completing update, on PostgreSQL.
//
//   DATABASE_URL=postgres://framewise:framewise@localhost:5432/framewise \
//     node --import tsx bench/queue.mjs [tasks=2000] [workers=4]
//
// It works in a schema of its own (fw_bench_<random>), dropped at the end. Without DATABASE_URL it runs on an
// in-memory PGlite, whose single connection serialises the workers (a floor, not a figure for production).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { insertTask, newTaskId } from '../src/modules/generation/repo.ts';
import { createUser } from '../src/modules/users/repo.ts';
import { claimNext, completeTask } from '../src/worker/queue.ts';

const TASKS = Number(process.argv[2] ?? 2000);
const WORKERS = Number(process.argv[3] ?? 4);
const url = process.env.DATABASE_URL;
const schema = `fw_bench_${randomBytes(4).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (url) await admin(`create schema ${schema}`);
const db = await openDatabase(url ? { kind: 'postgres', url, searchPath: schema } : { kind: 'pglite', dataDir: null });
try {
  await migrate(db);
  const now = new Date();
  const user = await createUser(db, { phone: null, nickname: 'bench', now });
  // Queued tasks across the three lanes, as a busy hour would leave them.
  for (let i = 0; i < TASKS; i++) {
    const id = newTaskId();
    await insertTask(db, {
      id,
      userUuid: user.uuid,
      tool: 'upscale',
      engineTool: 'upscale',
      params: { target: '2x' },
      inputs: {},
      prompt: '',
      mode: i % 3,
      lane: i % 3,
      private: false,
      seed: -1,
      cost: 0,
      maxAttempts: 3,
      sourceTaskId: null,
      checkUntil: now,
      now: new Date(now.getTime() + i),
    });
  }
  await db.updateTable('tasks').set({ status: -2 }).execute();

  const claimed = new Set();
  let duplicates = 0;
  const worker = async (n) => {
    for (;;) {
      const at = new Date();
      const task = await claimNext(db, { workerId: `bench-${n}`, lanes: [0, 1, 2], now: at, leaseMs: 60_000 });
      if (!task) return;
      if (claimed.has(task.id)) duplicates++;
      claimed.add(task.id);
      await completeTask(db, {
        id: task.id,
        workerId: `bench-${n}`,
        now: at,
        engine: 'bench',
        notes: [],
        seed: 0,
        outputs: [],
      });
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  const seconds = (performance.now() - start) / 1000;
  const database = url ? 'PostgreSQL' : 'PGlite (in memory, one connection)';
  console.info(
    `${database}: ${claimed.size} tasks claimed and completed by ${WORKERS} workers in ${seconds.toFixed(2)} s`,
  );
  console.info(`=> ${(claimed.size / seconds).toFixed(0)} tasks claimed per second; ${duplicates} claimed twice`);
} finally {
  await db.destroy();
  if (url) await admin(`drop schema if exists ${schema} cascade`);
}
