// Batch claims on a real PostgreSQL (PGlite is one connection, so claims there never overlap): concurrent
// claimers never share a task, and a dead worker's leases run out and are claimed again.
import { TASK_STATUS } from '@framewise/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import type { Db } from '../../db/schema';
import { type LocalPostgres, startLocalPostgres } from '../../testing/local-postgres';
import { insertLaneTasks } from '../../testing/queued-tasks';
import { createUser } from '../users/repo';
import { claimBatch, completeTask, renewLease } from './repo';

let pg: LocalPostgres;
let db: Db;
let userUuid: string;
const T0 = new Date('2026-11-25T08:00:00Z');
const ALL_LANES = [0, 1, 2];

beforeAll(async () => {
  pg = await startLocalPostgres();
  db = await openDatabase({ kind: 'postgres', url: pg.url, poolSize: 16 });
  await migrate(db);
  userUuid = (await createUser(db, { phone: null, nickname: 'queue', now: T0 })).uuid;
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await pg?.stop();
});
beforeEach(async () => {
  await db.deleteFrom('tasks').execute();
});

async function queueTasks(count: number): Promise<string[]> {
  const ids = await insertLaneTasks(db, userUuid, count, T0);
  await db.updateTable('tasks').set({ status: TASK_STATUS.QUEUED, next_attempt_at: T0 }).execute();
  return ids;
}

describe('claimBatch on PostgreSQL', () => {
  it('never hands one task to two of many concurrent claimers, and every task is claimed', async () => {
    const ids = await queueTasks(240);
    const got = new Map<string, string[]>();
    const claimer = async (n: number) => {
      const workerId = `w${n}`;
      const mine: string[] = [];
      got.set(workerId, mine);
      for (let round = 0; round < 200; round++) {
        const tasks = await claimBatch(db, { workerId, lanes: ALL_LANES, now: T0, leaseMs: 60_000, limit: 4 });
        if (tasks.length === 0) return;
        expect(tasks.length).toBeLessThanOrEqual(4);
        mine.push(...tasks.map((t) => t.id));
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => claimer(n)));

    const all = [...got.values()].flat();
    expect(all).toHaveLength(ids.length);
    expect(new Set(all)).toEqual(new Set(ids));
    // Spread over the claimers (SKIP LOCKED lets them work side by side) ...
    expect([...got.values()].filter((mine) => mine.length > 0).length).toBeGreaterThan(1);
    // ... and each row is leased to the claimer that got it, once.
    const rows = await db.selectFrom('tasks').select(['id', 'lease_owner', 'attempts', 'status']).execute();
    const ownerOf = new Map([...got].flatMap(([owner, mine]) => mine.map((id) => [id, owner] as const)));
    for (const row of rows) {
      expect(row).toMatchObject({ status: TASK_STATUS.PROCESSING, attempts: 1, lease_owner: ownerOf.get(row.id) });
    }
  });

  it('takes fast tasks before normal before relax, oldest first', async () => {
    await queueTasks(9);
    const tasks = await claimBatch(db, { workerId: 'w', lanes: ALL_LANES, now: T0, leaseMs: 60_000, limit: 5 });
    expect(tasks.map((t) => t.lane)).toEqual([0, 0, 0, 1, 1]);
    const fastOnly = await claimBatch(db, { workerId: 'f', lanes: [0], now: T0, leaseMs: 60_000, limit: 5 });
    expect(fastOnly).toEqual([]);
  });

  it("reclaims a crashed worker's tasks once their leases run out, and the dead worker can change nothing", async () => {
    await queueTasks(3);
    const leaseMs = 60_000;
    const dead = await claimBatch(db, { workerId: 'dead', lanes: ALL_LANES, now: T0, leaseMs, limit: 3 });
    expect(dead).toHaveLength(3);

    // Within the lease nobody else gets them.
    const early = new Date(T0.getTime() + leaseMs - 1);
    expect(await claimBatch(db, { workerId: 'alive', lanes: ALL_LANES, now: early, leaseMs, limit: 3 })).toEqual([]);

    // After it, one batch takes all three again (a second claimer finds nothing), counting a new attempt.
    const late = new Date(T0.getTime() + leaseMs + 1);
    const [again, other] = await Promise.all([
      claimBatch(db, { workerId: 'alive', lanes: ALL_LANES, now: late, leaseMs, limit: 3 }),
      claimBatch(db, { workerId: 'other', lanes: ALL_LANES, now: late, leaseMs, limit: 3 }),
    ]);
    const reclaimed = [...again, ...other];
    expect(reclaimed.map((t) => t.id).sort()).toEqual(dead.map((t) => t.id).sort());
    expect(reclaimed.every((t) => t.attempts === 2)).toBe(true);

    const task = dead[0];
    if (!task) throw new Error('no task');
    const holder = reclaimed.find((t) => t.id === task.id)?.lease_owner ?? '';
    expect(await renewLease(db, { id: task.id, workerId: 'dead', now: late, leaseMs, progress: 50 })).toBe(false);
    const outcome = { id: task.id, now: late, engine: 'local', notes: [], seed: 1, outputs: [] };
    expect(await completeTask(db, { ...outcome, workerId: 'dead' })).toBe(false);
    expect(await completeTask(db, { ...outcome, workerId: holder })).toBe(true);
    const row = await db.selectFrom('tasks').select(['status']).where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(TASK_STATUS.SUCCESS);
  });
});
