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
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRequestTime, HEADER } from '@framewise/contracts';
import pg from 'pg';
import { loadConfig } from '../src/config/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { freePort, startLocalPostgres } from '../src/testing/local-postgres.ts';
import { postmasterPid, treeCpuSeconds } from './cpu.mjs';
import { appendBenchmarkBlock } from './report.mjs';
import { routesOf, seed } from './seed.mjs';
import { checkTargets } from './targets.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 100;
const POLLS = 200;
const SECRETS = { SESSION_SECRET: randomBytes(24).toString('hex'), SIGNING_SECRET: randomBytes(24).toString('hex') };

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const headers = (token) => ({
  [HEADER.requestTime]: encodeRequestTime(Date.now()),
  [HEADER.region]: 'cn',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** One autocannon run in its own process. */
function drive(url, tokens = [], stampTime = true, seconds = SECONDS) {
  const run = JSON.stringify({ url, connections: CONNECTIONS, seconds, tokens, stampTime });
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
  // BENCH_CPU_PROF=<dir>: the API processes write V8 CPU profiles there (tuning: read the top self-time functions).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/main.js', '--role', 'api'], {
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

/**
 * Each route under load, with what its requests cost: CPU µs per request of the API processes and, on a local
 * PostgreSQL, of the database's processes (figures a busy machine moves far less than req/s).
 */
async function measure(label, processes, server, routes, dbPid) {
  for (const route of routes) {
    const check = await answersOk(server.base, route);
    // Warm-up, not counted: JIT, pooled connections, caches, each user's first read of the day (which settles).
    await drive(`${server.base}${route.path}`, route.tokens, true, WARMUP_SECONDS);
    const cpuBefore = treeCpuSeconds(server.pid);
    const dbBefore = dbPid ? treeCpuSeconds(dbPid) : 0;
    const r = await drive(`${server.base}${route.path}`, route.tokens);
    const apiUs = ((treeCpuSeconds(server.pid) - cpuBefore) / r.total) * 1e6;
    const dbUs = dbPid ? ((treeCpuSeconds(dbPid) - dbBefore) / r.total) * 1e6 : undefined;
    const row = { route: route.name, label, processes, ...r, check, bare: bare.rps, apiUs, dbUs };
    rows.push(row);
    console.info(
      `${route.name.padEnd(44)} ${label.padEnd(10)} x${processes} ${r.rps.toFixed(0).padStart(7)} req/s ` +
        `p50 ${r.p50} ms p99 ${r.p99} ms max ${r.max} ms  ${(r.rps / bare.rps).toFixed(4)}x bare` +
        `  CPU/req: API ${apiUs.toFixed(0)} µs${dbUs === undefined ? '' : `, PostgreSQL ${dbUs.toFixed(0)} µs`}` +
        `${r.errors || r.non2xx ? `  errors ${r.errors} non-2xx ${r.non2xx}` : ''}${check === 'ok' ? '' : `  (${check})`}`,
    );
  }
}

/**
 * What one client polling status2 every 2 s costs the server, in percent of one core: the server's CPU time over
 * POLLS polls in a row (one at a time, as a client polls) divided by POLLS x 2 s. Measured in a row rather than at
 * the real pace because one poll's CPU is below /proc's 10 ms resolution.
 */
async function pollingCost(server, token, ids) {
  const url = `${server.base}/api/images/status2?ids=${ids.join(',')}`;
  const before = treeCpuSeconds(server.pid);
  for (let i = 0; i < POLLS; i++) await (await fetch(url, { headers: headers(token) })).arrayBuffer();
  const perPoll = (treeCpuSeconds(server.pid) - before) / POLLS;
  return { perPollMs: perPoll * 1000, pct: (perPoll / 2) * 100 };
}

const startedAt = new Date();
const load = loadavg()[0];
console.info(`bench:api: ${SECONDS} s per route, ${CONNECTIONS} connections; load average ${load.toFixed(2)}`);

const bucket = loadConfig({}).storage.buckets.private;
// BENCH_GROUPS picks groups while tuning (default all): pglite, pg1 (PostgreSQL, 1 API process), pg2 (2 processes).
const GROUPS = new Set((process.env.BENCH_GROUPS ?? 'pglite,pg1,pg2').split(','));
const pgProcesses = [1, 2].filter((n) => GROUPS.has(`pg${n}`));

// PGlite: seeded in this process, then served by the server from the same folder.
if (GROUPS.has('pglite')) {
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
if (!adminUrl && pgProcesses.length > 0) {
  try {
    local = await startLocalPostgres({ durable: true });
    adminUrl = local.url;
    where = 'local PostgreSQL 15 (fsync on)';
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${error.message}`);
  }
}
let polling;
if (adminUrl && pgProcesses.length > 0) {
  // The database's own CPU is counted when it runs on this machine (a local cluster, or DATABASE_URL on loopback).
  const dbPid = postmasterPid(local ? local.port : Number(new URL(adminUrl).port || 5432));
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
    for (const processes of pgProcesses) {
      await measureBare();
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.href }, processes);
      try {
        await measure('PostgreSQL', processes, server, routesOf(seeded), dbPid);
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

const targets = checkTargets(rows, polling);
console.info('\nTargets (docs/benchmarks.md):');
for (const t of targets) console.info(`  ${t.met ? 'MET    ' : 'NOT MET'}  ${t.target}: ${t.figure}`);

const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const us = (v) => (v === undefined ? '' : v.toFixed(0));
const table = [
  `### ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${SECONDS} s per route, ${CONNECTIONS} connections, no pipelining, load generator in its own process; ` +
    `PostgreSQL: ${where}. Load average at the start ${load.toFixed(2)} on 2 cores (the machine is shared: ` +
    'figures move with the other work on it). Bare Fastify hello world, measured before each group of rows: ' +
    `${bares.map((b) => b.rps.toFixed(0)).join(', ')} req/s; each row's ratio is to the one before it.`,
  '',
  '| route | database | API processes | req/s | p50 ms | p99 ms | max ms | x bare Fastify | API CPU µs/req | PostgreSQL CPU µs/req |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route}${r.check === 'ok' ? '' : ` (${r.check})`}${r.errors || r.non2xx ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : ''} ` +
      `| ${r.label} | ${r.processes} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ` +
      `${(r.rps / r.bare).toFixed(4)} | ${us(r.apiUs)} | ${us(r.dbUs)} |`,
  ),
  '',
  'Targets:',
  '',
  ...targets.map((t) => `- ${t.met ? 'met' : '**not met**'}: ${t.target} (${t.figure})`),
  ...(polling
    ? [
        '',
        `A client polling status2 (20 ids) every 2 s: ${polling.pct.toFixed(2)}% of one core ` +
          `(${polling.perPollMs.toFixed(2)} ms of server CPU per poll, over ${POLLS} polls; PostgreSQL, 1 process).`,
      ]
    : []),
].join('\n');
if (process.env.BENCH_RECORD === '0') {
  console.info('\nBENCH_RECORD=0: docs/benchmarks.md left as it is');
  process.exit(0);
}
appendBenchmarkBlock(
  'API under load (`npm run bench:api`)',
  'The hot routes under autocannon against bare Fastify from the same run (apps/server/bench/api.mjs).',
  table,
);
console.info('\nAppended to docs/benchmarks.md');
