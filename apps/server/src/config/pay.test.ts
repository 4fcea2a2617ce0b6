import { describe, expect, it } from 'vitest';
import { rsaKeys } from '../modules/pay/testing';
import { load, problemsOf, productionSecrets } from './testing';

describe('payment configuration', () => {
  it('runs the sandbox for every channel outside production, reconciling every minute', () => {
    const { pay } = load({ PUBLIC_URL: 'https://api.example.com/' });
    expect(pay).toEqual({
      wechat: { provider: 'sandbox' },
      alipay: { provider: 'sandbox' },
      card: { provider: 'sandbox' },
      returnUrl: 'https://api.example.com/pay-result',
      returnOrigins: [],
      reconcileIntervalSeconds: 60,
      reconcileAfterMinutes: 5,
    });
    expect(load({ NODE_ENV: 'test' }).pay.reconcileIntervalSeconds).toBe(0);
  });

  it('switches channels off by default in production and refuses the sandbox there', () => {
    const production = {
      ...productionSecrets,
      REGION: 'global',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    const { pay } = load(production);
    expect([pay.wechat.provider, pay.alipay.provider, pay.card.provider]).toEqual(['off', 'off', 'off']);
    expect(problemsOf({ ...production, PAY_CARD_PROVIDER: 'sandbox' })).toEqual([
      'PAY_CARD_PROVIDER: the sandbox is never allowed in production',
    ]);
  });

  it('reads WeChat Pay credentials and refuses half of them or unreadable keys', () => {
    const merchant = rsaKeys();
    const platform = rsaKeys();
    const env = {
      PAY_WECHAT_PROVIDER: 'wechatpay',
      WECHATPAY_MCH_ID: '1600000001',
      WECHATPAY_APP_ID: 'wx01',
      WECHATPAY_MCH_SERIAL_NO: 'ABCDEF01',
      WECHATPAY_PRIVATE_KEY: merchant.privateKey.replace(/\n/g, '\\n'),
      WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_01',
      WECHATPAY_PUBLIC_KEY: platform.publicKey,
    };
    const { wechat } = load(env).pay;
    expect(wechat).toMatchObject({
      provider: 'wechatpay',
      mchId: '1600000001',
      appId: 'wx01',
      jsapiAppId: 'wx01',
      privateKey: merchant.privateKey.trim(),
      apiBase: 'https://api.mch.weixin.qq.com',
    });
    expect(problemsOf({ PAY_WECHAT_PROVIDER: 'wechatpay', WECHATPAY_MCH_ID: '1600000001' })).toEqual([
      'WECHATPAY_APP_ID: required when PAY_WECHAT_PROVIDER=wechatpay',
      'WECHATPAY_PRIVATE_KEY: required when PAY_WECHAT_PROVIDER=wechatpay',
      'WECHATPAY_PUBLIC_KEY: required when PAY_WECHAT_PROVIDER=wechatpay',
      'WECHATPAY_MCH_SERIAL_NO: required when PAY_WECHAT_PROVIDER=wechatpay',
      'WECHATPAY_API_V3_KEY: required when PAY_WECHAT_PROVIDER=wechatpay',
      'WECHATPAY_PUBLIC_KEY_ID: required when PAY_WECHAT_PROVIDER=wechatpay',
    ]);
    expect(problemsOf({ ...env, WECHATPAY_PRIVATE_KEY: 'not a key', WECHATPAY_API_V3_KEY: 'short' })).toEqual([
      'WECHATPAY_API_V3_KEY: must be the 32-character API v3 key',
    ]);
    expect(problemsOf({ ...env, WECHATPAY_PRIVATE_KEY: 'not a key' })).toEqual([
      'WECHATPAY_PRIVATE_KEY: not a readable PEM private key',
    ]);
  });

  it('reads Stripe and Alipay credentials', () => {
    expect(problemsOf({ PAY_CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when PAY_CARD_PROVIDER=stripe',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_live_1' })[0]).toMatch(/^STRIPE_SECRET_KEY:/);
    expect(problemsOf({ PAY_ALIPAY_PROVIDER: 'alipay' })).toEqual([
      'ALIPAY_APP_ID: required when PAY_ALIPAY_PROVIDER=alipay',
      'ALIPAY_PRIVATE_KEY: required when PAY_ALIPAY_PROVIDER=alipay',
      'ALIPAY_PUBLIC_KEY: required when PAY_ALIPAY_PROVIDER=alipay',
    ]);
  });

  it('reads the return origins and refuses what is not an origin', () => {
    expect(load({ PAY_RETURN_ORIGINS: 'https://app.example.com, https://m.example.com/' }).pay.returnOrigins).toEqual([
      'https://app.example.com',
      'https://m.example.com',
    ]);
    expect(problemsOf({ PAY_RETURN_ORIGINS: 'https://app.example.com/pay' })).toEqual([
      'PAY_RETURN_ORIGINS: "https://app.example.com/pay" is not an origin such as https://app.example.com',
    ]);
  });
});
