import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TASK_STATUS } from '@framewise/contracts';
import {
  type EngineJob,
  type EngineOutput,
  EngineRefusal,
  type EngineResult,
  type EngineTool,
  type JobInputs,
} from '@framewise/engine';
import type { Config } from '../config';
import type { Db, TaskObjectRef, TaskOutput } from '../db';
import { withLogContext } from '../log-context';
import {
  deleteStoredObjects,
  GENERATION_ERRORS,
  type GenerationRuntime,
  refusalMessage,
  storedObjectsOf,
  VIDEO_UPSCALERS,
  WORKS_PATH,
} from '../modules/generation';
import {
  buildObjectKey,
  type CoverVariant,
  type StorageService,
  type StoredFiles,
  StoredObjectMissing,
  storeCoverVariants,
  type UploadExtension,
} from '../modules/storage';
import {
  completeTask,
  releaseTask,
  renewLease,
  retryDelayMs,
  retryLater,
  settleUnsuccessful,
  type Task,
} from '../modules/tasks';
import { holdWorkDir, workDirOf } from './work-dirs';

/** Logging the worker needs (pino's shape). */
export interface WorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface WorkerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  log: WorkerLog;
  storage: StorageService;
  files: StoredFiles;
  runtime: GenerationRuntime;
}

export interface RunSettings {
  workerId: string;
  leaseMs: number;
  retryBaseMs: number;
  /** Aborts when the worker stops: the task is given back, not failed. */
  stopping: AbortSignal;
}

export type RunOutcome = 'done' | 'failed' | 'retry' | 'lost' | 'released';

/** Job input slots the engines read; other stored slots (a custom background) stay in the task only. */
const JOB_INPUTS: readonly (keyof JobInputs)[] = [
  'image',
  'endImage',
  'mask',
  'video',
  'audio',
  'styleImage',
  'referenceImage',
];

const EXTENSION: Partial<Record<EngineOutput['mime'], UploadExtension>> = {
  'video/mp4': 'mp4',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

class LeaseLost extends Error {
  constructor() {
    super('lease lost');
    this.name = 'LeaseLost';
  }
}

/** An input the task names is no longer in storage: the task cannot run, whatever the retries. */
class InputMissing extends Error {
  constructor(key: string) {
    super(`input ${key} is missing`);
    this.name = 'InputMissing';
  }
}

/**
 * Keeps the lease while the engine works: renews it (with the latest progress) a few times per lease period and
 * at most once a second; aborts the run when a renewal finds the task taken over, cancelled or deleted.
 */
class Heartbeat {
  private progress = 0;
  private lastRenew = 0;
  private stored = -1;
  private readonly timer: NodeJS.Timeout;
  private busy = false;

  constructor(
    private readonly deps: WorkerDeps,
    private readonly task: Task,
    private readonly settings: RunSettings,
    private readonly onLost: () => void,
  ) {
    this.lastRenew = Date.now();
    const tick = Math.max(50, Math.min(1000, settings.leaseMs / 4));
    this.timer = setInterval(() => void this.beat(), tick);
    this.timer.unref();
  }

  report(percent: number): void {
    if (percent > this.progress) this.progress = percent;
  }

  private async beat(): Promise<void> {
    if (this.busy) return;
    const due = Date.now() - this.lastRenew >= this.settings.leaseMs / 3;
    if (!due && Math.round(this.progress) === this.stored) return;
    this.busy = true;
    try {
      const ok = await renewLease(this.deps.db, {
        id: this.task.id,
        workerId: this.settings.workerId,
        now: this.deps.now(),
        leaseMs: this.settings.leaseMs,
        progress: this.progress,
      });
      this.lastRenew = Date.now();
      this.stored = Math.round(this.progress);
      if (!ok) this.onLost();
    } catch (error) {
      // A database hiccup: the next beat tries again well within the lease.
      this.deps.log.warn({ err: error, task: this.task.id }, 'lease renewal failed');
    } finally {
      this.busy = false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function localInputs(deps: WorkerDeps, task: Task, dir: string, signal: AbortSignal): Promise<JobInputs> {
  const inputs: JobInputs = {};
  const stored = (task.inputs ?? {}) as Record<string, TaskObjectRef>;
  for (const slot of JOB_INPUTS) {
    const ref = stored[slot];
    if (!ref) continue;
    const path = await deps.files.localPath(ref, dir, slot, signal);
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) throw new InputMissing(ref.key);
    inputs[slot] = path;
  }
  return inputs;
}

/**
 * Runs the engine, then for video tools with a 2K / 4K upscaler a second upscale pass on the result; progress is
 * split 80 / 20 between them.
 */
async function runEngine(
  deps: WorkerDeps,
  task: Task,
  inputs: JobInputs,
  workDir: string,
  signal: AbortSignal,
  progress: (percent: number) => void,
): Promise<EngineResult> {
  const params = task.params as Record<string, unknown>;
  const upscaler = typeof params.upscaler === 'string' ? params.upscaler : undefined;
  const secondPass =
    task.engine_tool !== 'upscale' &&
    task.engine_tool !== 'upscale_turbo' &&
    (VIDEO_UPSCALERS as readonly (string | undefined)[]).includes(upscaler);
  const job: EngineJob = {
    id: task.id,
    tool: task.engine_tool as EngineTool,
    inputs,
    params,
    seed: task.seed,
    workDir: join(workDir, 'out'),
  };
  const first = await deps.runtime.engine.run(job, {
    signal,
    onProgress: (p) => progress(secondPass ? p * 0.8 : p),
  });
  const video = first.outputs.find((o) => o.mime === 'video/mp4');
  if (!secondPass || !video) return first;
  const upscaled = await deps.runtime.engine.run(
    {
      id: `${task.id}-upscale`,
      tool: 'upscale',
      inputs: { video: video.path },
      params: { target: upscaler },
      seed: first.seed,
      workDir: join(workDir, 'upscale'),
    },
    { signal, onProgress: (p) => progress(80 + p * 0.2) },
  );
  return { ...first, outputs: upscaled.outputs, notes: [...first.notes, ...upscaled.notes] };
}

/**
 * AVIF and WebP copies of a result's cover at a few widths, for the pages' <picture>. Optional: a failure is logged
 * and the result keeps its plain cover.
 */
async function coverVariants(
  deps: WorkerDeps,
  task: Task,
  cover: { bucket: string; key: string; body: Buffer },
): Promise<CoverVariant[]> {
  try {
    return await storeCoverVariants(deps.storage, { ...cover, ownerUuid: task.user_uuid });
  } catch (error) {
    deps.log.warn({ task: task.id, key: cover.key, err: error }, 'cover variants failed; the plain cover stays');
    return [];
  }
}

/** Stores each result (its poster, and copies of the cover) under works/{owner}/ in the private bucket. */
async function storeOutputs(deps: WorkerDeps, task: Task, result: EngineResult): Promise<TaskOutput[]> {
  const bucket = deps.config.storage.buckets.private;
  const stored: TaskOutput[] = [];
  const put = async (path: string, ext: UploadExtension) => {
    const key = buildObjectKey({ path: WORKS_PATH, ownerUuid: task.user_uuid, ext });
    const body = await readFile(path);
    await deps.storage.putOwnedObject({ bucket, key, ownerUuid: task.user_uuid, body });
    const object = await deps.storage.findObject(bucket, key);
    return { ref: { bucket, key, mime: object?.mime ?? '' }, body };
  };
  try {
    for (const output of result.outputs) {
      const ext = EXTENSION[output.mime];
      if (!ext) continue; // machine-readable extras (face boxes) are not works
      const file = await put(output.path, ext);
      const poster = output.poster ? await put(output.poster, 'jpg') : null;
      // The cover pages show: a video's poster, an image result itself.
      const cover = poster ?? (file.ref.mime.startsWith('image/') ? file : null);
      const variants = cover ? await coverVariants(deps, task, { ...cover.ref, body: cover.body }) : [];
      stored.push({
        ...file.ref,
        width: output.width ?? null,
        height: output.height ?? null,
        durationS: output.durationS ?? null,
        fps: output.fps ?? null,
        poster: poster?.ref ?? null,
        ...(variants.length > 0 ? { coverVariants: variants } : {}),
      });
    }
  } catch (error) {
    await deleteStoredObjects(deps.storage, deps.db, storedObjectsOf({ outputs: stored }));
    throw error;
  }
  return stored;
}

/**
 * Runs one claimed task to its end: inputs, engine, stored results, then a conditional completion. Refusals fail
 * the task for good (refunded); other errors retry with backoff until the attempts run out (then refunded). A
 * worker that lost its lease stops and changes nothing; a stopping worker gives the task back.
 */
export function runTask(deps: WorkerDeps, task: Task, settings: RunSettings): Promise<RunOutcome> {
  // Every line logged during the run (engine, storage, settlement) carries the task id.
  return withLogContext({ task: task.id }, () => runClaimedTask(deps, task, settings));
}

async function runClaimedTask(deps: WorkerDeps, task: Task, settings: RunSettings): Promise<RunOutcome> {
  const { workerId } = settings;
  const fail = async (msg: string): Promise<RunOutcome> => {
    const settled = await settleUnsuccessful(deps, task.id, {
      status: TASK_STATUS.FAILED,
      msg,
      now: deps.now(),
      from: [TASK_STATUS.PROCESSING],
      leaseOwner: workerId,
    });
    return settled ? 'failed' : 'lost';
  };
  // A task whose runs keep dying (it crashes its worker) ends here instead of taking workers down forever.
  if (task.attempts > task.max_attempts) return fail(GENERATION_ERRORS.taskFailed);

  const controller = new AbortController();
  let lost = false;
  const heartbeat = new Heartbeat(deps, task, settings, () => {
    lost = true;
    controller.abort(new LeaseLost());
  });
  const onStop = () => controller.abort(settings.stopping.reason);
  settings.stopping.addEventListener('abort', onStop, { once: true });
  const workDir = workDirOf(deps.config.dataDir, task);
  const releaseWorkDir = holdWorkDir(workDir);
  try {
    await mkdir(workDir, { recursive: true });
    const inputs = await localInputs(deps, task, join(workDir, 'in'), controller.signal);
    const result = await runEngine(deps, task, inputs, workDir, controller.signal, (p) => heartbeat.report(p));
    controller.signal.throwIfAborted();
    const outputs = await storeOutputs(deps, task, result);
    heartbeat.stop();
    const completed = await completeTask(deps.db, {
      id: task.id,
      workerId,
      now: deps.now(),
      engine: result.engine,
      notes: result.notes,
      seed: result.seed,
      outputs,
    });
    if (!completed) {
      // Taken over or deleted meanwhile: the other outcome stands, these files go.
      await deleteStoredObjects(deps.storage, deps.db, storedObjectsOf({ outputs }));
      return 'lost';
    }
    deps.log.info({ task: task.id, tool: task.tool, engine: result.engine }, 'task done');
    return 'done';
  } catch (error) {
    if (lost) return 'lost';
    if (settings.stopping.aborted) {
      // A released run gives its attempt back, so the next run of the task works in a folder of the same name,
      // perhaps in another process at once: clear it before the task can be claimed, not after.
      await rm(workDir, { recursive: true, force: true });
      // Claimable at once again: wake the idle slots of the other processes.
      if (await releaseTask(deps.db, task.id, workerId, deps.now())) deps.runtime.signal.notify();
      return 'released';
    }
    if (error instanceof EngineRefusal) {
      deps.log.info({ task: task.id, reason: error.reason }, 'engine refused the task');
      return fail(refusalMessage(error.reason));
    }
    if (error instanceof InputMissing || error instanceof StoredObjectMissing) {
      deps.log.warn({ task: task.id, err: error }, 'task input missing');
      return fail(GENERATION_ERRORS.mediaUnreadable);
    }
    deps.log.error({ task: task.id, attempt: task.attempts, err: error }, 'task run failed');
    if (task.attempts < task.max_attempts) {
      const now = deps.now();
      const at = new Date(now.getTime() + retryDelayMs(task.attempts, settings.retryBaseMs));
      return (await retryLater(deps.db, task.id, workerId, now, at)) ? 'retry' : 'lost';
    }
    return fail(GENERATION_ERRORS.taskFailed);
  } finally {
    heartbeat.stop();
    settings.stopping.removeEventListener('abort', onStop);
    await rm(workDir, { recursive: true, force: true });
    releaseWorkDir();
  }
}
