// The generation worker: runs queued tasks in this process (--role all, the default) or in a process of its own
// (--role worker). See pool.ts for the slots, queue.ts for the claim and lease rules, run-task.ts for one run.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { type AppContext, anonymous } from '../http';
import { createAuthProviders } from '../modules/auth';
import { type GenerationRuntime, generationRuntime } from '../modules/generation';
import { storageService, storedFiles } from '../modules/storage';
import { ensureSecrets } from '../secrets';
import { GenerationWorker } from './pool';
import type { WorkerLog } from './run-task';

export { GenerationWorker } from './pool';
export type { WorkerLog } from './run-task';

/** A worker over the app's services, with the slots, lanes and timings of config.generation.worker. */
export function createWorker(
  ctx: AppContext,
  log: WorkerLog,
  runtime: GenerationRuntime = generationRuntime(ctx),
): GenerationWorker {
  const storage = storageService(ctx);
  const w = ctx.config.generation.worker;
  return new GenerationWorker(
    {
      db: ctx.db,
      config: ctx.config,
      now: ctx.now,
      log,
      storage,
      files: storedFiles(storage, ctx.config.publicUrl),
      runtime,
    },
    {
      concurrency: w.concurrency,
      fastSlots: w.fastSlots,
      lanes: w.lanes,
      leaseMs: w.leaseSeconds * 1000,
      pollMs: w.pollMs,
      retryBaseMs: w.retryBaseSeconds * 1000,
    },
  );
}

/** The services of a worker-only process: what the API would build, without HTTP. */
export async function workerContext(config: Config, db: Db, log: FastifyBaseLogger): Promise<AppContext> {
  const secrets = await ensureSecrets(db, config);
  const now = () => new Date();
  return {
    config,
    db,
    secrets,
    now,
    auth: createAuthProviders(config, { db, secrets, now, log }),
    resolveUser: anonymous,
  };
}
