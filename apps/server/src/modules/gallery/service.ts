import { ErrorCode, TASK_STATUS, type WorkList, type WorkListQuery } from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';
import type { Config } from '../../config';
import { AppError, LOGIN_REQUIRED_MSG } from '../../http';
import { deleteStoredObjects, GENERATION_ERRORS, storedObjectsOf } from '../generation';
import type { PointsDeps } from '../points';
import { startOfDate } from '../points';
import type { StorageService } from '../storage';
import { markDeleted, ownedTasks, settleUnsuccessful } from '../tasks';
import { toWork } from './present';
import { findVisibleWork, listWorks, type WorkCursor } from './repo';

export interface GalleryDeps extends PointsDeps {
  config: Config;
  storage: StorageService;
}

/** Cursors are opaque to clients: base64url of [rank, created_at ms, id]. */
export function encodeCursor(cursor: WorkCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.createdAt.getTime(), cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string): WorkCursor | undefined {
  try {
    const [rank, ms, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof rank !== 'number' || typeof ms !== 'number' || typeof id !== 'string') return undefined;
    return { rank, createdAt: new Date(ms), id };
  } catch {
    return undefined;
  }
}

/** The day after a YYYY-MM-DD date. */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** GET /api/images/list3: my works (login required) or the public gallery, filtered, sorted, by cursor. */
export async function worksPage(
  deps: GalleryDeps,
  query: WorkListQuery,
  viewer: string | null,
  region: 'cn' | 'global',
  language: Language,
): Promise<WorkList> {
  if (query.scope === 'mine' && !viewer) throw new AppError(ErrorCode.UNAUTHORIZED, LOGIN_REQUIRED_MSG);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after)
    throw new AppError(ErrorCode.BAD_REQUEST, 'Query parameter "cursor": not a cursor of this list');
  const timeZone = deps.config.businessTimeZones[region];
  const from = query.from ? startOfDate(query.from, timeZone) : undefined;
  const until = query.to ? startOfDate(nextDay(query.to), timeZone) : undefined;
  const rows = await listWorks(deps.db, {
    ...(query.scope === 'mine' && viewer ? { owner: viewer } : {}),
    ...(query.tool ? { tool: query.tool } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
    ...(from ? { from } : {}),
    ...(until ? { until } : {}),
    sort: query.sort,
    ...(after ? { after } : {}),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toWork(row, viewer, deps.storage, language)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ rank: last.rank, createdAt: last.created_at, id: last.id })
        : null,
  };
}

/** GET /api/images/detail: the viewer's own work or a public one; anything else reads as not found. */
export async function workDetail(deps: GalleryDeps, id: string, viewer: string | null, language: Language) {
  const row = await findVisibleWork(deps.db, id, viewer);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, GENERATION_ERRORS.workNotFound);
  return toWork(row, viewer, deps.storage, language);
}

const UNSETTLED: readonly number[] = [TASK_STATUS.UNDER_CHECK, TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING];

/**
 * POST /api/images/delete: the owner's works only (other ids are left out of the answer). An unfinished task is
 * cancelled and refunded (a worker running it stops at its next heartbeat); produced files are removed from
 * storage. The user's own uploads stay: other works and drafts may use them.
 */
export async function deleteWorks(deps: GalleryDeps, owner: string, ids: readonly string[]): Promise<string[]> {
  const tasks = await ownedTasks(deps.db, owner, ids);
  if (tasks.length === 0) throw new AppError(ErrorCode.NOT_FOUND, GENERATION_ERRORS.workNotFound);
  const deleted: string[] = [];
  for (const task of tasks) {
    const now = deps.now();
    if (UNSETTLED.includes(task.status)) {
      const cancelled = await settleUnsuccessful(deps, task.id, {
        status: TASK_STATUS.FAILED,
        msg: GENERATION_ERRORS.taskCancelled,
        now,
        deleted: true,
      });
      if (cancelled) {
        deleted.push(task.id);
        continue;
      }
    }
    const gone = await markDeleted(deps.db, task.id, now);
    if (!gone) continue;
    await deleteStoredObjects(deps.storage, deps.db, storedObjectsOf(gone));
    deleted.push(task.id);
  }
  return deleted;
}
