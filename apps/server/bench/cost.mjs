// `npm run bench:api:cost` (not a test): what one request of each hot route costs, in CPU and database statements.
// Unlike req/s these barely move with the other work on a shared machine, so they show tuning before/after.
// Builds the app in this process (Fastify's inject: routing, hooks, handler, serialisation; no sockets), on PGlite
// in memory and on a throwaway local PostgreSQL (when installed), seeds the same data as bench/api.mjs, warms each
// route up, then sends COST_REQUESTS requests, CONCURRENCY at a time, and divides:
//   - API CPU µs/req: this process's CPU (process.cpuUsage; on PGlite it includes the database)
//   - PostgreSQL CPU µs/req: the local cluster's processes (/proc)
//   - statements/req: statements the app sent to the database (a Kysely plugin counts them)
// Bare Fastify answering hello world through inject gives the floor. Prints the table and appends it, dated, to
// docs/benchmarks.md (BENCH_RECORD=0: print only).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { encodeRequestTime, HEADER } from '@framewise/contracts';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { startLocalPostgres } from '../src/testing/local-postgres.ts';
import { postmasterPid, treeCpuSeconds } from './cpu.mjs';
import { appendBenchmarkBlock } from './report.mjs';
import { routesOf, seed } from './seed.mjs';

const REQUESTS = Number(process.env.COST_REQUESTS ?? 1000);
const WARMUP = 300;
const CONCURRENCY = 10;
const SECRETS = { SESSION_SECRET: randomBytes(24).toString('hex'), SIGNING_SECRET: randomBytes(24).toString('hex') };

/** Counts the statements a Kysely handle sends. */
function counted(db) {
  const counter = { n: 0 };
  const plugin = {
    transformQuery: ({ node }) => {
      counter.n++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), counter };
}

async function inject(app, route, i) {
  const token = route.tokens.length ? route.tokens[i % route.tokens.length] : undefined;
  const res = await app.inject({
    method: 'GET',
    url: route.path,
    headers: {
      [HEADER.requestTime]: encodeRequestTime(Date.now()),
      [HEADER.region]: 'cn',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`${route.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
}

async function run(app, route, count) {
  let next = 0;
  const lane = async () => {
    while (next < count) await inject(app, route, next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

/** CPU µs per request of this process, and of the database's processes when dbPid is given. */
async function cost(app, route, dbPid, counter) {
  await run(app, route, WARMUP);
  const statements = counter?.n ?? 0;
  const db = dbPid ? treeCpuSeconds(dbPid) : 0;
  const profiler = await startProfile();
  const cpu = process.cpuUsage();
  await run(app, route, REQUESTS);
  const used = process.cpuUsage(cpu);
  await profiler?.stop(route.name);
  return {
    apiUs: (used.user + used.system) / REQUESTS,
    dbUs: dbPid ? ((treeCpuSeconds(dbPid) - db) / REQUESTS) * 1e6 : undefined,
    statements: counter ? (counter.n - statements) / REQUESTS : undefined,
  };
}

/**
 * COST_PROFILE=<dir>: a V8 CPU profile of each route's measured requests only (no start-up), for reading the top
 * self-time functions while tuning.
 */
async function startProfile() {
  const dir = process.env.COST_PROFILE;
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

const rows = [];
const log = pino({ level: 'info' }, pino.destination('/dev/null'));

async function measureApp(label, raw, env, dbPid) {
  await migrate(raw);
  const bucket = loadConfig({}).storage.buckets.private;
  const seeded = await seed(raw, bucket);
  const { db, counter } = counted(raw);
  const config = loadConfig({
    NODE_ENV: 'development',
    LOCAL_PROVIDERS: '1',
    SEED_EXAMPLES: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: '/tmp/fw-bench-cost',
    ...SECRETS,
    ...env,
  });
  const app = await buildApp({ config, db, logger: log });
  await app.ready();
  try {
    for (const route of routesOf(seeded)) {
      const r = await cost(app, route, dbPid, counter);
      rows.push({ route: route.name, label, ...r });
      console.info(
        `${route.name.padEnd(44)} ${label.padEnd(10)} API ${r.apiUs.toFixed(0).padStart(6)} µs` +
          `${r.dbUs === undefined ? '' : `  PostgreSQL ${r.dbUs.toFixed(0).padStart(5)} µs`}  ` +
          `${r.statements.toFixed(2)} statements/req`,
      );
    }
  } finally {
    await app.close();
  }
}

const startedAt = new Date();
const load = loadavg()[0];
console.info(
  `bench:api:cost: ${REQUESTS} requests per route, ${CONCURRENCY} at a time; load average ${load.toFixed(2)}`,
);

// The floor: bare Fastify through the same inject path.
{
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const r = await cost(hello, { name: 'bare', path: '/', tokens: [] });
  rows.push({ route: 'bare Fastify hello world', label: '-', ...r });
  console.info(`bare Fastify hello world: ${r.apiUs.toFixed(0)} µs`);
}

// BENCH_GROUPS picks databases while tuning (default both): pglite, pg.
const GROUPS = new Set((process.env.BENCH_GROUPS ?? 'pglite,pg').split(','));

if (GROUPS.has('pglite')) {
  const raw = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await measureApp('PGlite', raw, {});
  } finally {
    await raw.destroy();
  }
}

let local;
if (GROUPS.has('pg')) {
  try {
    local = await startLocalPostgres({ durable: true });
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${error.message}`);
  }
}
if (local) {
  const raw = await openDatabase({ kind: 'postgres', url: local.url });
  try {
    await measureApp('PostgreSQL', raw, { DATABASE_URL: local.url }, postmasterPid(local.port));
  } finally {
    await raw.destroy();
    await local.stop();
  }
}

const us = (v) => (v === undefined ? '' : v.toFixed(0));
const table = [
  `### ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${REQUESTS} requests per route after ${WARMUP} to warm up, ${CONCURRENCY} at a time, through Fastify's inject; ` +
    `load average ${load.toFixed(2)} on 2 cores.`,
  '',
  '| route | database | API CPU µs/req | PostgreSQL CPU µs/req | statements/req |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) => `| ${r.route} | ${r.label} | ${us(r.apiUs)} | ${us(r.dbUs)} | ${r.statements?.toFixed(2) ?? ''} |`,
  ),
].join('\n');
if (process.env.BENCH_RECORD === '0') {
  console.info('\nBENCH_RECORD=0: docs/benchmarks.md left as it is');
} else {
  appendBenchmarkBlock(
    'API cost per request (`npm run bench:api:cost`)',
    'CPU and statements per request of the hot routes, measured in-process (apps/server/bench/cost.mjs): figures ' +
      'that a busy machine changes far less than req/s. On PGlite the API CPU includes the database.',
    table,
  );
  console.info('\nAppended to docs/benchmarks.md');
}
