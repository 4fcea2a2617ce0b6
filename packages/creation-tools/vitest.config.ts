import { reactProject } from '@framewise/tooling/vitest';

export default reactProject();
