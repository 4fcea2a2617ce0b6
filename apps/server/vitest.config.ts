import { nodeProject } from '@framewise/tooling/vitest';

// PGlite needs ~3-6 s to start on a busy 2-core machine; one per test file shares that cost across its tests.
export default nodeProject({ testTimeout: 60_000 });
