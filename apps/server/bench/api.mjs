// `npm run bench:api` (not a test: nothing passes or fails): the API's hot routes under load, against bare Fastify
// measured in the same run. Builds the server, then for each database it starts the built server (`--role api`),
// seeds users, sessions, tasks and gallery works, and drives each route with autocannon from a process of its own
// (100 connections, no pipelining, BENCH_SECONDS each, default 3):
//   - PGlite (the embedded default), one process
//   - PostgreSQL (DATABASE_URL, in a fresh database of its own; else a throwaway local cluster, fsync on), with one
//     and then two API processes
// and measures what a client polling status2 every 2 s costs the server (CPU of one core). Prints the table and
// appends it, dated, to docs/benchmarks.md.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRequestTime, HEADER, PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createUser } from '../src/modules/users/repo.ts';
import { freePort, startLocalPostgres } from '../src/testing/local-postgres.ts';
import { insertLaneTasks } from '../src/testing/queued-tasks.ts';
import { appendBenchmarkBlock } from './report.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 100;
const USERS = 50;
const POLLS = 200;
const SECRETS = { SESSION_SECRET: randomBytes(24).toString('hex'), SIGNING_SECRET: randomBytes(24).toString('hex') };

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const headers = (token) => ({
  [HEADER.requestTime]: encodeRequestTime(Date.now()),
  [HEADER.region]: 'cn',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Users with sessions; 20 tasks of the first user in every state; 6 public finished works per user. */
async function seed(db, bucket) {
  const now = new Date();
  const users = [];
  const tokens = [];
  for (let i = 0; i < USERS; i++) {
    const user = await createUser(db, { phone: null, nickname: `bench${i}`, now });
    users.push(user.uuid);
    tokens.push(await createSession(db, user.uuid, now));
  }
  const statusIds = await insertLaneTasks(db, users[0], 20, now);
  const works = [];
  for (const user of users) works.push(...(await insertLaneTasks(db, user, 6, now)));
  const output = sql`jsonb_build_array(jsonb_build_object('bucket', ${bucket}::text, 'key',
    'works/' || user_uuid || '/' || id || '.png', 'mime', 'image/png', 'width', 1024, 'height', 1024,
    'durationS', null, 'fps', null, 'poster', null))`;
  const finish = (ids, extra = {}) =>
    db
      .updateTable('tasks')
      .set({ status: TASK_STATUS.SUCCESS, progress: 100, finished_at: now, outputs: output, ...extra })
      .where('id', 'in', ids)
      .execute();
  await finish([...works, ...statusIds.slice(0, 10)], {});
  await finish(works, { pub_status: PUBLICATION_STATUS.PUBLIC, published_at: now });
  await db
    .updateTable('tasks')
    .set({ status: TASK_STATUS.QUEUED })
    .where('id', 'in', statusIds.slice(10, 15))
    .execute();
  await db
    .updateTable('tasks')
    .set({ status: TASK_STATUS.PROCESSING, progress: 40, lease_owner: 'bench', lease_until: new Date(+now + 3600e3) })
    .where('id', 'in', statusIds.slice(15))
    .execute();
  return { tokens, statusIds };
}

function routesOf({ tokens, statusIds }) {
  return [
    { name: `GET /api/user/info, ${USERS} users`, path: '/api/user/info', tokens },
    { name: 'GET /api/user/info, 1 user', path: '/api/user/info', tokens: tokens.slice(0, 1) },
    { name: 'GET /api/images/status2, 20 ids', path: `/api/images/status2?ids=${statusIds.join(',')}`, tokens },
    { name: 'GET /api/images/list3, gallery 24', path: '/api/images/list3?scope=gallery&limit=24', tokens: [] },
    { name: 'GET /api/images/list3, mine 24', path: '/api/images/list3?scope=mine&limit=24', tokens },
    { name: 'GET /api/config/generate?type=text2video', path: '/api/config/generate?type=text2video', tokens: [] },
  ];
}

/** One autocannon run in its own process. */
function drive(url, tokens = [], stampTime = true) {
  const run = JSON.stringify({ url, connections: CONNECTIONS, seconds: SECONDS, tokens, stampTime });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_DIR, 'bench/load.mjs'), run], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });
}

async function waitFor(url, what) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await pause(100);
  }
  throw new Error(`${what} did not start`);
}

/** The pid of the process answering on a new connection (node:cluster hands connections round-robin). */
function pidOf(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve(JSON.parse(text).data?.pid));
    }).on('error', reject);
  });
}

/** The built server, `--role api` with `processes` processes. */
async function startServer(env, processes) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js', '--role', 'api'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOCAL_PROVIDERS: '1',
      // Only for /api/test/ping, which names the process that answered (readiness of every API process).
      FRAMEWISE_TEST_HOOKS: '1',
      SEED_EXAMPLES: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      API_PROCESSES: String(processes),
      ...SECRETS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, 'the server');
  // Under node:cluster the port answers once the first child listens: wait until every process has answered.
  const pids = new Set();
  for (let i = 0; i < 600 && pids.size < processes; i++) {
    pids.add(await pidOf(`${base}/api/test/ping`));
    if (pids.size < processes) await pause(100);
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Checks the route answers code 0 before loading it (a benchmark of error answers would flatter). */
async function answersOk(base, route) {
  const res = await fetch(`${base}${route.path}`, { headers: headers(route.tokens[0]) });
  const body = await res.json();
  return res.ok && body.code === 0 ? 'ok' : `HTTP ${res.status} code ${body.code}: ${body.msg}`;
}

const rows = [];
const bares = [];
let bare;

/** Bare Fastify, measured again before each database's runs: ratios compare figures taken minutes apart at most. */
async function measureBare() {
  const port = await freePort();
  const hello = fork(join(SERVER_DIR, 'bench/hello.mjs'), [String(port)], { stdio: 'ignore' });
  await new Promise((resolve) => hello.once('message', resolve));
  bare = await drive(`http://127.0.0.1:${port}/`, [], false);
  bares.push(bare);
  hello.kill('SIGTERM');
  console.info(`bare Fastify hello world: ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`);
}

async function measure(label, processes, server, routes) {
  for (const route of routes) {
    const check = await answersOk(server.base, route);
    const r = await drive(`${server.base}${route.path}`, route.tokens);
    const row = { route: route.name, label, processes, ...r, check, bare: bare.rps };
    rows.push(row);
    console.info(
      `${route.name.padEnd(44)} ${label.padEnd(10)} x${processes} ${r.rps.toFixed(0).padStart(7)} req/s ` +
        `p50 ${r.p50} ms p99 ${r.p99} ms max ${r.max} ms  ${(r.rps / bare.rps).toFixed(4)}x bare` +
        `${r.errors || r.non2xx ? `  errors ${r.errors} non-2xx ${r.non2xx}` : ''}${check === 'ok' ? '' : `  (${check})`}`,
    );
  }
}

/** CPU seconds (user + system) the process has used, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/**
 * What one client polling status2 every 2 s costs the server, in percent of one core: the server's CPU time over
 * POLLS polls in a row (one at a time, as a client polls) divided by POLLS x 2 s. Measured in a row rather than at
 * the real pace because one poll's CPU is below /proc's 10 ms resolution.
 */
async function pollingCost(server, token, ids) {
  const url = `${server.base}/api/images/status2?ids=${ids.join(',')}`;
  const before = cpuSeconds(server.pid);
  for (let i = 0; i < POLLS; i++) await (await fetch(url, { headers: headers(token) })).arrayBuffer();
  const perPoll = (cpuSeconds(server.pid) - before) / POLLS;
  return { perPollMs: perPoll * 1000, pct: (perPoll / 2) * 100 };
}

const startedAt = new Date();
const load = loadavg()[0];
console.info(`bench:api: ${SECONDS} s per route, ${CONNECTIONS} connections; load average ${load.toFixed(2)}`);

const bucket = loadConfig({}).storage.buckets.private;

// PGlite: seeded in this process, then served by the server from the same folder.
{
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-api-'));
  try {
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await migrate(db);
    const seeded = await seed(db, bucket);
    await db.destroy();
    await measureBare();
    const server = await startServer({ DATA_DIR: dataDir }, 1);
    try {
      await measure('PGlite', 1, server, routesOf(seeded));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// PostgreSQL: a fresh database on DATABASE_URL's server, else a throwaway local cluster.
let local;
let adminUrl = process.env.DATABASE_URL;
let where = 'DATABASE_URL';
if (!adminUrl) {
  try {
    local = await startLocalPostgres({ durable: true });
    adminUrl = local.url;
    where = 'local PostgreSQL 15 (fsync on)';
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${error.message}`);
  }
}
let polling;
if (adminUrl) {
  const name = `fw_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-api-'));
  try {
    const db = await openDatabase({ kind: 'postgres', url: url.href });
    await migrate(db);
    const seeded = await seed(db, bucket);
    await db.destroy();
    for (const processes of [1, 2]) {
      await measureBare();
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.href }, processes);
      try {
        await measure('PostgreSQL', processes, server, routesOf(seeded));
        if (processes === 1) polling = await pollingCost(server, seeded.tokens[0], seeded.statusIds);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name}`).catch(() => {});
    await local?.stop();
  }
}

if (polling) {
  console.info(
    `polling client (status2, 20 ids, every 2 s): ${polling.pct.toFixed(2)}% of one core ` +
      `(${polling.perPollMs.toFixed(2)} ms of server CPU per poll)`,
  );
}

const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const table = [
  `### ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${SECONDS} s per route, ${CONNECTIONS} connections, no pipelining, load generator in its own process; ` +
    `PostgreSQL: ${where}. Load average at the start ${load.toFixed(2)} on 2 cores (the machine is shared: ` +
    'figures move with the other work on it). Bare Fastify hello world, measured before each group of rows: ' +
    `${bares.map((b) => b.rps.toFixed(0)).join(', ')} req/s; each row's ratio is to the one before it.`,
  '',
  '| route | database | API processes | req/s | p50 ms | p99 ms | max ms | x bare Fastify |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route}${r.check === 'ok' ? '' : ` (${r.check})`}${r.errors || r.non2xx ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : ''} ` +
      `| ${r.label} | ${r.processes} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ` +
      `${(r.rps / r.bare).toFixed(4)} |`,
  ),
  ...(polling
    ? [
        '',
        `A client polling status2 (20 ids) every 2 s: ${polling.pct.toFixed(2)}% of one core ` +
          `(${polling.perPollMs.toFixed(2)} ms of server CPU per poll, over ${POLLS} polls; PostgreSQL, 1 process).`,
      ]
    : []),
].join('\n');
appendBenchmarkBlock(
  'API under load (`npm run bench:api`)',
  'The hot routes under autocannon against bare Fastify from the same run (apps/server/bench/api.mjs).',
  table,
);
console.info('\nAppended to docs/benchmarks.md');
