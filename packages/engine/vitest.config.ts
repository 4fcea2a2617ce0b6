import { nodeProject } from '@framewise/tooling/vitest';

export default nodeProject();
