import { z } from 'zod';
import { defineCalls } from '../call';
import { phone } from '../domain/fields';
import { testRoutes } from '../route-table/test';

export const testSmsQuery = z.object({ phone });
const testSmsAnswer = z.object({ code: z.string() });

/**
 * Hooks only tests use; the server mounts them only with FRAMEWISE_TEST_HOOKS=1 and never in production mode.
 * Deliberately not part of `calls`, so mounting or listing the registry never exposes them.
 */
export const testCalls = defineCalls(testRoutes, {
  pingTestHooks: { data: z.object({ testHooks: z.literal(true) }) },
  getTestSms: { query: testSmsQuery, data: testSmsAnswer },
});
