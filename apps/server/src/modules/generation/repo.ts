import { randomBytes } from 'node:crypto';
import { TASK_STATUS } from '@framewise/contracts';
import type { EngineNote } from '@framewise/engine';
import { type Selectable, sql } from 'kysely';
import type { Db, TaskObjectRef, TaskOutput, TasksTable } from '../../db/schema';

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
