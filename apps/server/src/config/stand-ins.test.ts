import { describe, expect, it } from 'vitest';
import { localProviderProblems } from './stand-ins';
import { load, problemsOf, production } from './testing';

describe('secure defaults (local stand-ins only when chosen)', () => {
  it('lists every stand-in a missing setting would run, and the start refuses without LOCAL_PROVIDERS', () => {
    const config = load({});
    expect(config.localProviders).toBe(false);
    expect(config.standIns.map((s) => s.split(/[= ]/)[0])).toEqual([
      'SMS_PROVIDER',
      'CAPTCHA_PROVIDER',
      'WECHAT_PROVIDER',
      'PAY_WECHAT_PROVIDER',
      'PAY_ALIPAY_PROVIDER',
      'GOOGLE_CLIENT_ID',
      'PAY_CARD_PROVIDER',
    ]);
    const [problem] = localProviderProblems(config);
    expect(problem).toContain('SMS_PROVIDER=tencent');
    expect(problem).toContain('PAY_CARD_PROVIDER=stripe or off');
    expect(problem).toContain('LOCAL_PROVIDERS=1');
    expect(config.secureCookies).toBe(true);
  });

  it('runs the stand-ins when chosen by the flag or by name, with plain cookies only on local http', () => {
    const local = load({ LOCAL_PROVIDERS: '1' });
    expect(localProviderProblems(local)).toEqual([]);
    expect(local.secureCookies).toBe(false);
    expect(load({ LOCAL_PROVIDERS: '1', PUBLIC_URL: 'https://dev.example.com' }).secureCookies).toBe(true);
    const byName = load({
      REGION: 'cn',
      SMS_PROVIDER: 'console',
      CAPTCHA_PROVIDER: 'off',
      WECHAT_PROVIDER: 'sandbox',
      PAY_WECHAT_PROVIDER: 'sandbox',
      PAY_ALIPAY_PROVIDER: 'off',
    });
    expect(byName.standIns).toEqual([]);
    expect(localProviderProblems(byName)).toEqual([]);
    expect(byName.pay.wechat.provider).toBe('sandbox');
  });

  it('never allows the flag in production', () => {
    expect(problemsOf({ ...production, LOCAL_PROVIDERS: '1' })).toContain(
      'LOCAL_PROVIDERS: local stand-in providers are never allowed in production',
    );
    expect(load(production)).toMatchObject({ standIns: [], secureCookies: true });
  });
});
