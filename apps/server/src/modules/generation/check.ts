import { TASK_STATUS } from '@framewise/contracts';
import { isMessageKey } from '@framewise/i18n/messages';
import type { Db, TaskObjectRef } from '../../db';
import type { PointsDeps } from '../points';
import { findTask, queueChecked, settleUnsuccessful, type Task } from '../tasks';
import { GENERATION_ERRORS } from './messages';
import type { ModerationProvider } from './moderation';
import type { TaskSignal } from './runtime';

export interface CheckDeps extends PointsDeps {
  moderation: ModerationProvider;
  signal: TaskSignal;
}

/** Every user-written text of a request: prompts, keyframe prompts, keywords, negative and subject prompts. */
export function textsOf(params: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string' && v.trim()) texts.push(v);
  };
  for (const key of ['prompt', 'negative_prompt', 'subject_prompt']) add(params[key]);
  if (Array.isArray(params.prompts)) for (const p of params.prompts) add((p as { prompt?: unknown })?.prompt);
  if (Array.isArray(params.keywords)) for (const k of params.keywords) add(k);
  return texts;
}

/**
 * The content check of a task under check (-3): approved tasks join the queue (-2) and wake the workers,
 * rejected ones end as -4 and a check that cannot be made as -5, both refunded. Safe to run twice: only the run
 * that moves the task out of -3 counts.
 */
export async function checkTask(deps: CheckDeps, taskId: string, db: Db = deps.db): Promise<Task | undefined> {
  const task = await findTask(db, taskId);
  if (task?.status !== TASK_STATUS.UNDER_CHECK) return task;
  const inputs = Object.values((task.inputs ?? {}) as Record<string, TaskObjectRef>);
  let verdict: Awaited<ReturnType<ModerationProvider['check']>>;
  try {
    verdict = await deps.moderation.check({
      purpose: 'task',
      texts: [task.prompt, ...textsOf(task.params)],
      media: inputs,
    });
  } catch {
    return settleUnsuccessful(
      deps,
      taskId,
      {
        status: TASK_STATUS.CHECK_FAILED,
        msg: GENERATION_ERRORS.taskCheckFailed,
        now: deps.now(),
        from: [TASK_STATUS.UNDER_CHECK],
      },
      db,
    );
  }
  if (!verdict.approved) {
    const msg = isMessageKey(verdict.reason) ? verdict.reason : GENERATION_ERRORS.taskRejected;
    return settleUnsuccessful(
      deps,
      taskId,
      { status: TASK_STATUS.REJECTED, msg, now: deps.now(), from: [TASK_STATUS.UNDER_CHECK] },
      db,
    );
  }
  const queued = await queueChecked(db, taskId, deps.now());
  if (queued) deps.signal.notify();
  return queued ?? (await findTask(db, taskId));
}
