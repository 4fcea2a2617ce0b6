import { ErrorCode } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { type ExampleSeeding, startExampleSeeding } from './start';

export const TEST_SEED_EXAMPLES_PATH = '/api/test/seed-examples';

/**
 * POST /api/test/seed-examples: starts the same background seeding a starting server runs, and answers at once.
 * The e2e suite's server starts with SEED_EXAMPLES=0 (the examples would hold its single worker slot while the other
 * specs wait on their own tasks) and its examples spec calls this after every other spec. Mounted only with
 * FRAMEWISE_TEST_HOOKS=1, which production refuses.
 */
export function registerExampleTestHooks(app: FastifyInstance): void {
  let seeding: ExampleSeeding | undefined;
  let running = false;
  app.post(TEST_SEED_EXAMPLES_PATH, async () => {
    // A second call while one runs joins it rather than queueing the set again.
    const started = !running;
    if (started) {
      running = true;
      seeding = startExampleSeeding(app.ctx, app.log);
      void seeding.done.finally(() => {
        running = false;
      });
    }
    return { code: ErrorCode.OK, data: { started }, msg: 'ok' };
  });
  app.addHook('onClose', async () => {
    await seeding?.stop();
  });
}
