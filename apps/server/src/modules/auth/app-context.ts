import type { ReadCache } from '../../db';
import type { AuthProviders } from './providers';
import type { LiveSession } from './sessions';

// What this module adds to app.ctx. The HTTP layer names no module's types; app.ts fills these in.
declare module '../../http' {
  interface AppContext {
    /** SMS, captcha, WeChat and Google providers, chosen by config. */
    auth: AuthProviders;
  }
  interface AppCaches {
    sessions: ReadCache<LiveSession>;
  }
}
