import { describe, expect, it } from 'vitest';
import { load, problemsOf, production, productionSecrets, providers, refusedNames } from './testing';

describe('login provider settings', () => {
  it('defaults to the embedded stand-ins: console SMS, no captcha, WeChat sandbox, development sign-in', () => {
    const { auth, regions, trustProxy } = load({});
    expect(auth).toEqual({
      tencent: undefined,
      sms: { provider: 'console' },
      captcha: { provider: 'off' },
      wechat: { provider: 'sandbox' },
      google: { mode: 'development' },
    });
    expect(regions).toEqual(['cn', 'global']);
    expect(trustProxy).toBe(false);
  });

  it('reads the real providers, with Google redirecting to PUBLIC_URL by default', () => {
    const { auth } = load({ ...providers, PUBLIC_URL: 'https://framewise.ai/', GOOGLE_ISSUER: undefined });
    expect(auth.sms).toEqual({
      provider: 'tencent',
      sdkAppId: '1400000000',
      signName: 'Framewise',
      templateId: '100001',
      templateParams: ['code', 'minutes'],
      region: 'ap-guangzhou',
    });
    expect(auth.captcha).toEqual({ provider: 'tencent', captchaAppId: 190000000, appSecretKey: 'captcha-app-secret' });
    expect(auth.google).toEqual({
      mode: 'oidc',
      issuer: 'https://accounts.google.com',
      clientId: 'client.apps.googleusercontent.com',
      clientSecret: 'google-client-secret',
      redirectUri: 'https://framewise.ai/passport/google/callback',
    });
  });

  it('refuses a provider with half its settings, in any environment', () => {
    expect(refusedNames({ SMS_PROVIDER: 'tencent' })).toEqual([
      'TENCENT_SECRET_ID',
      'TENCENT_SMS_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ]);
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'only-the-id' })).toEqual([
      'GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID',
    ]);
    expect(problemsOf({ WECHAT_PROVIDER: 'open', WECHAT_OPEN_APP_ID: 'wx' }).length).toBe(3);
    expect(problemsOf({ TENCENT_SMS_TEMPLATE_PARAMS: 'code,price' })[0]).toMatch(/^TENCENT_SMS_TEMPLATE_PARAMS/);
  });

  it('refuses the stand-ins in production for the regions served', () => {
    expect(problemsOf({ ...productionSecrets, REGION: 'global' })).toEqual([
      'GOOGLE_CLIENT_ID: Google credentials are required in production (REGION global)',
    ]);
    expect(problemsOf({ ...productionSecrets, REGION: 'cn' })).toEqual([
      'SMS_PROVIDER: must be tencent in production (REGION cn)',
      'CAPTCHA_PROVIDER: must be tencent in production (REGION cn)',
      'WECHAT_PROVIDER: must be open in production (REGION cn)',
    ]);
    expect(problemsOf({ ...production, GOOGLE_ISSUER: 'http://issuer.example' })).toEqual([
      'GOOGLE_ISSUER: must be https in production',
    ]);
    const globalOnly = {
      ...productionSecrets,
      REGION: 'global',
      GOOGLE_CLIENT_ID: providers.GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: providers.GOOGLE_CLIENT_SECRET,
    };
    expect(load(globalOnly).regions).toEqual(['global']);
  });
});
