import { nodeProject } from '@framewise/tooling/vitest';

// PGlite needs ~3-6 s to start on a busy 2-core machine; one per test file shares that cost across its tests.
// Two files at a time even on 2 cores: many files spend their time waiting on child processes, PostgreSQL, ffmpeg
// and timers, and this package's tests are the longest task of `npm test`.
// The suite runs on one throwaway local PostgreSQL (SERVER_TEST_DB=pglite: PGlite); see src/testing/postgres-setup.ts.
export default nodeProject({ testTimeout: 60_000, maxWorkers: 2, globalSetup: ['src/testing/postgres-setup.ts'] });
