import { reactProject } from '@framewise/tooling/vitest';

// Isolated: in a shared window two of its tests (the invite capture, the task follower's mount) failed now and then
// under load; they never did isolated (docs/decisions.md, "CI wall time").
export default reactProject({ isolate: true });
