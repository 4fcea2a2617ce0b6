import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TASK_STATUS } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GenerationHarness, generationHarness, makeMember } from '../modules/generation/testing';
import { insertTask, newTaskId } from '../modules/tasks';
import { createTestDb, type TestDb } from '../testing/db';
import { holdWorkDir, sweepWorkDirs, workDirOf, workRoot } from './work-dirs';

const HOUR = 60 * 60_000;
const LEASE_MS = 60_000;

let testDb: TestDb;
let h: GenerationHarness;
let dataDir: string;
let user: string;

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'fw-work-sweep-'));
  h = await generationHarness(testDb.db, { env: { DATA_DIR: dataDir, WORKER_LEASE_SECONDS: String(LEASE_MS / 1000) } });
  user = await makeMember(h, 0);
});
afterAll(async () => {
  await h?.close();
  await testDb?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A task row in the given state; leaseInMs is relative to the harness clock. */
async function task(status: number, attempts: number, leaseInMs: number | null, deleted = false): Promise<string> {
  const id = newTaskId();
  const now = h.clock.now();
  await insertTask(h.db, {
    id,
    userUuid: user,
    tool: 'upscale',
    engineTool: 'upscale',
    params: {},
    inputs: {},
    prompt: '',
    mode: 1,
    lane: 1,
    private: false,
    seed: 1,
    cost: 0,
    maxAttempts: 3,
    sourceTaskId: null,
    checkUntil: now,
    now,
  });
  await h.db
    .updateTable('tasks')
    .set({
      status,
      attempts,
      lease_owner: leaseInMs === null ? null : 'other-host:4242:abc/0',
      lease_until: leaseInMs === null ? null : new Date(now.getTime() + leaseInMs),
      deleted_at: deleted ? now : null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A work folder with a file in it, last changed ageMs ago. */
async function folder(name: string, ageMs: number): Promise<string> {
  const path = join(workRoot(dataDir), name);
  await mkdir(join(path, 'in'), { recursive: true });
  await writeFile(join(path, 'in', 'image.png'), 'bytes');
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
  return path;
}

const options = () => ({ dataDir, now: h.clock.now(), graceMs: LEASE_MS, staleMs: 6 * HOUR });

describe('sweeping leftover work folders', () => {
  it('removes the folders of ended, taken-over, deleted and unknown runs, and keeps every live one', async () => {
    const live = await task(TASK_STATUS.PROCESSING, 1, 30_000); // leased by a worker in another process
    const takenOver = await task(TASK_STATUS.PROCESSING, 2, 30_000); // its first run's worker died
    const done = await task(TASK_STATUS.SUCCESS, 1, null);
    const failed = await task(TASK_STATUS.FAILED, 1, null);
    const retrying = await task(TASK_STATUS.QUEUED, 1, null);
    const deleted = await task(TASK_STATUS.PROCESSING, 1, 30_000, true);
    const lapsedRecently = await task(TASK_STATUS.PROCESSING, 1, -5_000);
    const lapsedLongAgo = await task(TASK_STATUS.PROCESSING, 1, -7 * HOUR);
    const heldHere = await task(TASK_STATUS.SUCCESS, 1, null);

    const keep = [
      await folder(`${live}-1`, 2 * 24 * HOUR), // old, but its attempt holds a lease
      await folder(`${takenOver}-2`, 10 * 60_000),
      await folder(`${failed}-1`, 5_000), // just ended: its own run may still be removing it
      await folder(`${lapsedRecently}-1`, HOUR), // lease ran out, not yet stale: its worker may only be slow
      await folder('scratch', HOUR),
      await folder(`${heldHere}-1`, 3 * HOUR),
    ];
    const gone = [
      await folder(`${takenOver}-1`, 2 * HOUR),
      await folder(`${done}-1`, 2 * HOUR),
      await folder(`${retrying}-1`, 2 * HOUR),
      await folder(`${deleted}-1`, 2 * HOUR),
      await folder(`${lapsedLongAgo}-1`, 7 * HOUR),
      await folder(`${newTaskId()}-1`, 2 * HOUR), // no such task
      await folder('junk', 7 * HOUR),
    ];
    const release = holdWorkDir(join(workRoot(dataDir), `${heldHere}-1`));
    try {
      const result = await sweepWorkDirs(h.db, options());
      for (const path of keep) expect(existsSync(path), path).toBe(true);
      for (const path of gone) expect(existsSync(path), path).toBe(false);
      expect(result.removed).toHaveLength(gone.length);
      expect(result.kept).toBe(keep.length);
    } finally {
      release();
    }
    // Once this process lets go of it, the ended run's folder goes too.
    await sweepWorkDirs(h.db, options());
    expect(existsSync(join(workRoot(dataDir), `${heldHere}-1`))).toBe(false);
  });

  it('copes with a missing work root', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'fw-work-none-'));
    try {
      expect(await sweepWorkDirs(h.db, { ...options(), dataDir: empty })).toEqual({ removed: [], kept: 0 });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('runs when a worker starts, and the folder of a task running in it stays', async () => {
    // Nothing for the started worker's slots to claim.
    await h.db.updateTable('tasks').set({ deleted_at: h.clock.now() }).where('deleted_at', 'is', null).execute();
    const ended = await task(TASK_STATUS.SUCCESS, 1, null);
    const stale = await folder(`${ended}-1`, 2 * HOUR);
    const running = await task(TASK_STATUS.PROCESSING, 1, 30_000);
    const own = workDirOf(dataDir, { id: running, attempts: 1 });
    await folder(`${running}-1`, 2 * HOUR);
    const worker = h.worker();
    worker.start();
    try {
      await expect.poll(() => existsSync(stale), { timeout: 5000 }).toBe(false);
      expect(existsSync(own)).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});
