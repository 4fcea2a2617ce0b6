import { z } from 'zod';
import type { SmsConfig } from './sms';
import { httpUrl, optional, requirer, withDefault } from './variable';

const WECHAT_PROVIDERS = ['sandbox', 'open'] as const;

/** Login providers, each chosen by env; the defaults run everything locally (console SMS, no captcha, sandboxes). */
export interface AuthConfig extends SmsConfig {
  wechat:
    | { provider: 'sandbox' }
    | {
        provider: 'open';
        /** Open Platform website application: QR connect login. */
        openAppId: string;
        openAppSecret: string;
        /** Official account: H5 authorisation (openid) and the JS-SDK ticket. */
        mpAppId: string;
        mpAppSecret: string;
      };
  google:
    | { mode: 'oidc'; issuer: string; clientId: string; clientSecret: string; redirectUri: string }
    /** No credentials outside production: a clearly labelled development sign-in page replaces Google. */
    | { mode: 'development' };
}

/** WeChat login (domestic) and Google login (overseas). */
export const loginVariables = {
  WECHAT_PROVIDER: optional(z.enum(WECHAT_PROVIDERS), {
    description:
      '`sandbox` (a local page confirms any WeChat login; not in production) or `open` (WeChat Open Platform).',
    unset: 'sandbox',
  }),
  WECHAT_OPEN_APP_ID: optional(z.string(), {
    description: 'Open Platform website application id: QR code login (WECHAT_PROVIDER=open).',
    unset: '(unset)',
  }),
  WECHAT_OPEN_APP_SECRET: optional(z.string(), { description: 'Its secret.', unset: '(unset)', secret: true }),
  WECHAT_MP_APP_ID: optional(z.string(), {
    description: 'Official account app id: login and openid inside WeChat (WECHAT_PROVIDER=open).',
    unset: '(unset)',
  }),
  WECHAT_MP_APP_SECRET: optional(z.string(), { description: 'Its secret.', unset: '(unset)', secret: true }),
  GOOGLE_CLIENT_ID: optional(z.string(), {
    description: 'Google OAuth client id; unset outside production runs a development sign-in page instead.',
    unset: '(unset)',
  }),
  GOOGLE_CLIENT_SECRET: optional(z.string(), {
    description: 'Google OAuth client secret, with GOOGLE_CLIENT_ID.',
    unset: '(unset)',
    secret: true,
  }),
  GOOGLE_ISSUER: withDefault(httpUrl(), 'https://accounts.google.com', {
    description: 'OpenID Connect issuer (https in production).',
  }),
  GOOGLE_REDIRECT_URI: optional(httpUrl(), {
    description: 'Where Google sends the browser back.',
    unset: 'PUBLIC_URL/passport/google/callback',
  }),
};

type LoginEnv = z.output<z.ZodObject<typeof loginVariables>>;

/** Collects what is missing for the chosen providers into problems. */
export function readLogin(e: LoginEnv, publicUrl: string, problems: string[]): Pick<AuthConfig, 'wechat' | 'google'> {
  const need = requirer(problems);
  let wechat: AuthConfig['wechat'] = { provider: 'sandbox' };
  if (e.WECHAT_PROVIDER === 'open') {
    const why = 'when WECHAT_PROVIDER=open';
    wechat = {
      provider: 'open',
      openAppId: need('WECHAT_OPEN_APP_ID', e.WECHAT_OPEN_APP_ID, why),
      openAppSecret: need('WECHAT_OPEN_APP_SECRET', e.WECHAT_OPEN_APP_SECRET, why),
      mpAppId: need('WECHAT_MP_APP_ID', e.WECHAT_MP_APP_ID, why),
      mpAppSecret: need('WECHAT_MP_APP_SECRET', e.WECHAT_MP_APP_SECRET, why),
    };
  }

  let google: AuthConfig['google'] = { mode: 'development' };
  if (e.GOOGLE_CLIENT_ID !== undefined || e.GOOGLE_CLIENT_SECRET !== undefined) {
    google = {
      mode: 'oidc',
      issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''),
      clientId: need('GOOGLE_CLIENT_ID', e.GOOGLE_CLIENT_ID, 'with GOOGLE_CLIENT_SECRET'),
      clientSecret: need('GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_SECRET, 'with GOOGLE_CLIENT_ID'),
      redirectUri: e.GOOGLE_REDIRECT_URI ?? `${publicUrl}/passport/google/callback`,
    };
  }
  return { wechat, google };
}

/**
 * The embedded stand-ins would print login codes to the log, let bots request codes unchecked, or let anyone
 * confirm a WeChat scan or a Google sign-in: a production deployment names real providers for each region it
 * serves (REGION unset serves both, so it needs both sets).
 */
export function loginProductionProblems(auth: AuthConfig, regions: readonly string[]): string[] {
  const problems: string[] = [];
  if (regions.includes('cn')) {
    if (auth.sms.provider === 'console') problems.push('SMS_PROVIDER: must be tencent in production (REGION cn)');
    if (auth.captcha.provider === 'off') problems.push('CAPTCHA_PROVIDER: must be tencent in production (REGION cn)');
    if (auth.wechat.provider === 'sandbox') problems.push('WECHAT_PROVIDER: must be open in production (REGION cn)');
  }
  if (regions.includes('global')) {
    if (auth.google.mode !== 'oidc')
      problems.push('GOOGLE_CLIENT_ID: Google credentials are required in production (REGION global)');
    else if (!auth.google.issuer.startsWith('https://')) problems.push('GOOGLE_ISSUER: must be https in production');
  }
  return problems;
}
