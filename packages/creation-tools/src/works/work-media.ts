import type { Work } from '@framewise/contracts';
import { ratioFromCode, TASK_STATUS } from '@framewise/contracts/routes';

export type WorkMediaKind = 'video' | 'image';

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'm4v'];
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'];

/** The lower-case extension of a URL's path ('' when it has none). */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a work's result is a video or an image: by the result's file extension, else by what the tool makes
 * (upscales of an image are images; every other tool makes video).
 */
export function mediaKindOf(work: Pick<Work, 'tool' | 'url' | 'reference_video'>): WorkMediaKind {
  const ext = work.url ? extensionOf(work.url) : '';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if ((work.tool === 'upscale' || work.tool === 'upscale_turbo') && !work.reference_video) return 'image';
  return 'video';
}

/** The picture to show for a work in a grid: its cover, else the image itself; null while nothing exists yet. */
export function thumbnailOf(work: Pick<Work, 'tool' | 'url' | 'cover' | 'reference_video'>): string | null {
  if (work.cover) return work.cover;
  if (work.url && mediaKindOf(work) === 'image') return work.url;
  return null;
}

/** The widest copy a video's poster takes: a card or a tool's example box on a 2x screen. */
const POSTER_WIDTH = 720;

/**
 * A video's poster: the cover's WebP copy at up to 720 px when there is one (a poster has no <source> to choose a
 * format by, and every browser that runs the app decodes WebP), else the cover itself.
 */
export function posterOf(work: Pick<Work, 'cover' | 'coverSources'>): string | null {
  const copies = (work.coverSources ?? []).filter((s) => s.type === 'image/webp' && s.width <= POSTER_WIDTH);
  const widest = copies.reduce<(typeof copies)[number] | undefined>(
    (a, b) => (a && a.width >= b.width ? a : b),
    undefined,
  );
  return widest?.url ?? work.cover;
}

/** width / height of a work: its real size when known, else its ratio code (unknown codes read as 1:1). */
export function aspectOf(work: Pick<Work, 'width' | 'height' | 'ratio'>): number {
  if (work.width && work.height && work.width > 0 && work.height > 0) return work.width / work.height;
  return ratioFromCode(work.ratio).value;
}

/** Finished works with a file: the ones that can be downloaded, zipped or published. */
export function isDownloadable(work: Pick<Work, 'status' | 'url'>): work is Pick<Work, 'status'> & { url: string } {
  return work.status === TASK_STATUS.SUCCESS && !!work.url;
}

/** A file name that says what the work is: framewise-<tool>-<day>-<id>.<ext>. */
export function downloadNameOf(work: Pick<Work, 'id' | 'tool' | 'url' | 'created_at' | 'reference_video'>): string {
  const ext = (work.url && extensionOf(work.url)) || (mediaKindOf(work) === 'video' ? 'mp4' : 'png');
  const day = work.created_at.slice(0, 10).replaceAll('-', '');
  const shortId = work.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 12) || 'work';
  return `framewise-${work.tool}-${day}-${shortId}.${ext}`;
}
