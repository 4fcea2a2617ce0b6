import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TASK_STATUS } from '@framewise/contracts';
import type { Db } from '../db';
import { runStates, type Task } from '../modules/tasks';

/**
 * Each run of a task works in DATA_DIR/work/{task id}-{attempt}; the run removes it when it ends. A worker process
 * that dies leaves its folders behind, so workers sweep the root: a folder goes once its run cannot be going on any
 * more (its task finished, was deleted or was taken over by a later attempt), never while a worker holds the lease
 * of that attempt or this process runs it. Every process sharing a DATA_DIR must use the same database: a task
 * the database does not know is taken for gone.
 */

/** The folder all runs work in. */
export function workRoot(dataDir: string): string {
  return join(dataDir, 'work');
}

/**
 * The folder of one run: the attempt is part of the name, so a task taken over after a lost lease never shares it. A
 * released run gives its attempt back, and clears its folder before the release (run-task.ts).
 */
export function workDirOf(dataDir: string, task: Pick<Task, 'id' | 'attempts'>): string {
  return join(workRoot(dataDir), `${task.id}-${task.attempts}`);
}

const RUN_FOLDER = /^(tk[0-9a-f]+)-(\d+)$/;

/** Folders of runs going on in this process (every worker of the process shares DATA_DIR). */
const running = new Set<string>();

/** Marks a run's folder as in use by this process until the returned function is called. */
export function holdWorkDir(path: string): () => void {
  running.add(path);
  return () => running.delete(path);
}

export interface SweepOptions {
  dataDir: string;
  /** The database's time, for leases; folder ages are measured on the file system's clock. */
  now: Date;
  /** A folder whose run ended is left alone this long (its own run may still be removing it). */
  graceMs: number;
  /** Folders with a name no run gives, and runs whose lease ran out without a taker, go after this long. */
  staleMs: number;
}

export interface SweepResult {
  removed: string[];
  kept: number;
}

type RunRow = Pick<Task, 'id' | 'status' | 'attempts' | 'lease_until' | 'deleted_at'>;

/** Why a folder of a run may go, given its task's row (undefined: the task is gone) and the folder's age. */
function removable(row: RunRow | undefined, attempt: number, ageMs: number, options: SweepOptions): boolean {
  if (ageMs < options.graceMs) return false;
  if (!row || row.deleted_at !== null) return true;
  if (row.status !== TASK_STATUS.PROCESSING || row.attempts !== attempt) return true; // ended or taken over
  const leased = row.lease_until !== null && row.lease_until.getTime() > options.now.getTime();
  // This attempt still runs somewhere; once its lease has run out for long its worker is surely gone.
  return !leased && ageMs >= options.staleMs;
}

/**
 * Removes the folders under the work root that no run needs: one directory listing and one query, so it is cheap
 * enough to repeat every few minutes. Folders of runs in this process are never touched.
 */
export async function sweepWorkDirs(db: Db, options: SweepOptions): Promise<SweepResult> {
  const root = workRoot(options.dataDir);
  const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const parsed = names.map((name) => {
    const match = RUN_FOLDER.exec(name);
    return { name, path: join(root, name), taskId: match?.[1], attempt: Number(match?.[2]) };
  });
  const ids = [...new Set(parsed.flatMap((p) => (p.taskId ? [p.taskId] : [])))];
  const rows = await runStates(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result: SweepResult = { removed: [], kept: 0 };
  for (const folder of parsed) {
    if (running.has(folder.path)) {
      result.kept++;
      continue;
    }
    const info = await stat(folder.path).catch(() => undefined);
    if (!info) continue; // removed meanwhile by its own run
    const ageMs = Date.now() - info.mtimeMs;
    const go = folder.taskId
      ? removable(byId.get(folder.taskId), folder.attempt, ageMs, options)
      : ageMs >= options.staleMs;
    if (!go) {
      result.kept++;
      continue;
    }
    await rm(folder.path, { recursive: true, force: true });
    result.removed.push(folder.name);
  }
  return result;
}
