/**
 * Server processes started from the sources for tests that watch them from outside (several processes, signals):
 * their output kept line by line, HTTP calls on connections of their own, bounded waits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { Db } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { makeMember } from '../modules/generation/testing';
import { clientHeaders } from './app';
import { freePort, startLocalPostgres } from './local-postgres';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** stdout and stderr lines so far. */
  output: string[];
}

/** `node src/main.ts --role <role>` in apps/server with exactly this environment. */
export function startServerProcess(name: string, role: 'all' | 'api' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', role], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  return { name, child, output };
}

/** The JSON log lines of a server's output. */
export function logLines(server: ServerProcess): { msg: string; pid: number; [key: string]: unknown }[] {
  return server.output.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
}

export interface HttpAnswer {
  status: number;
  json: { code: number; data: Record<string, unknown>; [key: string]: unknown };
}

/**
 * Starts one HTTP call on a connection of its own (so a cluster's round robin can hand it to any process) and
 * returns the request (to write a body slowly) with its answer.
 */
export function openCall(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
): { req: ClientRequest; answer: Promise<HttpAnswer> } {
  let req: ClientRequest | undefined;
  const answer = new Promise<HttpAnswer>((resolve, reject) => {
    req = request({ host: '127.0.0.1', port, path, method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  return { req: req as unknown as ClientRequest, answer };
}

/** One whole HTTP call with an optional JSON body. */
export function call(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { req, answer } = openCall(port, method, path, {
    ...headers,
    ...(payload ? { 'content-type': 'application/json' } : {}),
  });
  req.end(payload);
  return answer;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` every `everyMs` (bounded in count) until it returns something; on giving up, the error shows the
 * servers' last lines.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  servers: readonly ServerProcess[],
  { tries = 600, everyMs = 250 } = {},
): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await pause(everyMs);
  }
  const logs = servers.map((s) => `--- ${s.name}\n${s.output.slice(-20).join('\n')}`).join('\n');
  throw new Error(`gave up waiting for ${what}\n${logs}`);
}

/** Resolves with the exit code once the process has ended. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * What tests of several server processes share: a throwaway PostgreSQL with the schema, a data directory, a free
 * port, the environment of every process (plus `extraEnv`) and the list of processes, all gone after `stop()`.
 */
export async function processTopology(name: string, extraEnv: Record<string, string>) {
  const pg = await startLocalPostgres();
  const db: Db = await openDatabase({ kind: 'postgres', url: pg.url });
  await migrate(db);
  const dataDir = mkdtempSync(join(tmpdir(), `fw-${name}-`));
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOCAL_PROVIDERS: '1',
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    SESSION_SECRET: `${name}-test-session-secret-0123456789abcdef`,
    SIGNING_SECRET: `${name}-test-signing-secret-0123456789abcdef`,
    SEED_EXAMPLES: '0',
    ...extraEnv,
  };
  const servers: ServerProcess[] = [];
  return {
    db,
    port,
    env,
    servers,
    /** A member with `points` and the headers of a logged-in client (a session made in the shared database). */
    async member(points: number) {
      const harness = { db, clock: { now: () => new Date() } } as unknown as Parameters<typeof makeMember>[0];
      const user = await makeMember(harness, points);
      return {
        user,
        auth: { authorization: `Bearer ${await createSession(db, user, new Date())}`, ...clientHeaders() },
      };
    },
    async stop() {
      for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
      await db.destroy();
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
