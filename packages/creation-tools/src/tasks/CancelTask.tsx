import { errorMessage } from '@framewise/api-client';
import { useTranslation } from '@framewise/i18n';
import { Button, useToast } from '@framewise/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTaskCenter } from './use-task-center';
import './tasks.css';

interface CancelTaskProps {
  id: string;
  /** Points charged: the confirmation says they come back. */
  cost: number;
  /** What the task is, for the button's accessible name ("Cancel task: Text to video"). */
  label: string;
}

/**
 * Cancel for a queued or running task, on its result card and in the header tray: a press asks to confirm inline
 * (the confirmation names the points that come back), the second press cancels through the task center, and a
 * toast says what happened. Focus stays in the control throughout.
 */
export function CancelTask({ id, cost, label }: CancelTaskProps) {
  const { t } = useTranslation(['tools', 'common']);
  const center = useTaskCenter();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const askRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The question takes focus on its safe choice; closing it hands focus back to the cancel button.
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (opened.current) askRef.current?.focus();
    opened.current = asking;
  }, [asking]);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await center.cancel(id);
      if (!answer.cancelled) toast.show({ type: 'info', text: t('cancelTask.alreadyEnded') });
      else if (answer.refunded > 0) {
        toast.show({ type: 'success', text: t('cancelTask.done', { points: answer.refunded }) });
      } else toast.show({ type: 'success', text: t('cancelTask.doneFree') });
    } catch (error) {
      toast.show({ type: 'error', text: errorMessage(error, (key) => t(`common:${key}`)) });
      setBusy(false);
      setAsking(false);
    }
  };

  if (!asking) {
    return (
      <Button
        ref={askRef}
        size="sm"
        variant="ghost"
        className="fw-cancel-task"
        aria-label={`${t('cancelTask.action')}: ${label}`}
        onClick={() => setAsking(true)}
        data-testid="cancel-task"
      >
        {t('cancelTask.action')}
      </Button>
    );
  }
  return (
    <fieldset className="fw-cancel-task__confirm" aria-labelledby={questionId} data-testid="cancel-task-confirm">
      <p id={questionId} className="fw-cancel-task__question">
        {cost > 0 ? t('cancelTask.confirmRefund', { points: cost }) : t('cancelTask.confirm')}
      </p>
      <div className="fw-cancel-task__buttons">
        <Button size="sm" variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('cancelTask.yes')}
        </Button>
        <Button ref={keepRef} size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
          {t('cancelTask.keep')}
        </Button>
      </div>
    </fieldset>
  );
}
