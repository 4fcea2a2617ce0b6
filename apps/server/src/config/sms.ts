import { z } from 'zod';
import { optional, requirer, withDefault } from './variable';

const SMS_PROVIDERS = ['console', 'tencent'] as const;
const CAPTCHA_PROVIDERS = ['off', 'tencent'] as const;
/** Tencent SMS template parameters, in template order ({1}, {2} ...). */
const SMS_TEMPLATE_PARAMS = ['code', 'minutes'] as const;
export type SmsTemplateParam = (typeof SMS_TEMPLATE_PARAMS)[number];

export interface TencentCredentials {
  secretId: string;
  secretKey: string;
}

/** Login codes by SMS and the captcha before them: Tencent Cloud, or the local stand-ins. */
export interface SmsConfig {
  tencent: TencentCredentials | undefined;
  sms:
    | { provider: 'console' }
    | {
        provider: 'tencent';
        sdkAppId: string;
        signName: string;
        templateId: string;
        templateParams: readonly SmsTemplateParam[];
        region: string;
      };
  captcha: { provider: 'off' } | { provider: 'tencent'; captchaAppId: number; appSecretKey: string };
}

/** Phone login (domestic): SMS codes, the captcha, and the Tencent Cloud keys both use. */
export const smsVariables = {
  TENCENT_SECRET_ID: optional(z.string(), {
    description: 'Tencent Cloud API key id (CAM) used for SMS and captcha.',
    unset: '(unset)',
  }),
  TENCENT_SECRET_KEY: optional(z.string(), {
    description: 'Tencent Cloud API key secret, with TENCENT_SECRET_ID.',
    unset: '(unset)',
    secret: true,
  }),
  SMS_PROVIDER: optional(z.enum(SMS_PROVIDERS), {
    description: '`console` prints login codes to the log (not in production) or `tencent` sends them.',
    unset: 'console',
  }),
  TENCENT_SMS_APP_ID: optional(z.string().regex(/^\d+$/, 'the numeric SmsSdkAppId'), {
    description: 'The numeric SmsSdkAppId (SMS_PROVIDER=tencent).',
    unset: '(unset)',
  }),
  TENCENT_SMS_SIGN_NAME: optional(z.string(), {
    description: 'The approved SMS signature (SMS_PROVIDER=tencent).',
    unset: '(unset)',
  }),
  TENCENT_SMS_TEMPLATE_ID: optional(z.string().regex(/^\d+$/, 'the numeric template id'), {
    description: 'The numeric id of the login code template (SMS_PROVIDER=tencent).',
    unset: '(unset)',
  }),
  TENCENT_SMS_TEMPLATE_PARAMS: withDefault(
    z
      .string()
      .transform((v) => v.split(',').map((p) => p.trim()))
      .pipe(z.array(z.enum(SMS_TEMPLATE_PARAMS)).min(1)),
    [...SMS_TEMPLATE_PARAMS],
    { description: "The template's parameters in order, from `code` and `minutes`." },
  ),
  TENCENT_SMS_REGION: withDefault(
    z.string().regex(/^[a-z]+-[a-z]+$/, 'a region such as ap-guangzhou'),
    'ap-guangzhou',
    {
      description: 'Tencent Cloud region of the SMS API.',
    },
  ),
  CAPTCHA_PROVIDER: optional(z.enum(CAPTCHA_PROVIDERS), {
    description: '`off` (not in production) or `tencent`: the slider captcha before an SMS code is sent.',
    unset: 'off',
  }),
  TENCENT_CAPTCHA_APP_ID: optional(z.coerce.number().int().positive(), {
    description: 'The numeric CaptchaAppId (CAPTCHA_PROVIDER=tencent).',
    unset: '(unset)',
  }),
  TENCENT_CAPTCHA_APP_SECRET_KEY: optional(z.string(), {
    description: 'The captcha AppSecretKey (CAPTCHA_PROVIDER=tencent).',
    unset: '(unset)',
    secret: true,
  }),
};

type SmsEnv = z.output<z.ZodObject<typeof smsVariables>>;

/** Collects what is missing for the chosen providers into problems. */
export function readSms(e: SmsEnv, problems: string[]): SmsConfig {
  const need = requirer(problems);
  const tencent =
    e.TENCENT_SECRET_ID !== undefined || e.TENCENT_SECRET_KEY !== undefined
      ? {
          secretId: need('TENCENT_SECRET_ID', e.TENCENT_SECRET_ID, 'with TENCENT_SECRET_KEY'),
          secretKey: need('TENCENT_SECRET_KEY', e.TENCENT_SECRET_KEY, 'with TENCENT_SECRET_ID'),
        }
      : undefined;

  let sms: SmsConfig['sms'] = { provider: 'console' };
  if (e.SMS_PROVIDER === 'tencent') {
    const why = 'when SMS_PROVIDER=tencent';
    if (!tencent) problems.push(`TENCENT_SECRET_ID: required ${why}`);
    sms = {
      provider: 'tencent',
      sdkAppId: need('TENCENT_SMS_APP_ID', e.TENCENT_SMS_APP_ID, why),
      signName: need('TENCENT_SMS_SIGN_NAME', e.TENCENT_SMS_SIGN_NAME, why),
      templateId: need('TENCENT_SMS_TEMPLATE_ID', e.TENCENT_SMS_TEMPLATE_ID, why),
      templateParams: e.TENCENT_SMS_TEMPLATE_PARAMS,
      region: e.TENCENT_SMS_REGION,
    };
  }

  let captcha: SmsConfig['captcha'] = { provider: 'off' };
  if (e.CAPTCHA_PROVIDER === 'tencent') {
    const why = 'when CAPTCHA_PROVIDER=tencent';
    if (!tencent) problems.push(`TENCENT_SECRET_ID: required ${why}`);
    captcha = {
      provider: 'tencent',
      captchaAppId: need('TENCENT_CAPTCHA_APP_ID', e.TENCENT_CAPTCHA_APP_ID, why),
      appSecretKey: need('TENCENT_CAPTCHA_APP_SECRET_KEY', e.TENCENT_CAPTCHA_APP_SECRET_KEY, why),
    };
  }
  return { tencent, sms, captcha };
}
