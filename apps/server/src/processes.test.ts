// Scale-out end to end: `--role api` with API_PROCESSES=2 (node:cluster, one port) and `--role worker` with
// WORKER_PROCESSES=2, four server processes from the sources on one PostgreSQL (testing/local-postgres).
import { TASK_STATUS } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Db } from './db/schema';
import { silentLog, uploadAs } from './modules/generation/testing';
import { freePort } from './testing/local-postgres';
import {
  call as callOn,
  exited,
  logLines,
  processTopology,
  type ServerProcess,
  startServerProcess,
  until as untilOf,
} from './testing/server-process';
import { workerContext } from './worker';

const TASKS = 6;

let topology: Awaited<ReturnType<typeof processTopology>>;
let db: Db;
let port: number;
let metricsPort: number;
let env: Record<string, string>;
let servers: ServerProcess[] = [];

/** One HTTP call on a connection of its own, so the cluster's round robin can hand it to either API process. */
const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown) =>
  callOn(port, method, path, headers, body);

function startServer(name: string, role: 'api' | 'worker', extraEnv: Record<string, string> = {}) {
  servers.push(startServerProcess(name, role, { ...env, ...extraEnv }));
}

/** Polls `probe` (bounded in count: generous, as six processes start from the sources) until it returns something. */
const until = <T>(what: string, probe: () => Promise<T | undefined>) => untilOf(what, probe, servers);

beforeAll(async () => {
  topology = await processTopology('scale', {
    FRAMEWISE_TEST_HOOKS: '1',
    API_PROCESSES: '2',
    WORKER_PROCESSES: '2',
    WORKER_CONCURRENCY: '1',
    WORKER_FAST_SLOTS: '0',
    // Idle slots would poll only every minute (and less often later): tasks start at once only by wake-ups
    // that travel from the API processes to the worker processes through PostgreSQL.
    WORKER_POLL_MS: '60000',
  });
  ({ db, port, env, servers } = topology);
  metricsPort = await freePort();
  // The API role's primary serves its children's metrics added up, on a loopback port of its own.
  startServer('api', 'api', { METRICS_PORT: String(metricsPort) });
  startServer('worker', 'worker');
}, 60_000);

afterAll(() => topology?.stop());

describe('two API and two worker processes on one PostgreSQL', () => {
  it('serve requests from both API processes and finish every task exactly once across the workers', async () => {
    // Both API processes answer on the one port.
    const pids = new Set<number>();
    await until('both API processes', async () => {
      const res = await call('GET', '/api/test/ping');
      pids.add(Number(res.json.data.pid));
      return pids.size >= 2 ? true : undefined;
    });
    expect(pids.size).toBe(2);
    await until('both worker processes', async () =>
      (servers[1]?.output.filter((l) => l.includes('generation worker started')).length ?? 0) >= 2 ? true : undefined,
    );

    // A session made in the shared database works on whichever process takes the call.
    const config = loadConfig({ ...env });
    const ctx = await workerContext(config, db, silentLog as never);
    const { user, auth } = await topology.member(100);
    for (let i = 0; i < 6; i++) {
      const info = await call('GET', '/api/user/info', auth);
      expect(info.json.code).toBe(0);
    }

    // The primary's /metrics adds up both children's request timings and reports the database gauges once.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const infoCounts = [
      ...metrics.matchAll(
        /^framewise_http_request_duration_seconds_count\{[^}]*route="\/api\/user\/info"[^}]*\} (\d+)$/gm,
      ),
    ];
    expect(infoCounts.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(6);
    expect(metrics.match(/^framewise_queue_depth\{lane="fast"\} 0$/gm)).toHaveLength(1);

    // Tasks submitted to the API processes run in the worker processes, each once.
    const ids: string[] = [];
    for (let i = 0; i < TASKS; i++) {
      const image = await uploadAs({ app: { ctx } } as never, user, 'png');
      const res = await call('POST', '/api/images/animation/upscale', auth, { reference_img: image, target: '2x' });
      expect(res.json.code).toBe(0);
      ids.push(String(res.json.data.id));
    }
    const rows = await until('every task to finish', async () => {
      const tasks = await db.selectFrom('tasks').select(['id', 'status', 'attempts']).where('id', 'in', ids).execute();
      return tasks.every((t) => t.status === TASK_STATUS.SUCCESS) ? tasks : undefined;
    });
    expect(rows.map((t) => t.attempts)).toEqual(ids.map(() => 1));

    const done = (servers[1] ? logLines(servers[1]) : []).filter((l) => l.msg === 'task done');
    expect(done.map((l) => l.task).sort()).toEqual([...ids].sort());
    expect(new Set(done.map((l) => l.pid)).size).toBe(2);

    // Both primaries stop their children gracefully and exit cleanly.
    for (const { child } of servers) child.kill('SIGTERM');
    expect(await Promise.all(servers.map(({ child }) => exited(child)))).toEqual([0, 0]);
  }, 400_000);
});
