import { createPrivateKey, createPublicKey } from 'node:crypto';
import { z } from 'zod';
import type { NodeEnv } from './server';
import { count, httpUrl, optional, requirer, withDefault } from './variable';

const WECHAT_PAY_PROVIDERS = ['off', 'sandbox', 'wechatpay'] as const;
const ALIPAY_PROVIDERS = ['off', 'sandbox', 'alipay'] as const;
const CARD_PROVIDERS = ['off', 'sandbox', 'stripe'] as const;

/** WeChat Pay API v3 merchant credentials (public-key mode: the platform key WeChat Pay shows with its id). */
export interface WechatPayCredentials {
  mchId: string;
  /** App id of Native and H5 orders (the website or official account bound to the merchant). */
  appId: string;
  /** App id of JSAPI orders (official account or mini program whose openids pay); defaults to appId. */
  jsapiAppId: string;
  /** Serial number of the merchant API certificate, sent with every request. */
  serialNo: string;
  /** The merchant API private key (PEM). */
  privateKey: string;
  /** 32-character API v3 key: decrypts notify resources. */
  apiV3Key: string;
  /** Wechatpay-Serial of the platform public key (PUB_KEY_ID_...). */
  platformKeyId: string;
  platformPublicKey: string;
  apiBase: string;
}

export interface AlipayCredentials {
  appId: string;
  /** The application private key (PEM or bare base64, PKCS1 or PKCS8). */
  privateKey: string;
  /** Alipay's public key: verifies notifies and answers. */
  alipayPublicKey: string;
  gateway: string;
}

export interface StripeCredentials {
  secretKey: string;
  /** whsec_...: verifies Stripe-Signature of webhook events. */
  webhookSecret: string;
}

/**
 * Payments: one provider per channel, each 'off', the embedded 'sandbox' (the default outside production, refused
 * in production) or the real one with its credentials.
 */
export interface PayConfig {
  wechat: { provider: 'off' | 'sandbox' } | ({ provider: 'wechatpay' } & WechatPayCredentials);
  alipay: { provider: 'off' | 'sandbox' } | ({ provider: 'alipay' } & AlipayCredentials);
  /** Overseas card checkout. */
  card: { provider: 'off' | 'sandbox' } | ({ provider: 'stripe' } & StripeCredentials);
  returnUrl: string;
  /** Besides returnUrl's and PUBLIC_URL's. */
  returnOrigins: readonly string[];
  /** 0: off. */
  reconcileIntervalSeconds: number;
  reconcileAfterMinutes: number;
}

const SANDBOX_DEFAULT = 'sandbox outside production, else off';

/** Payment channels and their credentials, return pages, reconciliation. */
export const payVariables = {
  PAY_WECHAT_PROVIDER: optional(z.enum(WECHAT_PAY_PROVIDERS), {
    description: 'WeChat Pay: `off`, `sandbox` (not in production) or `wechatpay`.',
    unset: SANDBOX_DEFAULT,
  }),
  WECHATPAY_MCH_ID: optional(z.string().regex(/^\d+$/, 'the numeric merchant id'), {
    description: 'The numeric merchant id (PAY_WECHAT_PROVIDER=wechatpay).',
    unset: '(unset)',
  }),
  WECHATPAY_APP_ID: optional(z.string(), { description: 'App id of Native and H5 orders.', unset: '(unset)' }),
  WECHATPAY_JSAPI_APP_ID: optional(z.string(), {
    description: 'App id of JSAPI orders (inside WeChat).',
    unset: 'WECHATPAY_APP_ID',
  }),
  WECHATPAY_MCH_SERIAL_NO: optional(z.string().regex(/^[0-9A-Fa-f]+$/, 'the hex certificate serial number'), {
    description: 'Serial number of the merchant API certificate.',
    unset: '(unset)',
  }),
  WECHATPAY_PRIVATE_KEY: optional(z.string(), {
    description: 'The merchant API private key (PEM; literal \\n allowed).',
    unset: '(unset)',
    secret: true,
  }),
  WECHATPAY_API_V3_KEY: optional(z.string().length(32, 'must be the 32-character API v3 key'), {
    description: 'The 32-character API v3 key (decrypts notifies).',
    unset: '(unset)',
    secret: true,
  }),
  WECHATPAY_PUBLIC_KEY_ID: optional(z.string(), {
    description: 'Id of the WeChat Pay platform public key (PUB_KEY_ID_...).',
    unset: '(unset)',
  }),
  WECHATPAY_PUBLIC_KEY: optional(z.string(), {
    description: 'The WeChat Pay platform public key (PEM): verifies notifies and answers.',
    unset: '(unset)',
  }),
  WECHATPAY_API_BASE: withDefault(httpUrl(), 'https://api.mch.weixin.qq.com', {
    description: 'WeChat Pay API address.',
  }),
  PAY_ALIPAY_PROVIDER: optional(z.enum(ALIPAY_PROVIDERS), {
    description: 'Alipay: `off`, `sandbox` (not in production) or `alipay`.',
    unset: SANDBOX_DEFAULT,
  }),
  ALIPAY_APP_ID: optional(z.string().regex(/^\d+$/, 'the numeric app id'), {
    description: 'The numeric Alipay app id (PAY_ALIPAY_PROVIDER=alipay).',
    unset: '(unset)',
  }),
  ALIPAY_PRIVATE_KEY: optional(z.string(), {
    description: 'The application private key (PEM or bare base64).',
    unset: '(unset)',
    secret: true,
  }),
  ALIPAY_PUBLIC_KEY: optional(z.string(), {
    description: "Alipay's public key: verifies notifies and answers.",
    unset: '(unset)',
  }),
  ALIPAY_GATEWAY: withDefault(httpUrl(), 'https://openapi.alipay.com/gateway.do', {
    description: 'Alipay gateway address.',
  }),
  PAY_CARD_PROVIDER: optional(z.enum(CARD_PROVIDERS), {
    description: 'Card checkout (overseas): `off`, `sandbox` (not in production) or `stripe`.',
    unset: SANDBOX_DEFAULT,
  }),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_/, 'a Stripe secret key (sk_live_... or sk_test_...)'),
    { description: 'Stripe secret or restricted key (sk_live_..., rk_live_...).', unset: '(unset)', secret: true },
  ),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'a webhook signing secret (whsec_...)'), {
    description: 'Webhook signing secret (whsec_...).',
    unset: '(unset)',
    secret: true,
  }),
  PAY_RETURN_URL: optional(httpUrl(), {
    description: "The app's payment result page when a client names none.",
    unset: 'PUBLIC_URL/pay-result',
  }),
  PAY_RETURN_ORIGINS: optional(z.string(), {
    description:
      "Comma-separated app origins a client may name as its return page (besides PAY_RETURN_URL's and PUBLIC_URL's).",
    unset: '(unset)',
  }),
  PAY_RECONCILE_INTERVAL_S: optional(count(0, 86_400), {
    description: 'How often pending orders are checked with their provider, in seconds; 0 turns it off.',
    unset: '60 (0 when NODE_ENV=test)',
  }),
  PAY_RECONCILE_AFTER_MIN: withDefault(count(1, 1440), 5, {
    description: 'Orders pending longer than this many minutes are checked.',
  }),
};

type PayEnv = z.output<z.ZodObject<typeof payVariables>>;

// Keys in env often arrive on one line with literal "\n" sequences.
const multiline = (value: string | undefined) => value?.replace(/\\n/g, '\n').trim();

function keyProblem(name: string, pem: string, kind: 'private' | 'public'): string | undefined {
  try {
    if (kind === 'private') createPrivateKey(pem);
    else createPublicKey(pem);
    return undefined;
  } catch {
    return `${name}: not a readable PEM ${kind} key`;
  }
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Payment providers and their credentials; a real provider with half its settings is refused. */
export function readPay(
  e: PayEnv,
  env: { publicUrl: string; nodeEnv: NodeEnv; isProduction: boolean },
  problems: string[],
): PayConfig {
  const need = requirer(problems);
  const fallback = env.isProduction ? 'off' : 'sandbox';
  for (const [name, value] of [
    ['PAY_WECHAT_PROVIDER', e.PAY_WECHAT_PROVIDER],
    ['PAY_ALIPAY_PROVIDER', e.PAY_ALIPAY_PROVIDER],
    ['PAY_CARD_PROVIDER', e.PAY_CARD_PROVIDER],
  ] as const) {
    if (value === 'sandbox' && env.isProduction) problems.push(`${name}: the sandbox is never allowed in production`);
  }

  let wechat: PayConfig['wechat'] = { provider: e.PAY_WECHAT_PROVIDER === 'off' ? 'off' : fallback };
  if (e.PAY_WECHAT_PROVIDER === 'sandbox') wechat = { provider: 'sandbox' };
  if (e.PAY_WECHAT_PROVIDER === 'wechatpay') {
    const why = 'when PAY_WECHAT_PROVIDER=wechatpay';
    const appId = need('WECHATPAY_APP_ID', e.WECHATPAY_APP_ID, why);
    const privateKey = multiline(need('WECHATPAY_PRIVATE_KEY', e.WECHATPAY_PRIVATE_KEY, why)) ?? '';
    const platformPublicKey = multiline(need('WECHATPAY_PUBLIC_KEY', e.WECHATPAY_PUBLIC_KEY, why)) ?? '';
    if (privateKey) {
      const problem = keyProblem('WECHATPAY_PRIVATE_KEY', privateKey, 'private');
      if (problem) problems.push(problem);
    }
    if (platformPublicKey) {
      const problem = keyProblem('WECHATPAY_PUBLIC_KEY', platformPublicKey, 'public');
      if (problem) problems.push(problem);
    }
    wechat = {
      provider: 'wechatpay',
      mchId: need('WECHATPAY_MCH_ID', e.WECHATPAY_MCH_ID, why),
      appId,
      jsapiAppId: e.WECHATPAY_JSAPI_APP_ID ?? appId,
      serialNo: need('WECHATPAY_MCH_SERIAL_NO', e.WECHATPAY_MCH_SERIAL_NO, why),
      privateKey,
      apiV3Key: need('WECHATPAY_API_V3_KEY', e.WECHATPAY_API_V3_KEY, why),
      platformKeyId: need('WECHATPAY_PUBLIC_KEY_ID', e.WECHATPAY_PUBLIC_KEY_ID, why),
      platformPublicKey,
      apiBase: e.WECHATPAY_API_BASE.replace(/\/+$/, ''),
    };
  }

  let alipay: PayConfig['alipay'] = { provider: e.PAY_ALIPAY_PROVIDER === 'off' ? 'off' : fallback };
  if (e.PAY_ALIPAY_PROVIDER === 'sandbox') alipay = { provider: 'sandbox' };
  if (e.PAY_ALIPAY_PROVIDER === 'alipay') {
    const why = 'when PAY_ALIPAY_PROVIDER=alipay';
    alipay = {
      provider: 'alipay',
      appId: need('ALIPAY_APP_ID', e.ALIPAY_APP_ID, why),
      privateKey: multiline(need('ALIPAY_PRIVATE_KEY', e.ALIPAY_PRIVATE_KEY, why)) ?? '',
      alipayPublicKey: multiline(need('ALIPAY_PUBLIC_KEY', e.ALIPAY_PUBLIC_KEY, why)) ?? '',
      gateway: e.ALIPAY_GATEWAY,
    };
  }

  let card: PayConfig['card'] = { provider: e.PAY_CARD_PROVIDER === 'off' ? 'off' : fallback };
  if (e.PAY_CARD_PROVIDER === 'sandbox') card = { provider: 'sandbox' };
  if (e.PAY_CARD_PROVIDER === 'stripe') {
    const why = 'when PAY_CARD_PROVIDER=stripe';
    card = {
      provider: 'stripe',
      secretKey: need('STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY, why),
      webhookSecret: need('STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET, why),
    };
  }

  const returnOrigins: string[] = [];
  for (const entry of (e.PAY_RETURN_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    const origin = originOf(entry);
    if (origin && origin === entry.replace(/\/+$/, '')) returnOrigins.push(origin);
    else problems.push(`PAY_RETURN_ORIGINS: "${entry}" is not an origin such as https://app.example.com`);
  }
  return {
    wechat,
    alipay,
    card,
    returnUrl: e.PAY_RETURN_URL ?? `${env.publicUrl}/pay-result`,
    returnOrigins,
    reconcileIntervalSeconds: e.PAY_RECONCILE_INTERVAL_S ?? (env.nodeEnv === 'test' ? 0 : 60),
    reconcileAfterMinutes: e.PAY_RECONCILE_AFTER_MIN,
  };
}
