import { type CoverSource, TASK_STATUS, type TaskStatusEntry } from '@framewise/contracts';
import { isMessageKey, type Language, translateMessage } from '@framewise/i18n/messages';
import type { Db } from '../../db';
import type { StorageService } from '../storage';
import { notesOf, outputsOf, queuePosition, type StatusRow, type Task } from '../tasks';
import { isCancelled } from './cancel';
import type { EtaEstimator } from './eta';

/**
 * The result's URL and its cover (the poster of a video, the image itself otherwise), signed when private, with
 * the cover's smaller AVIF/WebP copies when the result has them.
 */
export function taskUrls(
  storage: StorageService,
  task: Pick<Task, 'outputs'>,
): { url: string | null; cover: string | null; coverSources?: CoverSource[] } {
  const output = outputsOf(task)[0];
  if (!output) return { url: null, cover: null };
  const url = storage.objectUrl(output.bucket, output.key);
  const cover = output.poster
    ? storage.objectUrl(output.poster.bucket, output.poster.key)
    : output.mime.startsWith('image/')
      ? url
      : null;
  const sources = (output.coverVariants ?? []).flatMap((v): CoverSource[] =>
    v.mime === 'image/avif' || v.mime === 'image/webp'
      ? [{ type: v.mime, width: v.width, url: storage.objectUrl(v.bucket, v.key) }]
      : [],
  );
  return cover && sources.length > 0 ? { url, cover, coverSources: sources } : { url, cover };
}

/** Why a task failed or was rejected, in the reader's language. */
export function taskMessage(task: Pick<Task, 'msg'>, language: Language): string | null {
  return task.msg ? translateMessage(task.msg, language) : null;
}

/** The 'engine' namespace holds the note texts (packages/i18n resources/engine.ts). */
const NOTE_NAMESPACE = 'engine';

/**
 * The task's result notes in the reader's language: engine notes are translated with their values filled in; plain
 * text from rows written before notes had keys is shown as it is; a key this server has no text for is left out
 * rather than shown raw.
 */
export function presentNotes(task: Pick<Task, 'notes'>, language: Language): string[] {
  const out: string[] = [];
  for (const note of notesOf(task)) {
    if (typeof note === 'string') {
      if (note.trim() !== '') out.push(note);
      continue;
    }
    const key = `${NOTE_NAMESPACE}.${note.key}`;
    if (!isMessageKey(key)) continue;
    const values = note.values ?? {};
    out.push(
      translateMessage(key, language).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        Object.hasOwn(values, name) ? String(values[name]) : whole,
      ),
    );
  }
  return out;
}

/** Progress as a whole percentage: 100 once done. */
export function taskProgress(task: Pick<Task, 'status' | 'progress'>): number {
  if (task.status === TASK_STATUS.SUCCESS) return 100;
  return Math.min(100, Math.max(0, Math.round(task.progress)));
}

/**
 * One entry of /api/images/status2, with the time left when an estimator is given. A task read with its queue
 * position (queue_ahead, repo ownedTasksWithQueue) needs no statement for it.
 */
export async function statusEntry(
  db: Db,
  storage: StorageService,
  task: StatusRow & { queue_ahead?: number | null },
  language: Language,
  eta?: EtaEstimator,
): Promise<TaskStatusEntry> {
  const done = task.status === TASK_STATUS.SUCCESS;
  const urls = done ? taskUrls(storage, task) : { url: null, cover: null };
  const queued = task.status === TASK_STATUS.QUEUED;
  const ahead = queued ? (task.queue_ahead ?? (await queuePosition(db, task))) : null;
  return {
    id: task.id,
    status: task.status as TaskStatusEntry['status'],
    progress: taskProgress(task),
    queuePosition: ahead,
    url: urls.url,
    cover: urls.cover,
    msg: taskMessage(task, language),
    cancelled: isCancelled(task),
    etaSeconds: eta ? await eta.secondsLeft(task, ahead) : null,
  };
}
