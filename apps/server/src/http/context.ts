import type { Region } from '@framewise/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import type { Secrets } from '../secrets';

/** The logged-in user as route handlers see it. The accounts issue adds the session lookup behind it. */
export interface SessionUser {
  uuid: string;
}

/** Finds the request's user from its session; null when nobody is logged in. */
export type ResolveUser = (request: FastifyRequest) => Promise<SessionUser | null>;

/** No login exists yet, so every request is anonymous and `auth: 'required'` calls answer 401. */
export const anonymous: ResolveUser = async () => null;

/** What every module reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  secrets: Secrets;
  resolveUser: ResolveUser;
}

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
