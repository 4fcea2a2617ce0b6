import { type CancelTaskAnswer, ErrorCode, TASK_STATUS } from '@framewise/contracts';
import { AppError } from '../../http';
import type { PointsDeps } from '../points';
import { findTask, ownedTasks, settleUnsuccessful, type Task } from '../tasks';
import { GENERATION_ERRORS } from './messages';

/** Whether a task ended by its owner's cancel (delete of an unfinished task included). */
export function isCancelled(task: Pick<Task, 'status' | 'msg'>): boolean {
  return task.status === TASK_STATUS.FAILED && task.msg === GENERATION_ERRORS.taskCancelled;
}

function answerOf(task: Task): CancelTaskAnswer {
  const cancelled = isCancelled(task);
  return {
    id: task.id,
    status: task.status as CancelTaskAnswer['status'],
    cancelled,
    refunded: cancelled && task.refund_id ? task.cost : 0,
  };
}

/**
 * POST /api/images/cancel: ends a task of the caller's that is under check, queued or running as failed with the
 * "cancelled" message and refunds it, in one conditional transaction (settleUnsuccessful). Idempotent: a second
 * cancel answers the first one's outcome. Against a worker finishing at the same moment exactly one wins: the
 * completion and this settle both require the task to be unsettled, and the refund is keyed by the task. A running
 * worker notices at its next heartbeat (its lease renewal requires status 0) and discards its result.
 */
export async function cancelTask(deps: PointsDeps, owner: string, id: string): Promise<CancelTaskAnswer> {
  const [task] = await ownedTasks(deps.db, owner, [id]);
  // Another user's task reads as not found, like any id the caller does not own.
  if (!task) throw new AppError(ErrorCode.NOT_FOUND, GENERATION_ERRORS.workNotFound);
  await settleUnsuccessful(deps, id, {
    status: TASK_STATUS.FAILED,
    msg: GENERATION_ERRORS.taskCancelled,
    now: deps.now(),
  });
  // Read back after the transaction: the refund is recorded on the row, and a lost race shows the other outcome.
  const current = await findTask(deps.db, id);
  if (!current) throw new AppError(ErrorCode.NOT_FOUND, GENERATION_ERRORS.workNotFound);
  return answerOf(current);
}
