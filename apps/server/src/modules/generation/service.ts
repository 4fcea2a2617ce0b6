import { ErrorCode, type GenerateAnswer, MODE, type Mode, TASK_STATUS } from '@framewise/contracts';
import type { Language } from '@framewise/i18n/messages';
import type { Db } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { translateWith } from '../membership';
import { createPointsService, runInTransaction } from '../points';
import { checkTask } from './check';
import { taskCost } from './costs';
import { GENERATION_ERRORS } from './messages';
import type { TaskPlan } from './plan';
import { insertTask, newTaskId, queuePosition, setChargeId } from './repo';
import type { GenerationRuntime } from './runtime';
import { chargeKey } from './settle';

/** Queue lanes: fast is claimed first, relax (unlimited) last. */
export const LANE_OF_MODE: Readonly<Record<Mode, number>> = { [MODE.FAST]: 0, [MODE.NORMAL]: 1, [MODE.RELAX]: 2 };

/** How long the API that starts a content check holds it before a worker's sweeper may take it over. */
export const CHECK_LEASE_MS = 60_000;

/** Relax mode is free: one user's unfinished relax tasks are capped so a script cannot fill the queue. */
export const RELAX_TASKS_PER_USER = 5;

/** What submitTask answers: the generating call's answer before the work and the balance are added to it. */
export type SubmittedTask = Pick<GenerateAnswer, 'id' | 'status' | 'cost' | 'queuePosition'>;

const UNFINISHED: readonly number[] = [TASK_STATUS.UNDER_CHECK, TASK_STATUS.QUEUED, TASK_STATUS.PROCESSING];

export interface SubmitDeps {
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>;
  runtime: GenerationRuntime;
}

/**
 * Writes a planned task, waiting for its content check, in the caller's transaction. The lane follows the plan's mode
 * unless the caller names one (the seeded examples queue behind every user's task).
 */
export async function insertPlannedTask(
  trx: Db,
  ctx: Pick<AppContext, 'config'>,
  plan: TaskPlan,
  task: { id: string; userUuid: string; cost: number; now: Date; lane?: number; private?: boolean },
): Promise<void> {
  await insertTask(trx, {
    id: task.id,
    userUuid: task.userUuid,
    tool: plan.tool,
    engineTool: plan.engineTool,
    params: plan.params,
    inputs: plan.inputs,
    prompt: plan.prompt,
    mode: plan.mode,
    lane: task.lane ?? LANE_OF_MODE[plan.mode],
    private: task.private ?? plan.private,
    seed: plan.seed,
    cost: task.cost,
    maxAttempts: ctx.config.generation.worker.maxAttempts,
    sourceTaskId: plan.sourceTaskId,
    checkUntil: new Date(task.now.getTime() + CHECK_LEASE_MS),
    now: task.now,
  });
}

/**
 * Charges the plan's cost and inserts its task in one transaction (not enough points: nothing is written), then
 * runs the content check, which queues the task or ends it refunded. Answers the task's status and its place in
 * the queue.
 */
export async function submitTask(
  deps: SubmitDeps,
  plan: TaskPlan,
  caller: { uuid: string; region: 'cn' | 'global'; language?: Language },
): Promise<SubmittedTask> {
  const { ctx, runtime } = deps;
  const id = newTaskId();
  const now = ctx.now();
  const cost = taskCost(plan.cost, plan.mode);
  await runInTransaction(ctx.db, async (trx) => {
    if (plan.mode === MODE.RELAX) {
      // Under the user's row lock, so parallel submits cannot all pass the count.
      await trx.selectFrom('users').select('uuid').where('uuid', '=', caller.uuid).forUpdate().execute();
      const open = await trx
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_uuid', '=', caller.uuid)
        .where('mode', '=', MODE.RELAX)
        .where('status', 'in', UNFINISHED)
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= RELAX_TASKS_PER_USER) {
        const max = String(RELAX_TASKS_PER_USER);
        const msg = translateWith(GENERATION_ERRORS.relaxQueueFull, caller.language ?? 'zh', { max });
        throw new AppError(ErrorCode.RATE_LIMITED, msg);
      }
    }
    await insertPlannedTask(trx, ctx, plan, { id, userUuid: caller.uuid, cost, now });
    if (cost > 0) {
      const points = createPointsService({ ...ctx, db: trx });
      const chargeId = await points.charge(
        {
          userId: caller.uuid,
          amount: cost,
          idempotencyKey: chargeKey(id),
          reason: `task ${plan.tool}`,
          region: caller.region,
        },
        trx,
      );
      await setChargeId(trx, id, chargeId);
    }
  });
  const task = await checkTask({ ...ctx, moderation: runtime.moderation, signal: runtime.signal }, id);
  const status = (task?.status ?? TASK_STATUS.UNDER_CHECK) as GenerateAnswer['status'];
  return {
    id,
    status,
    cost,
    queuePosition: task && status === TASK_STATUS.QUEUED ? await queuePosition(ctx.db, task) : null,
  };
}
