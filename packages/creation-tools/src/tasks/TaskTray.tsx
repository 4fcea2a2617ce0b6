import { TASK_STATUS } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Spinner } from '@framewise/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigateTo } from '../config/services';
import { CancelTask } from './CancelTask';
import { statusLabel, statusText, taskNoteLabel, timeLeftText } from './status-text';
import { resultPath } from './TaskFollower';
import type { RunningTask } from './task-center';
import { useRunningTasks } from './use-task-center';
import './tasks.css';

function TrayItem({ task, onOpen }: { task: RunningTask; onOpen(): void }) {
  const { t } = useTranslation(['tools', 'common']);
  const navigate = useNavigateTo();
  const toolName = t(`common:tools.${task.tool}`);
  const left = timeLeftText(task.etaSeconds);
  const processing = task.status === TASK_STATUS.PROCESSING;
  return (
    <li className="fw-tray__item" data-testid="tray-task" data-task-id={task.id}>
      <div className="fw-tray__head">
        <a
          className="fw-tray__tool"
          href={resultPath(task.tool)}
          onClick={(event) => {
            // Client-side navigation; a modified click still opens a new tab.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen();
            navigate(resultPath(task.tool));
          }}
        >
          {toolName}
        </a>
        {task.prompt && <span className="fw-tray__prompt">{task.prompt}</span>}
      </div>
      <p className="fw-tray__status">
        <span>{statusLabel(t, statusText(task))}</span>
        {left && <span className="fw-tray__eta">{taskNoteLabel(t, left)}</span>}
      </p>
      {processing && (
        <div
          className="fw-tray__bar"
          role="progressbar"
          aria-label={`${t('status.progressLabel')}: ${toolName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(task.progress)}
        >
          <span className="fw-tray__fill" style={{ width: `${Math.max(2, Math.min(100, task.progress))}%` }} />
        </div>
      )}
      <CancelTask id={task.id} cost={task.cost} label={task.prompt || toolName} />
    </li>
  );
}

/**
 * The header's task tray: while any of the user's tasks is queued or running, a button with their count opens a
 * panel listing each one with its place in the queue or progress, the time left the server estimates, a link to
 * its tool and Cancel. Nothing shows while nothing runs. Escape or a press outside closes the panel.
 */
export function TaskTray({ tasks: given }: { tasks?: readonly RunningTask[] }) {
  const { t } = useTranslation(['tools', 'common']);
  const live = useRunningTasks();
  const tasks = given ?? live;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (tasks.length === 0) return null;
  const label = t('tray.button', { count: tasks.length });
  return (
    <div className="fw-tray" ref={root}>
      <button
        ref={button}
        type="button"
        className="fw-tray__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((v) => !v)}
        data-testid="task-tray"
      >
        <Spinner size="sm" decorative />
        <span className="fw-tray__count" aria-hidden="true">
          {tasks.length}
        </span>
      </button>
      {open && (
        <section id={panelId} className="fw-tray__panel" aria-labelledby={titleId}>
          <h2 id={titleId} className="fw-tray__title">
            {t('tray.title')}
          </h2>
          <ul className="fw-tray__list">
            {tasks.map((task) => (
              <TrayItem key={task.id} task={task} onOpen={() => setOpen(false)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
