import { ErrorCode } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Routes only tests use, under /api/test/*. buildApp mounts them only with FRAMEWISE_TEST_HOOKS=1 outside
 * production. Later issues add their inboxes here (test SMS codes and the like).
 */
export function registerTestHooks(app: FastifyInstance): void {
  app.get('/api/test/ping', async () => ({ code: ErrorCode.OK, data: { testHooks: true }, msg: 'ok' }));
}
