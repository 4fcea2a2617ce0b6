import type { Work } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';
import type { TaskItem } from '../tasks/task-item';
import { mediaKindOf } from '../works/work-media';

/**
 * Whether a work can be extended. The server's rule (POST /api/v2/images/text2video/extend): the caller's own,
 * undeleted, finished work whose output is a video. So any video tool qualifies (text / image / AI video, video
 * to video, lip-sync, an upscaled video and an extension itself); pictures (image upscales) never do.
 */
export function canExtend(work: Pick<Work, 'status' | 'url' | 'tool' | 'reference_video' | 'isOwner'>): boolean {
  return work.isOwner && work.status === TASK_STATUS.SUCCESS && !!work.url && mediaKindOf(work) === 'video';
}

/** A result card's task: extendable once its whole work is known (the dialog needs it) and it qualifies. */
export function canExtendItem(item: Pick<TaskItem, 'work'>): item is { work: Work } {
  return !!item.work && canExtend(item.work);
}
