import type { Region } from '@framewise/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Secrets } from '../secrets';
import type { UserAnswerCaches } from './user-answers';

/** The logged-in user as route handlers see it (the session lookup is modules/auth/sessions.ts). */
export interface SessionUser {
  uuid: string;
}

/** Finds the request's user from its session; null when nobody is logged in. */
export type ResolveUser = (request: FastifyRequest) => Promise<SessionUser | null>;

/** Every request anonymous, so `auth: 'required'` calls answer 401 (for tests that want no sessions at all). */
export const anonymous: ResolveUser = async () => null;

/**
 * What every module reaches through `app.ctx`. A module that owns a part of it (auth's providers, its sessions
 * cache, membership's cache) adds it to this interface or AppCaches in its own app-context.ts, so this layer names
 * no module's types.
 */
export interface AppContext {
  config: Config;
  db: Db;
  secrets: Secrets;
  resolveUser: ResolveUser;
  /** The clock of business rules (code expiry, limits, sessions); tests replace it to move time. */
  now: () => Date;
  /** In-process read caches invalidated across processes (db/notifications.ts); absent outside the API. */
  caches?: AppCaches;
}

export interface AppCaches extends UserAnswerCaches {}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** From the region header on contract calls; 'cn' when absent. */
    region: Region;
    /** Set by contract calls whose auth is 'required' or 'optional'. */
    user: SessionUser | null;
  }
}
