import { TASK_STATUS, type TaskStatus } from '@framewise/contracts';
import type { Db } from '../../db';
import { createPointsService, type PointsDeps, runInTransaction } from '../points';
import { endUnsuccessful, findTask, setRefundId, type Task } from './repo';

/** The endings that give the points back: failed, rejected by the check, check failed. */
export type UnsuccessfulStatus =
  | typeof TASK_STATUS.FAILED
  | typeof TASK_STATUS.REJECTED
  | typeof TASK_STATUS.CHECK_FAILED;

const REFUNDED: readonly number[] = [TASK_STATUS.FAILED, TASK_STATUS.REJECTED, TASK_STATUS.CHECK_FAILED];

/** The refund's idempotency key: one refund per task, whoever processes its failure and however often. */
export const refundKey = (taskId: string) => `task:${taskId}:refund`;
export const chargeKey = (taskId: string) => `task:${taskId}:charge`;

export interface SettleOptions {
  status: UnsuccessfulStatus;
  /** Message key (or text) of why. */
  msg: string;
  now: Date;
  /** Only from these statuses (default: any unsettled one). */
  from?: readonly TaskStatus[];
  /** Only while this worker holds the lease (a worker that lost its lease must not settle). */
  leaseOwner?: string;
  /** Also marks the task deleted (a user deleting an unfinished task). */
  deleted?: boolean;
}

/**
 * Ends a task unsuccessfully and refunds its charge, in one transaction. Settling is conditional (status, lease),
 * so of two processes settling the same task one wins; the refund is keyed by the task, so it happens exactly once
 * even when the failure is processed twice. Returns the task when this call settled it.
 */
export async function settleUnsuccessful(
  deps: PointsDeps,
  taskId: string,
  options: SettleOptions,
  db: Db = deps.db,
): Promise<Task | undefined> {
  return runInTransaction(db, async (trx) => {
    const settled = await endUnsuccessful(trx, taskId, {
      ...options,
      from: options.from ?? [TASK_STATUS.UNDER_CHECK, TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING],
    });
    await refundIfDue(deps, settled ?? (await findTask(trx, taskId)), trx);
    return settled;
  });
}

/** Gives back the points of a task that ended unsuccessfully, once (a no-op when done already or free). */
export async function refundIfDue(deps: PointsDeps, task: Task | undefined, trx: Db): Promise<void> {
  if (!task?.charge_id || task.refund_id || !REFUNDED.includes(task.status)) return;
  const points = createPointsService({ ...deps, db: trx });
  await points.refund({ chargeId: task.charge_id, idempotencyKey: refundKey(task.id), reason: `task ${task.id}` }, trx);
  await setRefundId(trx, task.id, refundKey(task.id));
}
