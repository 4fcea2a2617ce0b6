import { MODE, TASK_STATUS } from '@framewise/contracts';
import { getSetting } from '../../db';
import type { AppContext } from '../../http';
import { AppError } from '../../http';
import { EXAMPLES_OWNER, markPublic, tagWork } from '../gallery';
import { checkTask, type GenerationRuntime, insertPlannedTask, Planner, type TaskPlan } from '../generation';
import { type StorageService, storedFiles } from '../storage';
import { findTask, LANE_OF_MODE, newTaskId, outputsOf } from '../tasks';
import { storePictures } from './assets';
import { EXAMPLE_SPECS, type ExamplePicture, type ExampleSpec } from './catalog';
import { ensureOwner, lockSeeding, savePromptTranslations, saveSeedRecord, seedRecordKey, seedRecords } from './repo';

// One arbitrary 64-bit key for "recording an example"; every process seeding this database takes the same lock.
const SEED_LOCK_KEY = 0x6677_6578_616d;

export interface SeedDeps {
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>;
  runtime: GenerationRuntime;
  storage: StorageService;
  /** assets/examples (examplesAssetsDir()). */
  assetsDir: string;
  /** Stops waiting (shutdown); what is recorded stays recorded. */
  signal?: AbortSignal;
  /** How often a waiting example looks at the one it starts from, and for how long at most. */
  pollMs?: number;
  waitMs?: number;
}

export interface SeedReport {
  /** Examples this call queued. */
  made: string[];
  /** Examples recorded before (by an earlier start or another process). */
  existing: string[];
  /** Examples left for a later start, with why. */
  skipped: { id: string; reason: string }[];
}

/**
 * Records one example and queues its task, in one transaction under an advisory lock: of several processes seeding
 * at once, the first writes the task and the record, the others find the record and change nothing. The task is
 * free, public from the start (the gallery lists it once it succeeds), tagged by its prompt, and waits in the relax
 * lane so users' own tasks are taken first.
 */
async function recordExample(
  deps: SeedDeps,
  spec: ExampleSpec,
  plan: TaskPlan,
): Promise<{ id: string; created: boolean }> {
  const { db, now: clock } = deps.ctx;
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx, SEED_LOCK_KEY);
    const existing = await getSetting(trx, seedRecordKey(spec.id));
    if (existing) return { id: existing, created: false };
    const id = newTaskId();
    const now = clock();
    await insertPlannedTask(trx, deps.ctx, plan, {
      id,
      userUuid: EXAMPLES_OWNER.uuid,
      cost: 0,
      now,
      lane: LANE_OF_MODE[MODE.RELAX],
      private: false,
    });
    await markPublic(trx, id, now);
    await tagWork(trx, { id, tool: plan.tool, prompt: plan.prompt });
    await savePromptTranslations(trx, id, spec.prompt);
    await saveSeedRecord(trx, seedRecordKey(spec.id), id);
    return { id, created: true };
  });
}

const FINISHED: readonly number[] = [
  TASK_STATUS.SUCCESS,
  TASK_STATUS.FAILED,
  TASK_STATUS.REJECTED,
  TASK_STATUS.CHECK_FAILED,
];

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The stored result of a finished task, waiting for it while it runs; a reason when there is none. */
async function resultOf(deps: SeedDeps, taskId: string): Promise<{ key: string } | { reason: string }> {
  const deadline = Date.now() + (deps.waitMs ?? 15 * 60_000);
  for (;;) {
    const task = await findTask(deps.ctx.db, taskId);
    const output = task ? outputsOf(task)[0] : undefined;
    if (task?.status === TASK_STATUS.SUCCESS && output && task.deleted_at === null) return { key: output.key };
    if (!task || task.deleted_at !== null || FINISHED.includes(task.status)) {
      return { reason: `the example it starts from (${taskId}) has no result` };
    }
    if (deps.signal?.aborted) return { reason: 'stopped' };
    if (Date.now() > deadline) return { reason: `the example it starts from (${taskId}) is not finished yet` };
    await sleep(deps.pollMs ?? 1000, deps.signal);
  }
}

/**
 * Makes the examples not made yet: stores the shipped pictures as the Framewise account's uploads, plans each
 * example's request like a user's (so the configured engine must offer the tool and accept every option) and queues
 * it; the generation worker then runs the real engine on it. Each example is recorded once in app_settings, in the
 * transaction that queues it, so repeating this (a restart, a crash midway, several processes at once) makes no
 * duplicates; a queued task whose process died is taken over by the queue's own recovery. An example that
 * starts from another one's result waits for it; one that cannot be made now is left for the next start.
 */
export async function seedExamples(deps: SeedDeps, specs: readonly ExampleSpec[] = EXAMPLE_SPECS): Promise<SeedReport> {
  const report: SeedReport = { made: [], existing: [], skipped: [] };
  const records = await seedRecords(deps.ctx.db);
  // Examples recorded before they had their prompt in each language (or since reworded) get it on this start.
  for (const spec of specs) {
    const taskId = records.get(spec.id);
    if (taskId) await savePromptTranslations(deps.ctx.db, taskId, spec.prompt);
  }
  const pending = specs.filter((s) => !records.has(s.id));
  report.existing = specs.filter((s) => records.has(s.id)).map((s) => s.id);
  if (pending.length === 0) return report;

  const { ctx, runtime, storage } = deps;
  await ensureOwner(ctx.db, ctx.now());
  const pictures = await storePictures(storage, deps.assetsDir);
  const planner = new Planner(
    {
      ctx,
      storage,
      files: storedFiles(storage, ctx.config.publicUrl),
      capabilities: () => runtime.capabilities(),
    },
    // A free account's tier: examples use only what every user may, so anyone can "draw the same".
    {
      uuid: EXAMPLES_OWNER.uuid,
      region: ctx.config.regions[0] ?? 'cn',
      language: 'en',
      tier: { isVip: false, isProVip: false, unlimitEnable: false },
    },
  );

  for (const spec of pending) {
    if (deps.signal?.aborted) break;
    let source: string | undefined;
    if (spec.from) {
      const from = records.get(spec.from);
      const result = from ? await resultOf(deps, from) : { reason: `example ${spec.from} was not made` };
      if ('reason' in result) {
        report.skipped.push({ id: spec.id, reason: result.reason });
        continue;
      }
      source = result.key;
    }
    let plan: TaskPlan;
    try {
      plan = await spec.plan(planner, {
        picture: (name: ExamplePicture) => pictures.get(name) ?? '',
        source: () => source ?? '',
      });
    } catch (error) {
      // The engine does not offer the tool or an option: nothing to show for it, the tool keeps its drawing.
      if (!(error instanceof AppError)) throw error;
      report.skipped.push({ id: spec.id, reason: error.message });
      continue;
    }
    const { id, created } = await recordExample(deps, spec, plan);
    records.set(spec.id, id);
    if (!created) {
      report.existing.push(spec.id);
      continue;
    }
    await checkTask({ ...ctx, moderation: runtime.moderation, signal: runtime.signal }, id);
    report.made.push(spec.id);
  }
  return report;
}
