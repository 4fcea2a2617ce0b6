import { useTranslation } from '@framewise/i18n';
import { cx, Spinner } from '@framewise/ui-kit';
import { cancelledText, statusLabel, statusText, taskNoteLabel, taskPhase, timeLeftText } from './status-text';
import '../tools/tools.css';

interface TaskStatusProps {
  status: number;
  progress: number;
  queuePosition: number | null;
  /** Why it failed or was rejected, as the server said it. */
  msg?: string | null;
  /** Seconds left as the server estimates them, shown while it waits or runs. */
  etaSeconds?: number | null;
  /** Ended by the user's cancel: says so, with the points given back (cost). */
  cancelled?: boolean;
  cost?: number;
  className?: string;
}

/** One task's status line: the text of its code, a progress bar while processing, the reason when it failed. */
export function TaskStatus({
  status,
  progress,
  queuePosition,
  msg,
  etaSeconds,
  cancelled = false,
  cost = 0,
  className,
}: TaskStatusProps) {
  const { t } = useTranslation('tools');
  const phase = cancelled ? 'cancelled' : taskPhase(status);
  const label = cancelled
    ? taskNoteLabel(t, cancelledText(cost))
    : statusLabel(t, statusText({ status, progress, queuePosition }));
  const waiting = phase === 'queued' || phase === 'checking' || phase === 'processing';
  const bad = phase === 'failed' || phase === 'rejected' || phase === 'checkFailed';
  const left = waiting ? timeLeftText(etaSeconds) : null;
  return (
    <div className={cx('fw-task-status', `fw-task-status--${phase}`, className)} data-phase={phase}>
      <p className="fw-task-status__text" role="status" aria-live="polite">
        {waiting && <Spinner size="sm" decorative />}
        <span>{label}</span>
      </p>
      {left && (
        <p className="fw-task-status__eta" data-testid="task-eta">
          {taskNoteLabel(t, left)}
        </p>
      )}
      {phase === 'processing' && (
        <div
          className="fw-task-status__bar"
          role="progressbar"
          aria-label={t('status.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <span className="fw-task-status__fill" style={{ width: `${Math.max(2, Math.min(100, progress))}%` }} />
        </div>
      )}
      {bad && msg && msg !== label && <p className="fw-task-status__reason">{msg}</p>}
    </div>
  );
}
