import { ErrorCode, testSmsQuery } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { badInput, requestLanguage } from './http';
import { normalizePhone, registerTestOidcIssuer } from './modules/auth';
import { registerExampleTestHooks } from './modules/examples';

/**
 * Routes only tests use, under /api/test/*. buildApp mounts them only with FRAMEWISE_TEST_HOOKS=1 outside
 * production. Plain routes (no request-time header), so e2e helpers can call them with a bare GET.
 */
export async function registerTestHooks(app: FastifyInstance): Promise<void> {
  // pid: which of several API processes answered (multi-process tests).
  app.get('/api/test/ping', async () => ({
    code: ErrorCode.OK,
    data: { testHooks: true, pid: process.pid },
    msg: 'ok',
  }));

  // The SMS inbox: the last code the console provider sent to a phone.
  app.get('/api/test/sms', async (request) => {
    const query = testSmsQuery.safeParse(request.query ?? {});
    if (!query.success) throw badInput(query.error, 'query', requestLanguage(request));
    const phone = normalizePhone(query.data.phone);
    const code = app.ctx.auth.sms.lastCodeSentTo?.(phone);
    if (!code) {
      return { code: ErrorCode.NOT_FOUND, data: null, msg: `No code was sent to ${phone} by the console SMS provider` };
    }
    return { code: ErrorCode.OK, data: { code }, msg: 'ok' };
  });

  // POST /api/test/seed-examples: the start's example seeding, on demand (see modules/examples/test-hooks.ts).
  registerExampleTestHooks(app);

  // A local OpenID Connect issuer at /api/test/oidc (see test-issuer.ts).
  await registerTestOidcIssuer(app);
}
