import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Db } from './db';
import { getOrCreateSetting } from './db';

export interface Secrets {
  /** Signs session cookies. */
  sessionSecret: string;
  /** Signs URLs and callbacks (local storage links, sandbox payment notifies). */
  signingSecret: string;
}

const SETTING_KEYS = { sessionSecret: 'secret.session', signingSecret: 'secret.signing' } as const;

/**
 * Secrets from the environment win. Outside production a missing one is generated once and kept in app_settings,
 * so restarts keep sessions and signed links valid. In production loadConfig has already refused missing ones.
 */
export async function ensureSecrets(db: Db, config: Config): Promise<Secrets> {
  const resolve = async (name: keyof Secrets, fromEnv: string | undefined): Promise<string> => {
    if (fromEnv !== undefined) return fromEnv;
    if (config.isProduction) throw new Error(`${name} is required in production`);
    return getOrCreateSetting(db, SETTING_KEYS[name], randomBytes(32).toString('base64url'));
  };
  return {
    sessionSecret: await resolve('sessionSecret', config.sessionSecret),
    signingSecret: await resolve('signingSecret', config.signingSecret),
  };
}
