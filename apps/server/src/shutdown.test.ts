// Graceful shutdown seen from outside: a real `--role all` process on PostgreSQL gets SIGTERM while a request is in
// flight and a task runs. Readiness must answer 503 first, the request must complete, the task must go back to the
// queue and be finished once by another worker process.
import { TASK_STATUS } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/schema';
import { ledgerOf } from './modules/generation/testing';
import {
  call,
  exited,
  logLines,
  openCall,
  processTopology,
  type ServerProcess,
  startServerProcess,
  until,
} from './testing/server-process';

const T2V = '/api/images/text2video/generate';
const t2v = { prompts: [{ prompt: 'a lighthouse in the rain', keyframe: 1 }], model: '90', ratio: 4, duration: 5 };

let topology: Awaited<ReturnType<typeof processTopology>>;
let db: Db;
let port: number;
let env: Record<string, string>;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  topology = await processTopology('shutdown', {
    // One process per role: the second worker must be one process that SIGSTOP freezes entirely.
    WORKER_PROCESSES: '1',
    WORKER_CONCURRENCY: '1',
    WORKER_FAST_SLOTS: '0',
    LOCAL_VIDEO_SHORT_SIDE: '480',
    // Idle slots poll only every minute and a lease lasts a minute: the second worker can only take the task at
    // once through the release's wake-up, and attempts show whether it was released or taken over after expiry.
    WORKER_POLL_MS: '60000',
    WORKER_LEASE_SECONDS: '60',
    // Load balancers need a moment to see readiness fail before the listener closes.
    SHUTDOWN_DELAY_MS: '3000',
  });
  ({ db, port, env, servers } = topology);
}, 60_000);

afterAll(() => topology?.stop());

describe('SIGTERM', () => {
  it('fails readiness first, drains the in-flight request and hands the running task to another worker', async () => {
    const first = startServerProcess('first', 'all', env);
    servers.push(first);
    await until(
      'the first process to be ready',
      async () => ((await call(port, 'GET', '/readyz')).status === 200 ? true : undefined),
      [first],
    );

    // The second worker starts and is frozen (SIGSTOP) while the first claims the task, so only the first can.
    const second = startServerProcess('second', 'worker', env);
    servers.push(second);
    await until(
      'the second worker to start',
      async () => (logLines(second).some((l) => l.msg === 'generation worker started') ? true : undefined),
      [first, second],
    );
    second.child.kill('SIGSTOP');

    const { auth } = await topology.member(100);
    const submitted = await call(port, 'POST', T2V, auth, t2v);
    expect(submitted.json.code).toBe(0);
    const running = String(submitted.json.data.id);
    await until(
      'the first process to run the task',
      async () => {
        const task = await db
          .selectFrom('tasks')
          .select(['status', 'lease_owner'])
          .where('id', '=', running)
          .executeTakeFirst();
        return task?.status === TASK_STATUS.PROCESSING && task.lease_owner?.includes(`:${first.child.pid}:`)
          ? true
          : undefined;
      },
      [first],
      { everyMs: 50, tries: 4000 },
    );
    // Thawed, it finds the task leased and sleeps for its minute-long poll.
    second.child.kill('SIGCONT');
    // A slow client: the headers of a submission are in, its body is not yet.
    const body = JSON.stringify(t2v);
    const slow = openCall(port, 'POST', T2V, {
      ...auth,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    slow.req.write(body.slice(0, 10));
    await until(
      'the slow request to reach the server',
      async () => ((slow.req.socket?.bytesWritten ?? 0) > 0 ? true : undefined),
      [first],
      { everyMs: 20 },
    );

    first.child.kill('SIGTERM');
    const readiness = await until(
      'readiness to fail',
      async () => {
        const res = await call(port, 'GET', '/readyz');
        return res.status === 503 ? res : undefined;
      },
      [first],
      { everyMs: 20 },
    );
    expect(readiness.json).toMatchObject({ status: 'draining' });
    // Liveness is another question: the process still answers.
    expect((await call(port, 'GET', '/healthz')).status).toBe(200);

    slow.req.end(body.slice(10));
    const answer = await slow.answer;
    expect(answer.json.code).toBe(0);
    const late = String(answer.json.data.id);
    expect(await exited(first.child)).toBe(0);

    const tasks = await until('both tasks to finish', async () => {
      const rows = await db
        .selectFrom('tasks')
        .select(['id', 'status', 'attempts'])
        .where('id', 'in', [running, late])
        .execute();
      return rows.length === 2 && rows.every((t) => t.status === TASK_STATUS.SUCCESS) ? rows : undefined;
    }, [first, second]);
    // Released (its attempt given back), not taken over after the lease ran out.
    const story = [first, second].map((s) =>
      logLines(s)
        .filter((l) => l.task || /task|shutting|worker/.test(l.msg))
        .map((l) => `${s.name}: ${l.msg} ${l.task ?? ''}`),
    );
    expect(
      tasks.map((t) => t.attempts),
      `running ${running}, late ${late}\n${JSON.stringify(tasks)}\n${story.flat().join('\n')}`,
    ).toEqual([1, 1]);
    const done = (server: ServerProcess) =>
      logLines(server)
        .filter((l) => l.msg === 'task done')
        .map((l) => l.task);
    expect(done(first)).toEqual([]);
    expect(done(second).sort()).toEqual([running, late].sort());
    expect(logLines(first).some((l) => l.msg === 'shutting down')).toBe(true);
    for (const id of [running, late]) expect((await ledgerOf(db, id)).map((e) => e.kind)).toEqual(['charge']);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 400_000);
});
