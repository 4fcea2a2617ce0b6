import { expect } from 'vitest';
import { type Config, ConfigError, loadConfig } from './index';

/** Helpers of the configuration tests. */

export const strong = (c: string) => c.repeat(40);

/** Real login providers for both regions: production needs them for every region it serves. */
export const providers = {
  TENCENT_SECRET_ID: 'AKIDexample',
  TENCENT_SECRET_KEY: 'tencent-secret-key',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: 'Framewise',
  TENCENT_SMS_TEMPLATE_ID: '100001',
  CAPTCHA_PROVIDER: 'tencent',
  TENCENT_CAPTCHA_APP_ID: '190000000',
  TENCENT_CAPTCHA_APP_SECRET_KEY: 'captcha-app-secret',
  WECHAT_PROVIDER: 'open',
  WECHAT_OPEN_APP_ID: 'wxopen',
  WECHAT_OPEN_APP_SECRET: 'wx-open-secret',
  WECHAT_MP_APP_ID: 'wxmp',
  WECHAT_MP_APP_SECRET: 'wx-mp-secret',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-client-secret',
};
/** Production secrets without providers (a test adds the ones it needs). */
export const productionSecrets = { NODE_ENV: 'production', SESSION_SECRET: strong('s'), SIGNING_SECRET: strong('t') };
/** A production configuration loadConfig accepts. */
export const production = { ...providers, ...productionSecrets };

type Env = Record<string, string | undefined>;

export const load = (env: Env): Config => loadConfig(env, '/srv/app');

/** The problems loadConfig refuses env with; [] when it accepts it. */
export function problemsOf(env: Env): string[] {
  try {
    load(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

/** The variables the problems name, in order. */
export const refusedNames = (env: Env) => problemsOf(env).map((p) => p.split(':')[0]);
