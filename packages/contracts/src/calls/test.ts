import { z } from 'zod';
import { defineCall } from '../call';
import { phone } from '../domain/fields';

export const testSmsQuery = z.object({ phone });
export const testSmsAnswer = z.object({ code: z.string() });

/**
 * Hooks only tests use; the server mounts them only with FRAMEWISE_TEST_HOOKS=1 and never in production mode.
 * Deliberately not part of `calls`, so mounting or listing the registry never exposes them.
 */
export const testCalls = {
  pingTestHooks: defineCall({
    method: 'GET',
    path: '/api/test/ping',
    data: z.object({ testHooks: z.literal(true) }),
    auth: 'none',
    summary: 'Tells tests that the test hooks are mounted',
  }),
  getTestSms: defineCall({
    method: 'GET',
    path: '/api/test/sms',
    query: testSmsQuery,
    data: testSmsAnswer,
    auth: 'none',
    summary: 'Test inbox: the last SMS code sent to a phone',
  }),
} as const;
