import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, KNOWN_DEFAULT_SECRETS, loadConfig, localProviderProblems } from './config';

const strong = (c: string) => c.repeat(40);
// Production needs real login providers for every region it serves (both when REGION is unset).
const providers = {
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
const production = { ...providers, NODE_ENV: 'production', SESSION_SECRET: strong('s'), SIGNING_SECRET: strong('t') };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected loadConfig to refuse this configuration');
}

describe('loadConfig', () => {
  it('runs on embedded defaults with no env at all', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      engine: 'local',
      storageDriver: 'local',
      nodeEnv: 'development',
      isProduction: false,
      testHooks: false,
      logLevel: 'info',
      sessionSecret: undefined,
      signingSecret: undefined,
    });
  });

  it('resolves DATA_DIR against the cwd and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: '../shared/data', PORT: '9090' }, '/srv/app');
    expect(config.dataDir).toBe(path.resolve('/srv/app', '../shared/data'));
    expect(config.publicUrl).toBe('http://localhost:9090');
  });

  it('reads every setting from env and trims the trailing slash of PUBLIC_URL', () => {
    const config = loadConfig(
      {
        PORT: '3100',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/framewise',
        DATABASE_URL: 'postgres://fw:pw@db:5432/fw',
        PUBLIC_URL: 'https://api.example.com/',
        ENGINE: 'comfyui',
        STORAGE_DRIVER: 'cos',
        LOG_LEVEL: 'warn',
        FRAMEWISE_TEST_HOOKS: '1',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      dataDir: '/var/lib/framewise',
      databaseUrl: 'postgres://fw:pw@db:5432/fw',
      publicUrl: 'https://api.example.com',
      engine: 'comfyui',
      storageDriver: 'cos',
      logLevel: 'warn',
      testHooks: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SESSION_SECRET: ' ' }, '/srv/app')).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      sessionSecret: undefined,
    });
  });

  it('names every invalid variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', ENGINE: 'magic', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'ENGINE', 'LOG_LEVEL', 'PORT']);
  });

  it('accepts production with strong, distinct secrets', () => {
    const config = loadConfig(production, '/srv/app');
    expect(config.isProduction).toBe(true);
    expect(config.sessionSecret).toBe(strong('s'));
  });

  it('refuses production without secrets', () => {
    expect(problemsOf({ ...providers, NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: required in production',
      'SIGNING_SECRET: required in production',
    ]);
  });

  it('refuses short, published or shared secrets in production', () => {
    expect(problemsOf({ ...production, SESSION_SECRET: 'short-secret' })).toEqual([
      'SESSION_SECRET: must be at least 32 characters in production',
    ]);
    expect(problemsOf({ ...production, SIGNING_SECRET: KNOWN_DEFAULT_SECRETS[0]! })).toEqual([
      'SIGNING_SECRET: is a published example value; generate a random one',
    ]);
    expect(problemsOf({ ...production, SIGNING_SECRET: production.SESSION_SECRET })).toEqual([
      'SIGNING_SECRET: must differ from SESSION_SECRET',
    ]);
  });

  it('refuses test hooks in production', () => {
    expect(problemsOf({ ...production, FRAMEWISE_TEST_HOOKS: '1' })).toEqual([
      'FRAMEWISE_TEST_HOOKS: test hooks are never allowed in production',
    ]);
  });
});

describe('database and process settings', () => {
  it('defaults to a pool of 10, a 30 s statement timeout and one process per core with PostgreSQL', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({
      database: { poolSize: 10, statementTimeoutMs: 30_000 },
      processes: { api: 1, worker: 1 },
    });
    const cores = availableParallelism();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/fw' }, '/srv/app').processes).toEqual({
      api: cores,
      worker: cores,
    });
  });

  it('reads pool size, statement timeout, worker concurrency and process counts from env', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://db/fw',
        DB_POOL_SIZE: '24',
        DB_STATEMENT_TIMEOUT_MS: '5000',
        WORKER_CONCURRENCY: '3',
        API_PROCESSES: '4',
        WORKER_PROCESSES: '2',
      },
      '/srv/app',
    );
    expect(config.database).toEqual({ poolSize: 24, statementTimeoutMs: 5000 });
    expect(config.generation.worker.concurrency).toBe(3);
    expect(config.processes).toEqual({ api: 4, worker: 2 });
  });

  it("reads the local engine's video size, 720 px short side unless set", () => {
    expect(loadConfig({}, '/srv/app').generation.localVideoShortSide).toBe(720);
    expect(loadConfig({ LOCAL_VIDEO_SHORT_SIDE: '360' }, '/srv/app').generation.localVideoShortSide).toBe(360);
    expect(problemsOf({ LOCAL_VIDEO_SHORT_SIDE: '10' }).map((p) => p.split(':')[0])).toEqual([
      'LOCAL_VIDEO_SHORT_SIDE',
    ]);
  });

  it('refuses several processes on PGlite, and out-of-range values', () => {
    expect(problemsOf({ API_PROCESSES: '2', WORKER_PROCESSES: '3' })).toEqual([
      'API_PROCESSES: more than one process needs PostgreSQL (DATABASE_URL)',
      'WORKER_PROCESSES: more than one process needs PostgreSQL (DATABASE_URL)',
    ]);
    expect(problemsOf({ DB_POOL_SIZE: '0', DB_STATEMENT_TIMEOUT_MS: '10' }).map((p) => p.split(':')[0])).toEqual([
      'DB_POOL_SIZE',
      'DB_STATEMENT_TIMEOUT_MS',
    ]);
  });
});

describe('login provider settings', () => {
  it('defaults to the embedded stand-ins: console SMS, no captcha, WeChat sandbox, development sign-in', () => {
    const { auth, regions, trustProxy } = loadConfig({}, '/srv/app');
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
    const { auth } = loadConfig({ ...providers, PUBLIC_URL: 'https://framewise.ai/', GOOGLE_ISSUER: undefined }, '/x');
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
    expect(problemsOf({ SMS_PROVIDER: 'tencent' }).map((p) => p.split(':')[0])).toEqual([
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
    const base = { NODE_ENV: 'production', SESSION_SECRET: strong('s'), SIGNING_SECRET: strong('t') };
    expect(problemsOf({ ...base, REGION: 'global' })).toEqual([
      'GOOGLE_CLIENT_ID: Google credentials are required in production (REGION global)',
    ]);
    expect(problemsOf({ ...base, REGION: 'cn' })).toEqual([
      'SMS_PROVIDER: must be tencent in production (REGION cn)',
      'CAPTCHA_PROVIDER: must be tencent in production (REGION cn)',
      'WECHAT_PROVIDER: must be open in production (REGION cn)',
    ]);
    expect(problemsOf({ ...production, GOOGLE_ISSUER: 'http://issuer.example' })).toEqual([
      'GOOGLE_ISSUER: must be https in production',
    ]);
    const globalOnly = {
      ...base,
      REGION: 'global',
      GOOGLE_CLIENT_ID: providers.GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: providers.GOOGLE_CLIENT_SECRET,
    };
    expect(loadConfig(globalOnly, '/srv/app').regions).toEqual(['global']);
  });

  it('reads TRUST_PROXY as the proxies’ addresses or CIDRs, never as trust in anyone’s X-Forwarded-For', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/x').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }, '/x').trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', '2', 'every one', '10.0.0.0/33', 'proxy.example.com']) {
      expect(problemsOf({ TRUST_PROXY: value })[0], value).toMatch(/^TRUST_PROXY: the proxies' addresses or CIDRs/);
    }
  });
});

describe('secure defaults (local stand-ins only when chosen)', () => {
  it('lists every stand-in a missing setting would run, and the start refuses without LOCAL_PROVIDERS', () => {
    const config = loadConfig({}, '/srv/app');
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
    const local = loadConfig({ LOCAL_PROVIDERS: '1' }, '/srv/app');
    expect(localProviderProblems(local)).toEqual([]);
    expect(local.secureCookies).toBe(false);
    expect(loadConfig({ LOCAL_PROVIDERS: '1', PUBLIC_URL: 'https://dev.example.com' }, '/x').secureCookies).toBe(true);
    const byName = loadConfig(
      {
        REGION: 'cn',
        SMS_PROVIDER: 'console',
        CAPTCHA_PROVIDER: 'off',
        WECHAT_PROVIDER: 'sandbox',
        PAY_WECHAT_PROVIDER: 'sandbox',
        PAY_ALIPAY_PROVIDER: 'off',
      },
      '/srv/app',
    );
    expect(byName.standIns).toEqual([]);
    expect(localProviderProblems(byName)).toEqual([]);
    expect(byName.pay.wechat.provider).toBe('sandbox');
  });

  it('never allows the flag in production', () => {
    expect(problemsOf({ ...production, LOCAL_PROVIDERS: '1' })).toContain(
      'LOCAL_PROVIDERS: local stand-in providers are never allowed in production',
    );
    expect(loadConfig(production, '/srv/app')).toMatchObject({ standIns: [], secureCookies: true });
  });
});
