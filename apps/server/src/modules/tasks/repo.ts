import { randomBytes } from 'node:crypto';
import { TASK_STATUS } from '@framewise/contracts';
import type { EngineNote } from '@framewise/engine';
import { type Selectable, sql, type UpdateObject } from 'kysely';
import type { Database, Db, TaskObjectRef, TaskOutput, TasksTable } from '../../db';

// Every write to the tasks table, so every transition of a task, is in this file: insert (under check), queue
// after the check, claim, renew with progress, complete, retry, release, end unsuccessfully (settle.ts adds the
// refund), and the reads that go with them.

export type Task = Selectable<TasksTable>;

/** A fresh task id: 'tk' and 20 hex characters (80 bits), so ids cannot be guessed. */
export function newTaskId(): string {
  return `tk${randomBytes(10).toString('hex')}`;
}

export interface NewTask {
  id: string;
  userUuid: string;
  tool: string;
  engineTool: string;
  params: Record<string, unknown>;
  inputs: Record<string, TaskObjectRef>;
  prompt: string;
  mode: number;
  lane: number;
  private: boolean;
  seed: number;
  cost: number;
  maxAttempts: number;
  sourceTaskId: string | null;
  /** When the content check may be taken over by a sweeper if the API that started it is gone. */
  checkUntil: Date;
  now: Date;
}

/** Inserts a task under content check (-3). */
export async function insertTask(db: Db, task: NewTask): Promise<void> {
  await db
    .insertInto('tasks')
    .values({
      id: task.id,
      user_uuid: task.userUuid,
      tool: task.tool,
      engine_tool: task.engineTool,
      params: JSON.stringify(task.params),
      inputs: JSON.stringify(task.inputs),
      prompt: task.prompt,
      mode: task.mode,
      lane: task.lane,
      private: task.private,
      seed: task.seed,
      cost: task.cost,
      status: TASK_STATUS.UNDER_CHECK,
      max_attempts: task.maxAttempts,
      next_attempt_at: task.now,
      lease_until: task.checkUntil,
      source_task_id: task.sourceTaskId,
      created_at: task.now,
      updated_at: task.now,
    })
    .execute();
}

export async function setChargeId(db: Db, id: string, chargeId: string): Promise<void> {
  await db.updateTable('tasks').set({ charge_id: chargeId }).where('id', '=', id).execute();
}

export async function findTask(db: Db, id: string): Promise<Task | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The caller's live (not deleted) tasks among ids; others' ids are left out, not refused. */
export async function ownedTasks(db: Db, userUuid: string, ids: readonly string[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Jobs ahead of a queued task: queued tasks of a faster lane, or of its lane and created before it. The task's
 * lane, created_at and seq are values or references to an outer `tasks` row (ownedTasksWithQueue).
 */
function aheadOf(lane: unknown, createdAt: unknown, seq: unknown) {
  return sql<string>`(select count(*) from tasks q where q.status = ${TASK_STATUS.QUEUED} and q.deleted_at is null
    and (q.lane < ${lane} or (q.lane = ${lane} and (q.created_at, q.seq) < (${createdAt}, ${seq}::bigint))))`;
}

export async function queuePosition(db: Db, task: Pick<Task, 'lane' | 'created_at' | 'seq'>): Promise<number> {
  const { rows } = await sql<{
    ahead: string;
  }>`select ${aheadOf(task.lane, task.created_at, task.seq)} as ahead`.execute(db);
  return Number(rows[0]?.ahead);
}

/** What a status2 entry shows of a task (present.ts statusEntry). */
export const STATUS_COLUMNS = [
  'id',
  'status',
  'progress',
  'outputs',
  'msg',
  'lane',
  'created_at',
  'seq',
  'tool',
  'mode',
  'started_at',
] as const;
export type StatusRow = Pick<Task, (typeof STATUS_COLUMNS)[number]>;

/**
 * The columns status2 shows of the user's tasks among ids, each queued one with its queuePosition (null for the
 * others): one statement, and none of the tasks' larger columns (params, inputs) read or parsed per poll.
 */
export async function ownedTasksWithQueue(
  db: Db,
  userUuid: string,
  ids: readonly string[],
): Promise<(StatusRow & { queue_ahead: number | null })[]> {
  if (ids.length === 0) return [];
  const ahead = aheadOf(sql.ref('tasks.lane'), sql.ref('tasks.created_at'), sql.ref('tasks.seq'));
  const rows = await db
    .selectFrom('tasks')
    .select(STATUS_COLUMNS.map((column) => `tasks.${column}` as const))
    .select(sql<string | null>`case when tasks.status = ${TASK_STATUS.QUEUED} then ${ahead} end`.as('queue_ahead'))
    .where('id', 'in', [...ids])
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({ ...row, queue_ahead: row.queue_ahead === null ? null : Number(row.queue_ahead) }));
}

/** Outputs as stored (jsonb arrives parsed from both drivers). */
export function outputsOf(task: Pick<Task, 'outputs'>): TaskOutput[] {
  return Array.isArray(task.outputs) ? task.outputs : [];
}

/** A result note as stored: an engine note, or plain text in rows written before notes had keys. */
export type StoredNote = string | EngineNote;

function isEngineNote(value: unknown): value is EngineNote {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (typeof key !== 'string' || key === '') return false;
  if (values === undefined) return true;
  return (
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

/** The task's notes as stored, anything malformed left out (jsonb arrives parsed from both drivers). */
export function notesOf(task: Pick<Task, 'notes'>): StoredNote[] {
  if (!Array.isArray(task.notes)) return [];
  return task.notes.filter((n): n is StoredNote => typeof n === 'string' || isEngineNote(n));
}

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

/**
 * The lease guard of every write a worker makes: changes the task only while it is running and leased to
 * `workerId` (and, with `live`, not deleted); whether it did. A worker that lost its task changes nothing.
 */
async function changeHeldTask(
  db: Db,
  held: { id: string; workerId: string; live: boolean },
  change: UpdateObject<Database, 'tasks'>,
): Promise<boolean> {
  const row = await db
    .updateTable('tasks')
    .set(change)
    .where('id', '=', held.id)
    .where('lease_owner', '=', held.workerId)
    .where('status', '=', TASK_STATUS.PROCESSING)
    .$if(held.live, (query) => query.where('deleted_at', 'is', null))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
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
  return changeHeldTask(
    db,
    { ...update, live: true },
    {
      lease_until: new Date(update.now.getTime() + update.leaseMs),
      progress: Math.min(99, Math.max(0, Math.round(update.progress))),
      updated_at: update.now,
    },
  );
}

/** Gives a task back untouched (the worker is stopping): it is claimable at once and the attempt does not count. */
export async function releaseTask(db: Db, id: string, workerId: string, now: Date): Promise<boolean> {
  return retryLater(db, id, workerId, now, now, true);
}

/** Queues a task again after a transient failure, claimable from `at` (with `giveBack`, the attempt not counted). */
export async function retryLater(db: Db, id: string, workerId: string, now: Date, at: Date, giveBack = false) {
  return changeHeldTask(
    db,
    { id, workerId, live: false },
    {
      status: TASK_STATUS.QUEUED,
      lease_owner: null,
      lease_until: null,
      progress: 0,
      next_attempt_at: at,
      updated_at: now,
      ...(giveBack ? { attempts: sql<number>`attempts - 1` } : {}),
    },
  );
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
  return changeHeldTask(
    db,
    { ...done, live: true },
    {
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
    },
  );
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

/** A checked task (-3) joins the queue (-2); undefined when another process moved it out of the check first. */
export async function queueChecked(db: Db, id: string, now: Date): Promise<Task | undefined> {
  return db
    .updateTable('tasks')
    .set({ status: TASK_STATUS.QUEUED, lease_until: null, next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', TASK_STATUS.UNDER_CHECK)
    .returningAll()
    .executeTakeFirst();
}

export interface UnsuccessfulEnd {
  status: number;
  msg: string;
  now: Date;
  from: readonly number[];
  leaseOwner?: string;
  deleted?: boolean;
}

/** Ends a task unsuccessfully when it is still in one of `from` (and held by `leaseOwner`, if named). */
export async function endUnsuccessful(db: Db, id: string, end: UnsuccessfulEnd): Promise<Task | undefined> {
  let query = db
    .updateTable('tasks')
    .set({
      status: end.status,
      msg: end.msg,
      lease_owner: null,
      lease_until: null,
      finished_at: end.now,
      updated_at: end.now,
      ...(end.deleted ? { deleted_at: end.now } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...end.from]);
  if (end.leaseOwner !== undefined) query = query.where('lease_owner', '=', end.leaseOwner);
  return query.returningAll().executeTakeFirst();
}

export async function setRefundId(db: Db, id: string, refundId: string): Promise<void> {
  await db.updateTable('tasks').set({ refund_id: refundId }).where('id', '=', id).execute();
}

/**
 * The user's unfinished tasks in a mode, counted under the user's row lock (call inside a transaction), so parallel
 * submits cannot all pass a cap on the count.
 */
export async function lockedUnfinishedCount(trx: Db, userUuid: string, mode: number): Promise<number> {
  await trx.selectFrom('users').select('uuid').where('uuid', '=', userUuid).forUpdate().execute();
  const open = await trx
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_uuid', '=', userUuid)
    .where('mode', '=', mode)
    .where('status', 'in', [TASK_STATUS.UNDER_CHECK, TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING])
    .executeTakeFirstOrThrow();
  return Number(open.n);
}

/** Run seconds (start to finish) of the latest successful tasks of a tool in a mode (any mode: null), newest first. */
export async function recentRunSeconds(db: Db, tool: string, mode: number | null, limit: number): Promise<number[]> {
  let query = db
    .selectFrom('tasks')
    .select(sql<string>`extract(epoch from (finished_at - started_at))`.as('seconds'))
    .where('status', '=', TASK_STATUS.SUCCESS)
    .where('tool', '=', tool);
  if (mode !== null) query = query.where('mode', '=', mode);
  const rows = await query
    .where('started_at', 'is not', null)
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.seconds)).filter((s) => Number.isFinite(s) && s >= 0);
}

/** Marks a finished task deleted (the user's delete); undefined when it was deleted already. */
export async function markDeleted(db: Db, id: string, now: Date): Promise<Task | undefined> {
  return db
    .updateTable('tasks')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** What the work-folder sweep needs to know of the tasks among ids. */
export async function runStates(
  db: Db,
  ids: readonly string[],
): Promise<Pick<Task, 'id' | 'status' | 'attempts' | 'lease_until' | 'deleted_at'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tasks')
    .select(['id', 'status', 'attempts', 'lease_until', 'deleted_at'])
    .where('id', 'in', [...ids])
    .execute();
}
