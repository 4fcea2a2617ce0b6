/**
 * The faults, each done to the running topology from outside while users are on it. Each returns what happened
 * (for the report) and marks the window in which the promise "answers 503, never 500" applies.
 */
import { execFileSync } from 'node:child_process';
import { TASK_STATUS } from '@framewise/contracts';
import { ensureSandboxKeys } from '../modules/pay/sandbox/keys';
import { moveTrade } from '../modules/pay/sandbox/trades-repo';
import { wechatPaymentNotify } from '../modules/pay/sandbox/wechat';
import { CallLog, ConnectionFailed, UserClient } from './client';
import { type Topology, until } from './topology';

export interface FaultReport {
  name: string;
  startedAt: number;
  /** When the fault was undone (processes restarted by their supervisor, PostgreSQL back, storage writable). */
  endedAt: number;
  /** Until this time answers of 503 are expected (the outage plus the time to notice it is over). */
  outageUntil?: number;
  /** Seconds from the end of the fault until the API answered a call needing the database / worker took tasks. */
  recoverySeconds?: number;
  detail: string;
  /** Orders paid by the provider during the fault (checked for exactly-once fulfilment). */
  paidOrders?: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from `from` until the API answers a call that needs the database with code 0 again. */
async function apiRecovery(topology: Topology, from: number): Promise<number> {
  await until(
    'the API to answer from the database again',
    async () => {
      // A write, so no cache answers for the database: one unused code (nobody redeems it).
      const res = await fetch(`${topology.base}/api/test/codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: 1, points: 1 }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json()) as { code: number };
      return body.code === 0;
    },
    120,
  );
  return (Date.now() - from) / 1000;
}

let ownTasks = 0;

/**
 * Late in a soak the users may have finished their generations: with nothing queued or running there is no task to
 * interrupt, so the harness becomes one more user (a fresh phone and address, points from a code) and submits a
 * text to video. The invariants cover its task like any other.
 */
async function ensureWorkInFlight(topology: Topology, target: { host: string; port: number }): Promise<void> {
  const open = await topology.db
    .selectFrom('tasks')
    .select('id')
    .where('status', 'in', [TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING])
    .limit(1)
    .execute();
  if (open.length > 0) return;
  ownTasks++;
  const user = new UserClient(target, `10.251.0.${ownTasks}`, 'cn', new CallLog());
  const phone = `1380000${String(ownTasks).padStart(4, '0')}`;
  const call = async (name: string, method: 'GET' | 'POST', path: string, json?: unknown, token?: string) => {
    const res = await user.call(name, method, path, {
      ...(json ? { json } : {}),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    if (res.json?.code !== 0) throw new Error(`${name}: ${res.text.slice(0, 200)}`);
    return res.json.data;
  };
  try {
    await call('sms', 'POST', '/api/user/getSMSCodeTicket', { phone });
    const code = (await call('inbox', 'GET', `/api/test/sms?phone=${phone}`)).code as string;
    const token = (await call('login', 'POST', '/api/user/loginByCodePhone', { phone, code })).token as string;
    const [points] = (await call('codes', 'POST', '/api/test/codes', { count: 1, points: 300 })).codes as string[];
    await call('redeem', 'POST', '/api/pay/exchange', { code: points }, token);
    const body = { prompts: [{ prompt: 'a heron at dawn', keyframe: 1 }], model: '90', ratio: 4, duration: 5 };
    await call('generate', 'POST', '/api/images/text2video/generate', body, token);
  } finally {
    user.close();
  }
}

/**
 * kill -9 of the worker process running a task (its lease names it); the supervisor starts a new one and the task,
 * its lease run out, runs again elsewhere. Recovery: from the kill until the interrupted tasks have finished.
 */
export async function killWorkerMidTask(
  topology: Topology,
  target: { host: string; port: number },
): Promise<FaultReport> {
  const startedAt = Date.now();
  await ensureWorkInFlight(topology, target);
  let victim = 0;
  let interrupted: string[] = [];
  await until(
    'a task running in a worker process',
    async () => {
      const running = await topology.db
        .selectFrom('tasks')
        .select(['id', 'lease_owner'])
        .where('status', '=', TASK_STATUS.PROCESSING)
        .where('lease_owner', 'is not', null)
        .execute();
      const children = new Set(topology.worker.children());
      const pidOf = (owner: string | null) => Number(owner?.split(':')[1]);
      victim = running.map((t) => pidOf(t.lease_owner)).find((pid) => children.has(pid)) ?? 0;
      interrupted = running.filter((t) => pidOf(t.lease_owner) === victim).map((t) => t.id);
      return victim > 0;
    },
    60,
  );
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  await until(
    'the interrupted tasks to finish elsewhere',
    async () => {
      const open = await topology.db
        .selectFrom('tasks')
        .select('id')
        .where('id', 'in', interrupted)
        .where('status', 'in', [TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING])
        .execute();
      return open.length === 0;
    },
    120,
  );
  const endedAt = Date.now();
  return {
    name: 'kill -9 worker mid-task',
    startedAt,
    endedAt,
    recoverySeconds: (endedAt - killedAt) / 1000,
    detail: `killed worker pid ${victim} running ${interrupted.length} task(s); they finished elsewhere`,
  };
}

/**
 * kill -9 of an API process while payment notifies are in flight to it: the harness plays WeChat Pay (the sandbox
 * trade is marked paid, the notify signed with the sandbox platform key), writes several notifies on connections
 * the victim holds, kills it as soon as the first is written, then retries each notify, as WeChat Pay does, until
 * one is acknowledged.
 */
// Each run of the fault pays as a new user from a new address: the soak repeats it, and one payer's six orders a
// time would soon meet the order rate limit (as a real user would).
let notifyRuns = 0;

export async function killApiMidNotify(
  topology: Topology,
  target: { host: string; port: number },
): Promise<FaultReport> {
  const startedAt = Date.now();
  const log = new CallLog();
  notifyRuns++;
  const payer = new UserClient(target, `10.250.0.${notifyRuns}`, 'cn', log);
  const phone = `1390000${String(notifyRuns).padStart(4, '0')}`;
  const call = async (name: string, method: 'GET' | 'POST', path: string, json?: unknown, token?: string) => {
    const res = await payer.call(name, method, path, {
      ...(json ? { json } : {}),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    if (res.json?.code !== 0) throw new Error(`${name}: ${res.text.slice(0, 200)}`);
    return res.json.data;
  };
  await call('sms', 'POST', '/api/user/getSMSCodeTicket', { phone });
  const code = (await call('inbox', 'GET', `/api/test/sms?phone=${phone}`)).code as string;
  const token = (await call('login', 'POST', '/api/user/loginByCodePhone', { phone, code })).token as string;
  const orders: string[] = [];
  for (let i = 0; i < 6; i++) {
    orders.push(
      (await call('createOrder', 'POST', '/api/pay/createOrder', { type: 'POINT_100', pay_scene: 'pc' }, token))
        .orderId,
    );
  }
  payer.close();

  const keys = (await ensureSandboxKeys(topology.db)).wechat;
  const notifies = [];
  for (const orderId of orders) {
    const trade = await moveTrade(topology.db, orderId, ['open'], 'paid', new Date());
    if (!trade) throw new Error(`sandbox trade of ${orderId} is not open`);
    notifies.push(wechatPaymentNotify(keys, trade, new Date()));
  }

  // Connections held by one API process: ping tells which process answers each.
  const clients = Array.from({ length: 8 }, (_, i) => new UserClient(target, `10.250.1.${i}`, 'cn', log));
  const pids = await Promise.all(
    clients.map(async (c) => Number((await c.call('ping', 'GET', '/api/test/ping')).json?.data.pid)),
  );
  const victim = pids[0] ?? 0;
  const held = clients.filter((_, i) => pids[i] === victim);
  let interrupted = 0;
  const first = notifies.map(async (notify, i) => {
    const client = held[i % held.length] as UserClient;
    try {
      const res = await client.call('notify', 'POST', notify.url, { body: notify.payload, headers: notify.headers });
      return res.status;
    } catch (error) {
      if (error instanceof ConnectionFailed) interrupted++;
      return 0;
    }
  });
  const killedAt = Date.now();
  process.kill(victim, 'SIGKILL');
  const statuses = await Promise.all(first);
  for (const c of clients) c.close();

  // WeChat Pay delivers again until it gets 200/204 (here every 500 ms, bounded).
  const retrier = new UserClient(target, '10.250.2.1', 'cn', log);
  let retries = 0;
  for (const [i, notify] of notifies.entries()) {
    for (let attempt = 0; statuses[i] !== 200 && statuses[i] !== 204; attempt++) {
      if (attempt >= 120) throw new Error(`notify of ${orders[i]} never acknowledged`);
      await pause(500);
      retries++;
      statuses[i] = await retrier
        .call('notify retry', 'POST', notify.url, { body: notify.payload, headers: notify.headers })
        .then((r) => r.status)
        .catch(() => 0);
    }
  }
  retrier.close();
  const endedAt = Date.now();
  return {
    name: 'kill -9 API mid payment notify',
    startedAt,
    endedAt,
    // From the kill until every notify was acknowledged (each order fulfilled).
    recoverySeconds: (endedAt - killedAt) / 1000,
    detail: `killed API pid ${victim} with ${held.length} connections; ${interrupted} of ${notifies.length} notifies cut off, ${retries} redeliveries`,
    paidOrders: orders,
  };
}

/** PostgreSQL stopped (fast shutdown: every connection cut) and started again after `downMs`. */
export async function restartPostgres(topology: Topology, downMs: number): Promise<FaultReport> {
  const startedAt = Date.now();
  await topology.postgres.restart(downMs);
  const endedAt = Date.now();
  const recoverySeconds = await apiRecovery(topology, endedAt);
  return {
    name: 'PostgreSQL restart',
    startedAt,
    endedAt,
    outageUntil: Date.now() + 2000,
    recoverySeconds,
    detail: `down ${(downMs / 1000).toFixed(1)} s`,
  };
}

/**
 * The storage directory read-only for `downMs` (what a full or failed disk looks like to the server). Root ignores
 * file modes, so a read-only bind mount over the directory does it; needs CAP_SYS_ADMIN (root on CI and here).
 */
export async function storageReadOnly(topology: Topology, downMs: number): Promise<FaultReport> {
  const dir = topology.storageDir;
  const startedAt = Date.now();
  try {
    execFileSync('mount', ['--bind', dir, dir], { stdio: 'pipe' });
    execFileSync('mount', ['-o', 'remount,ro,bind', dir], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `cannot make ${dir} read-only with a bind mount (needs root with CAP_SYS_ADMIN): ${(error as Error).message}`,
    );
  }
  try {
    await pause(downMs);
  } finally {
    // Lazy: a write still open on the read-only mount must not keep it in place (umount would say "busy").
    execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' });
  }
  const endedAt = Date.now();
  // Recovery: the first generation that stores its output afterwards (not measured when none is running then).
  let recoverySeconds: number | undefined;
  await until(
    'a task to store its output',
    async () => {
      const next = await topology.db
        .selectFrom('tasks')
        .select('finished_at')
        .where('status', '=', TASK_STATUS.SUCCESS)
        .where('finished_at', '>', new Date(endedAt))
        .orderBy('finished_at')
        .executeTakeFirst();
      if (next?.finished_at) recoverySeconds = (next.finished_at.getTime() - endedAt) / 1000;
      return next !== undefined;
    },
    30,
  ).catch(() => undefined);
  return {
    name: 'storage read-only',
    startedAt,
    endedAt,
    outageUntil: endedAt + 1000,
    ...(recoverySeconds !== undefined ? { recoverySeconds } : {}),
    detail: `read-only ${(downMs / 1000).toFixed(1)} s`,
  };
}
