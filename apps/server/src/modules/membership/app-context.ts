import type { ReadCache } from '../../db';
import type { MembershipSummary } from './service';

// What this module adds to app.ctx's caches. The HTTP layer names no module's types; app.ts fills it in.
declare module '../../http' {
  interface AppCaches {
    membership: ReadCache<MembershipSummary>;
  }
}
