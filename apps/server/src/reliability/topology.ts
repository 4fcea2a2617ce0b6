/**
 * The production topology, started from outside as real processes: one PostgreSQL (Debian's, on loopback, a
 * throwaway cluster), `--role api` with API_PROCESSES children under node:cluster on one port, `--role worker`
 * with WORKER_PROCESSES children, one storage directory. The harness keeps its own connection for the checks.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { Db } from '../db/schema';
import { freePort } from '../testing/free-port';
import { type LocalPostgres, startLocalPostgres } from '../testing/local-postgres';
import { GOOGLE_CLIENT, type IdentityProvider, startIdentityProvider } from './identity-provider';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Role {
  readonly name: 'api' | 'worker';
  /** The supervising primary (node:cluster); its children do the work. */
  readonly primary: ChildProcess;
  /** Every log line of the primary and its children, in order. */
  readonly output: string[];
  /** The children's pids right now. */
  children(): number[];
}

export interface Topology {
  base: string;
  port: number;
  db: Db;
  dataDir: string;
  /** Where the local storage driver keeps objects (the directory the storage faults make read-only). */
  storageDir: string;
  postgres: LocalPostgres;
  api: Role;
  worker: Role;
  identity: IdentityProvider;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  apiProcesses: number;
  workerProcesses: number;
  env?: Record<string, string>;
}

/** The pids whose parent is `pid` (ps is in procps, on every Debian image the suite runs on). */
function childPids(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function startRole(name: Role['name'], env: Record<string, string>): Role {
  const primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', name], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  primary.stdout?.on('data', collect);
  primary.stderr?.on('data', collect);
  return { name, primary, output, children: () => childPids(primary.pid) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ready` holds; bounded (count and time) so a topology that never comes up fails with its logs. */
export async function until(what: string, ready: () => Promise<boolean>, seconds: number, roles: Role[] = []) {
  const deadline = Date.now() + seconds * 1000;
  for (let i = 0; i < seconds * 10 && Date.now() < deadline; i++) {
    if (await ready().catch(() => false)) return;
    await pause(100);
  }
  const logs = roles.map((r) => `--- ${r.name}\n${r.output.slice(-30).join('\n')}`).join('\n');
  throw new Error(`gave up waiting for ${what} after ${seconds} s\n${logs}`);
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  // Always a cluster of its own, even when DATABASE_URL points the rest of the server suite at a shared database:
  // the suite restarts it and counts every row in it as the run's.
  const postgres = await startLocalPostgres({ maxConnections: 300 });
  const url = postgres.url;
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 4 }, { onPoolError: () => {} });
  await migrate(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-rel-'));
  const storageDir = join(dataDir, 'storage');
  mkdirSync(storageDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const identity = await startIdentityProvider(`${base}/passport/google/callback`);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOCAL_PROVIDERS: '1',
    FRAMEWISE_TEST_HOOKS: '1',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'reliability-session-secret-0123456789abcdef',
    SIGNING_SECRET: 'reliability-signing-secret-0123456789abcdef',
    SEED_EXAMPLES: '0',
    // Simulated users come through a proxy on loopback, each with an address of its own (per-IP limits).
    TRUST_PROXY: '127.0.0.1',
    GOOGLE_ISSUER: identity.issuer,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
    LOCAL_VIDEO_SHORT_SIDE: '144',
    API_PROCESSES: String(options.apiProcesses),
    WORKER_PROCESSES: String(options.workerProcesses),
    WORKER_CONCURRENCY: '1',
    WORKER_FAST_SLOTS: '0',
    // A killed worker's tasks are free again after one lease; retries start a second later.
    WORKER_LEASE_SECONDS: '5',
    WORKER_RETRY_BASE_SECONDS: '1',
    DB_POOL_SIZE: '8',
    ...options.env,
  };
  const api = startRole('api', env);
  const worker = startRole('worker', env);
  const roles = [api, worker];
  const topology: Topology = {
    base,
    port,
    db,
    dataDir,
    storageDir,
    postgres,
    api,
    worker,
    identity,
    async stop() {
      for (const role of roles) role.primary.kill('SIGTERM');
      const grace = pause(15_000).then(() => {
        for (const role of roles) role.primary.kill('SIGKILL');
        for (const role of roles) for (const pid of role.children()) process.kill(pid, 'SIGKILL');
      });
      await Promise.race([Promise.all(roles.map((r) => stopped(r.primary))), grace]);
      await identity.close();
      await db.destroy();
      await postgres.stop();
      // A storage fault cut short may leave its read-only mount behind.
      spawnSync('umount', ['--lazy', storageDir], { stdio: 'ignore' });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await until(
      `${options.apiProcesses} API and ${options.workerProcesses} worker processes`,
      async () => {
        const started = worker.output.filter((l) => l.includes('generation worker started')).length;
        if (started < options.workerProcesses || api.children().length < options.apiProcesses) return false;
        const res = await fetch(`${base}/api/test/ping`);
        return res.ok;
      },
      // Seven processes compile the sources at once (tsx); generous for a busy 2-core machine.
      300,
      roles,
    );
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
}
