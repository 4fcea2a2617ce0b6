import { TASK_STATUS } from '@framewise/contracts';
import type { EngineNote } from '@framewise/engine';
import { sql } from 'kysely';
import type { Db, TaskOutput } from '../db/schema';
import type { Task } from '../modules/generation/repo';

/**
 * The queue is the tasks table. A worker claims the first claimable row in lane order (0 fast, 1 normal, 2 relax)
 * and creation order with FOR UPDATE SKIP LOCKED, so concurrent workers on one PostgreSQL never take the same row
 * and never wait for each other; it then holds the row by a lease it renews while it works. Claimable: queued
 * rows whose retry time has come, and running rows whose lease ran out (their worker died).
 * Every later write is conditional on still holding the lease, so a worker that lost its task changes nothing.
 */

export interface ClaimOptions {
  workerId: string;
  /** Lane numbers this slot takes. */
  lanes: readonly number[];
  now: Date;
  leaseMs: number;
}

export async function claimNext(db: Db, options: ClaimOptions): Promise<Task | undefined> {
  return (await claimBatch(db, { ...options, limit: 1 }))[0];
}

/**
 * Claims up to `limit` tasks in one statement (one round trip, one commit), all leased to `workerId`: a process
 * with several idle slots fills them at once instead of racing its own slots for rows.
 */
export async function claimBatch(db: Db, options: ClaimOptions & { limit: number }): Promise<Task[]> {
  const { workerId, lanes, now, leaseMs } = options;
  const limit = Math.floor(options.limit);
  if (lanes.length === 0 || limit < 1) return [];
  const inLanes = sql.join(lanes.map((l) => sql.lit(l)));
  // Two selects, each served by its partial index (tasks_leases, tasks_queue); one OR-ed condition would make
  // PostgreSQL scan and sort the whole table on every claim. Runs whose worker died go first: they are older, and
  // the queued select takes only what they leave of `limit`, so no row is locked that is not claimed.
  const until = new Date(now.getTime() + leaseMs);
  const result = await sql<Task>`
    with expired as (
      select id from tasks
      where status = ${TASK_STATUS.PROCESSING} and lease_until < ${now} and deleted_at is null and lane in (${inLanes})
      order by lease_until
      limit ${limit}
      for update skip locked
    ), queued as (
      select id from tasks
      where status = ${TASK_STATUS.QUEUED} and deleted_at is null and lane in (${inLanes}) and next_attempt_at <= ${now}
      order by lane, created_at, seq
      limit (select ${limit} - count(*) from expired)
      for update skip locked
    )
    update tasks
    set status = ${TASK_STATUS.PROCESSING}, lease_owner = ${workerId}, lease_until = ${until},
        attempts = attempts + 1, progress = 0, started_at = coalesce(started_at, ${now}), updated_at = ${now}
    where id in (select id from expired union all select id from queued)
    returning *`.execute(db);
  // Oldest first (UPDATE ... RETURNING keeps no order of its own), so the first slot served takes the oldest task.
  return result.rows.sort((a, b) => a.lane - b.lane || a.created_at.getTime() - b.created_at.getTime());
}

export interface LeaseUpdate {
  id: string;
  workerId: string;
  now: Date;
  leaseMs: number;
  progress: number;
}

/** Renews the lease and stores the progress; false when the task is no longer this worker's (or was deleted). */
export async function renewLease(db: Db, update: LeaseUpdate): Promise<boolean> {
  const row = await db
    .updateTable('tasks')
    .set({
      lease_until: new Date(update.now.getTime() + update.leaseMs),
      progress: Math.min(99, Math.max(0, Math.round(update.progress))),
      updated_at: update.now,
    })
    .where('id', '=', update.id)
    .where('lease_owner', '=', update.workerId)
    .where('status', '=', TASK_STATUS.PROCESSING)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a task back untouched (the worker is stopping): it is claimable at once and the attempt does not count. */
export async function releaseTask(db: Db, id: string, workerId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('tasks')
    .set((eb) => ({
      status: TASK_STATUS.QUEUED,
      lease_owner: null,
      lease_until: null,
      progress: 0,
      attempts: eb('attempts', '-', 1),
      next_attempt_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', workerId)
    .where('status', '=', TASK_STATUS.PROCESSING)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Queues a task again after a transient failure, claimable from `at`. */
export async function retryLater(db: Db, id: string, workerId: string, now: Date, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('tasks')
    .set({
      status: TASK_STATUS.QUEUED,
      lease_owner: null,
      lease_until: null,
      progress: 0,
      next_attempt_at: at,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', workerId)
    .where('status', '=', TASK_STATUS.PROCESSING)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Exponential backoff: base, 2 x base, 4 x base ... after the 1st, 2nd, 3rd attempt, at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(60 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface Completion {
  id: string;
  workerId: string;
  now: Date;
  engine: string;
  notes: EngineNote[];
  seed: number;
  outputs: TaskOutput[];
}

/** Marks the task done with its stored results; false when the worker no longer holds it (then nothing changes). */
export async function completeTask(db: Db, done: Completion): Promise<boolean> {
  const first = done.outputs[0];
  const row = await db
    .updateTable('tasks')
    .set({
      status: TASK_STATUS.SUCCESS,
      progress: 100,
      msg: null,
      engine: done.engine,
      notes: JSON.stringify(done.notes),
      result_seed: done.seed,
      outputs: JSON.stringify(done.outputs),
      width: first?.width ?? null,
      height: first?.height ?? null,
      duration_s: first?.durationS ?? null,
      fps: first?.fps ?? null,
      lease_owner: null,
      lease_until: null,
      finished_at: done.now,
      updated_at: done.now,
    })
    .where('id', '=', done.id)
    .where('lease_owner', '=', done.workerId)
    .where('status', '=', TASK_STATUS.PROCESSING)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes over a content check (-3) whose API process did not finish it in time: bumps its lease so one sweeper
 * takes it, and returns its id.
 */
export async function claimStaleCheck(db: Db, now: Date, leaseMs: number): Promise<string | undefined> {
  const result = await sql<{ id: string }>`
    update tasks set lease_until = ${new Date(now.getTime() + leaseMs)}, updated_at = ${now}
    where id = (
      select id from tasks
      where status = ${TASK_STATUS.UNDER_CHECK} and deleted_at is null and lease_until < ${now}
      order by created_at
      limit 1
      for update skip locked
    )
    returning id`.execute(db);
  return result.rows[0]?.id;
}
