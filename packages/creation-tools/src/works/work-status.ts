import type { Work } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';

/** The tone of a status badge: the colour it takes. */
export type StatusTone = 'pending' | 'active' | 'success' | 'danger';

export interface StatusBadge {
  key:
    | 'status.checkFailed'
    | 'status.rejected'
    | 'status.underCheck'
    | 'status.queued'
    | 'status.queuedAhead'
    | 'status.failed'
    | 'status.cancelled'
    | 'status.processing'
    | 'status.success';
  values: Record<string, number>;
  tone: StatusTone;
}

/**
 * The short label a card shows for a task status (the task panel has the long texts). A queue
 * position, when the list knows it, says how many jobs are ahead.
 */
export function statusBadgeOf(
  work: Pick<Work, 'status' | 'progress'> & Partial<Pick<Work, 'cancelled'>>,
  queuePosition: number | null = null,
): StatusBadge {
  switch (work.status) {
    case TASK_STATUS.CHECK_FAILED:
      return { key: 'status.checkFailed', values: {}, tone: 'danger' };
    case TASK_STATUS.REJECTED:
      return { key: 'status.rejected', values: {}, tone: 'danger' };
    case TASK_STATUS.UNDER_CHECK:
      return { key: 'status.underCheck', values: {}, tone: 'pending' };
    case TASK_STATUS.QUEUED:
      return queuePosition && queuePosition > 0
        ? { key: 'status.queuedAhead', values: { count: queuePosition }, tone: 'pending' }
        : { key: 'status.queued', values: {}, tone: 'pending' };
    case TASK_STATUS.FAILED:
      // Cancelled by the user: not an error of ours.
      return work.cancelled
        ? { key: 'status.cancelled', values: {}, tone: 'pending' }
        : { key: 'status.failed', values: {}, tone: 'danger' };
    case TASK_STATUS.PROCESSING:
      return { key: 'status.processing', values: { progress: work.progress }, tone: 'active' };
    case TASK_STATUS.SUCCESS:
      return { key: 'status.success', values: {}, tone: 'success' };
  }
}
