import type { Work } from '@framewise/contracts';
import { isTaskSettled, TASK_IDS_MAX } from '@framewise/contracts/routes';
import type { ZipSource } from '@framewise/upload';
import { dayOf } from './work-filters';
import { downloadNameOf, isDownloadable } from './work-media';

/** Most works in one selection: the most one delete call takes, and a zip the browser packs comfortably. */
export const SELECTION_MAX = TASK_IDS_MAX;

/** The selection with id added or removed; adding past the maximum changes nothing. */
export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else if (next.size < SELECTION_MAX) next.add(id);
  return next;
}

/** Selects every listed work (up to the maximum), or clears the selection when they are all selected already. */
export function toggleAll(selected: ReadonlySet<string>, works: readonly Pick<Work, 'id'>[]): Set<string> {
  const ids = works.map((w) => w.id).slice(0, SELECTION_MAX);
  if (ids.length > 0 && ids.every((id) => selected.has(id))) return new Set();
  return new Set(ids);
}

/** Drops ids no longer listed (deleted, filtered away). */
export function pruneSelected(selected: ReadonlySet<string>, works: readonly Pick<Work, 'id'>[]): Set<string> {
  const listed = new Set(works.map((w) => w.id));
  return new Set([...selected].filter((id) => listed.has(id)));
}

export interface ZipPlan {
  /** What goes into the zip, in list order. */
  files: ZipSource[];
  /** Selected works without a file (still generating, failed): left out, and said so. */
  skipped: number;
}

/** The files of the selected works for a zip download, named after each work. */
export function zipPlanOf(
  works: readonly Pick<Work, 'id' | 'tool' | 'url' | 'status' | 'created_at' | 'reference_video'>[],
  selected: ReadonlySet<string>,
): ZipPlan {
  const chosen = works.filter((w) => selected.has(w.id));
  const files: ZipSource[] = [];
  for (const work of chosen) {
    if (isDownloadable(work)) files.push({ url: work.url, name: downloadNameOf(work) });
  }
  return { files, skipped: chosen.length - files.length };
}

/** framewise-works-20261121-0930.zip */
export function zipNameOf(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `framewise-works-${dayOf(now).replaceAll('-', '')}-${pad(now.getHours())}${pad(now.getMinutes())}.zip`;
}

/**
 * One progress figure for a zip download: fetching the files is the long part (up to 90 %), packing the rest.
 * The upload package reports fetching as done / total and packing as a percentage.
 */
export function zipPercent(
  progress: { phase: 'download'; done: number; total: number } | { phase: 'pack'; percent: number },
): number {
  if (progress.phase === 'download') {
    return progress.total > 0 ? Math.round((progress.done / progress.total) * 90) : 0;
  }
  return Math.min(100, 90 + Math.round(progress.percent / 10));
}

/** Works among ids still under way with points charged: deleting them cancels them and gives the points back. */
export function refundableOf(works: readonly Pick<Work, 'id' | 'status' | 'cost'>[], ids: readonly string[]): number {
  const chosen = new Set(ids);
  return works.filter((w) => chosen.has(w.id) && !isTaskSettled(w.status) && w.cost > 0).length;
}
