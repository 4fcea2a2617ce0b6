import { useTranslation } from '@framewise/i18n';
import { cx, Spinner } from '@framewise/ui-kit';
import { statusLabel, statusText, taskPhase } from './status-text';
import '../tools/tools.css';

export interface TaskStatusProps {
  status: number;
  progress: number;
  queuePosition: number | null;
  /** Why it failed or was rejected, as the server said it. */
  msg?: string | null;
  className?: string;
}

/** One task's status line: the text of its code, a progress bar while processing, the reason when it failed. */
export function TaskStatus({ status, progress, queuePosition, msg, className }: TaskStatusProps) {
  const { t } = useTranslation('tools');
  const phase = taskPhase(status);
  const text = statusText({ status, progress, queuePosition });
  const label = statusLabel(t, text);
  const waiting = phase === 'queued' || phase === 'checking' || phase === 'processing';
  const bad = phase === 'failed' || phase === 'rejected' || phase === 'checkFailed';
  return (
    <div className={cx('fw-task-status', `fw-task-status--${phase}`, className)} data-phase={phase}>
      <p className="fw-task-status__text" role="status" aria-live="polite">
        {waiting && <Spinner size="sm" decorative />}
        <span>{label}</span>
      </p>
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
