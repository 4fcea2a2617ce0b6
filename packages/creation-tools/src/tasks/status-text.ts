import { TASK_STATUS } from '@framewise/contracts/routes';
import type { TFunction } from '@framewise/i18n';

/** Where a task stands, as the task panel groups it. */
type TaskPhase = 'checking' | 'rejected' | 'checkFailed' | 'queued' | 'processing' | 'failed' | 'success';

export function taskPhase(status: number): TaskPhase {
  switch (status) {
    case TASK_STATUS.CHECK_FAILED:
      return 'checkFailed';
    case TASK_STATUS.REJECTED:
      return 'rejected';
    case TASK_STATUS.UNDER_CHECK:
      return 'checking';
    case TASK_STATUS.QUEUED:
      return 'queued';
    case TASK_STATUS.FAILED:
      return 'failed';
    case TASK_STATUS.SUCCESS:
      return 'success';
    default:
      return 'processing';
  }
}

/** The text of a status, as a key of the 'tools' namespace and its values. */
type StatusText =
  | { key: 'status.checking' | 'status.rejected' | 'status.checkFailed' | 'status.failed' | 'status.success' }
  | { key: 'status.queuedWaiting' | 'status.queuedOne' }
  | { key: 'status.queuedAhead'; values: { ahead: number } }
  | { key: 'status.processing'; values: { progress: number } };

/** What the task panel and my works say about a task (every status code's text). */
export function statusText(task: { status: number; progress: number; queuePosition: number | null }): StatusText {
  const phase = taskPhase(task.status);
  switch (phase) {
    case 'queued': {
      // queuePosition counts the jobs ahead: none means the task starts next.
      const ahead = task.queuePosition ?? 0;
      if (ahead <= 0) return { key: 'status.queuedWaiting' };
      if (ahead === 1) return { key: 'status.queuedOne' };
      return { key: 'status.queuedAhead', values: { ahead } };
    }
    case 'processing':
      return { key: 'status.processing', values: { progress: Math.max(0, Math.min(100, Math.round(task.progress))) } };
    default:
      return { key: `status.${phase}` };
  }
}

/** A status text in the current language, with the 'tools' namespace's translate function. */
export function statusLabel(t: TFunction<'tools'>, text: StatusText): string {
  switch (text.key) {
    case 'status.queuedAhead':
      return t(text.key, text.values);
    case 'status.processing':
      return t(text.key, text.values);
    default:
      return t(text.key);
  }
}

/** The time left of a task under way, as the server estimated it: "almost done", seconds under a minute, else minutes. */
type TimeLeftText =
  | { key: 'status.etaSoon' }
  | { key: 'status.etaSeconds'; values: { seconds: number } }
  | { key: 'status.etaMinutes'; values: { minutes: number } };

export function timeLeftText(etaSeconds: number | null | undefined): TimeLeftText | null {
  if (etaSeconds === null || etaSeconds === undefined || !Number.isFinite(etaSeconds) || etaSeconds < 0) return null;
  if (etaSeconds < 5) return { key: 'status.etaSoon' };
  // Rounded up to 5 s, then to whole minutes: an estimate should not pretend to be exact.
  if (etaSeconds < 60) return { key: 'status.etaSeconds', values: { seconds: Math.ceil(etaSeconds / 5) * 5 } };
  return { key: 'status.etaMinutes', values: { minutes: Math.ceil(etaSeconds / 60) } };
}

/** What a cancelled task says: that its points came back (how many), or only that it was cancelled when free. */
type CancelledText = { key: 'status.cancelled' } | { key: 'status.cancelledRefunded'; values: { points: number } };

export function cancelledText(cost: number): CancelledText {
  return cost > 0 ? { key: 'status.cancelledRefunded', values: { points: cost } } : { key: 'status.cancelled' };
}

/** A time-left or cancelled text in the current language. */
export function taskNoteLabel(t: TFunction<'tools'>, text: TimeLeftText | CancelledText): string {
  switch (text.key) {
    case 'status.etaSeconds':
      return t(text.key, text.values);
    case 'status.etaMinutes':
      return t(text.key, text.values);
    case 'status.cancelledRefunded':
      return t(text.key, text.values);
    default:
      return t(text.key);
  }
}
