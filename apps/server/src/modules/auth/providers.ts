import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { getSetting, putSetting } from '../../db';
import type { Secrets } from '../../secrets';
import { type CaptchaProvider, captchaOff, TencentCaptchaProvider } from './captcha';
import { OidcClient } from './oidc';
import { ConsoleSmsProvider, type SmsProvider, TencentSmsProvider } from './sms';
import type { FetchLike } from './tencent-cloud';
import { OpenPlatformWechatProvider, SandboxWechatProvider, type SharedCache, type WechatProvider } from './wechat';

/** The login providers, each chosen by config (see AuthConfig); tests may replace any of them. */
export interface AuthProviders {
  sms: SmsProvider;
  captcha: CaptchaProvider;
  wechat: WechatProvider;
  /** Google, or whatever GOOGLE_ISSUER names; null runs the development sign-in page instead. */
  oidc: OidcClient | null;
}

export interface ProviderDeps {
  db: Db;
  secrets: Secrets;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Outgoing HTTP for every provider; defaults to the global fetch. */
  fetch?: FetchLike | undefined;
}

/** app_settings as the cache all server processes share. */
export function settingsCache(db: Db): SharedCache {
  return {
    get: (key) => getSetting(db, key),
    set: (key, value) => putSetting(db, key, value, new Date()),
  };
}

export function createAuthProviders(config: Config, deps: ProviderDeps): AuthProviders {
  const { auth } = config;
  const seconds = () => Math.floor(deps.now().getTime() / 1000);
  const tencentClient = auth.tencent && { credentials: auth.tencent, fetch: deps.fetch, now: seconds };

  const sms: SmsProvider =
    auth.sms.provider === 'tencent' && tencentClient
      ? new TencentSmsProvider(auth.sms, tencentClient)
      : new ConsoleSmsProvider(deps.log);

  const captcha: CaptchaProvider =
    auth.captcha.provider === 'tencent' && tencentClient
      ? new TencentCaptchaProvider(auth.captcha, tencentClient, (error) =>
          deps.log.error({ err: error }, 'captcha check failed to run'),
        )
      : captchaOff;

  const wechat: WechatProvider =
    auth.wechat.provider === 'open'
      ? new OpenPlatformWechatProvider(auth.wechat, {
          publicUrl: config.publicUrl,
          cache: settingsCache(deps.db),
          fetch: deps.fetch,
          now: deps.now,
        })
      : new SandboxWechatProvider({
          publicUrl: config.publicUrl,
          signingSecret: deps.secrets.signingSecret,
          now: deps.now,
        });

  const oidc = auth.google.mode === 'oidc' ? new OidcClient(auth.google, { fetch: deps.fetch, now: deps.now }) : null;
  return { sms, captcha, wechat, oidc };
}
