import { type GenerateAnswer, TASK_STATUS, type TaskStatusEntry } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  callAs,
  type GenerationHarness,
  generationHarness,
  makeMember,
} from '../modules/generation/testing';
import { createTestDb, type TestDb } from '../testing/db';

let testDb: TestDb;
let h: GenerationHarness;

beforeAll(async () => {
  testDb = await createTestDb();
  h = await generationHarness(testDb.db);
});
afterAll(async () => {
  await h?.close();
  await testDb?.close();
});

const USERS = 20;
const PER_USER = 10;
const MODES = [0, 1, 2] as const;
const COST = { 0: 2, 1: 0, 2: 4 } as const;

describe('200 concurrent submissions across modes', () => {
  it('charges each once, answers consistent positions and runs fast before normal before relax', async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => makeMember(h, 100, 'HIGH')));
    const before = new Map(await Promise.all(users.map(async (u) => [u, await balanceOf(h, u)] as const)));
    const requests = users.flatMap((user, u) =>
      Array.from({ length: PER_USER }, (_, i) => {
        const mode = MODES[(u + i) % 3] as 0 | 1 | 2;
        const body = {
          prompts: [{ prompt: `scene ${u}-${i}`, keyframe: 1 }],
          model: '90',
          ratio: 4,
          duration: 5,
          mode,
        };
        return callAs<GenerateAnswer>(h, user, 'POST', '/api/images/text2video/generate', body).then((res) => ({
          user,
          mode,
          res,
        }));
      }),
    );
    const answers = await Promise.all(requests);
    for (const { res, mode } of answers) {
      expect(res.code, res.msg).toBe(0);
      expect(res.data).toMatchObject({ status: TASK_STATUS.QUEUED, cost: COST[mode] });
    }

    // No double charge: one charge entry per paid task, balances down by exactly what was answered.
    const charges = await h.db
      .selectFrom('point_entries')
      .select(['idempotency_key', 'amount'])
      .where('kind', '=', 'charge')
      .where('idempotency_key', 'like', 'task:%')
      .execute();
    const paid = answers.filter((a) => a.res.data.cost > 0);
    expect(charges).toHaveLength(paid.length);
    expect(new Set(charges.map((c) => c.idempotency_key)).size).toBe(paid.length);
    for (const user of users) {
      const spent = answers.filter((a) => a.user === user).reduce((sum, a) => sum + a.res.data.cost, 0);
      expect(await balanceOf(h, user)).toBe((before.get(user) ?? 0) - spent);
    }

    // Positions now: every queued task has a distinct place, fast ones first, then normal, then relax.
    const positions: { mode: number; position: number }[] = [];
    for (const user of users) {
      const mine = answers.filter((a) => a.user === user);
      const ids = mine.map((a) => a.res.data.id).join(',');
      const status = await callAs<TaskStatusEntry[]>(h, user, 'GET', `/api/images/status2?ids=${ids}`);
      status.data.forEach((entry, i) => {
        positions.push({ mode: mine[i]?.mode ?? -1, position: entry.queuePosition ?? -1 });
      });
    }
    const sorted = positions.map((p) => p.position).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: USERS * PER_USER }, (_, i) => i));
    const rank = { 2: 0, 0: 1, 1: 2 } as Record<number, number>;
    const byPosition = [...positions].sort((a, b) => a.position - b.position).map((p) => rank[p.mode]);
    expect(byPosition).toEqual([...byPosition].sort((a, b) => (a ?? 0) - (b ?? 0)));

    // Two workers drain the queue in lane order; every task runs once.
    const jobsBefore = h.engine.jobs.length;
    const a = h.worker();
    const b = h.worker();
    const drain = async (worker: typeof a) => {
      while ((await worker.runOnce()) !== undefined) {
        // until the queue is empty
      }
    };
    await Promise.all([drain(a), drain(b)]);
    const ran = h.engine.jobs.slice(jobsBefore).map((j) => j.id);
    expect(ran).toHaveLength(USERS * PER_USER);
    expect(new Set(ran).size).toBe(USERS * PER_USER);
    const modeOf = new Map(answers.map((x) => [x.res.data.id, x.mode]));
    const lanes = ran.map((id) => rank[modeOf.get(id) ?? 0] ?? 0);
    // Claims follow the lane order (two workers may swap neighbours, never lanes apart by a whole queue).
    expect(lanes.slice(0, 60).every((l) => l === 0)).toBe(true);
    expect(lanes.slice(-60).every((l) => l === 2)).toBe(true);
  }, 120_000);
});
