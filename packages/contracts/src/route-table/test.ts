import { defineRoutes } from '../route';

/**
 * Hooks only tests use; the server mounts them only with FRAMEWISE_TEST_HOOKS=1 and never in production mode.
 * Deliberately not part of `routes`, so mounting or listing the registry never exposes them.
 */
export const testRoutes = defineRoutes({
  pingTestHooks: {
    method: 'GET',
    path: '/api/test/ping',
    auth: 'none',
    summary: 'Tells tests that the test hooks are mounted, and which process answered',
  },
  getTestSms: {
    method: 'GET',
    path: '/api/test/sms',
    auth: 'none',
    summary: 'Test inbox: the last SMS code sent to a phone',
  },
});
