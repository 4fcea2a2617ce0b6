import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_DEFAULT_SECRETS } from './secrets';
import { localProviderProblems } from './stand-ins';
import { load, problemsOf, production, providers, refusedNames, strong } from './testing';

describe('loadConfig', () => {
  it('runs on embedded defaults with no env at all', () => {
    const config = load({});
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
    const config = load({ DATA_DIR: '../shared/data', PORT: '9090' });
    expect(config.dataDir).toBe(path.resolve('/srv/app', '../shared/data'));
    expect(config.publicUrl).toBe('http://localhost:9090');
  });

  it('reads every setting from env and trims the trailing slash of PUBLIC_URL', () => {
    const config = load({
      PORT: '3100',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/framewise',
      DATABASE_URL: 'postgres://fw:pw@db:5432/fw',
      PUBLIC_URL: 'https://api.example.com/',
      ENGINE: 'comfyui',
      STORAGE_DRIVER: 'cos',
      LOG_LEVEL: 'warn',
      FRAMEWISE_TEST_HOOKS: '1',
    });
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
    expect(load({ PORT: '', DATABASE_URL: '', SESSION_SECRET: ' ' })).toMatchObject({
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
    const config = load(production);
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
    expect(load({})).toMatchObject({
      database: { poolSize: 10, statementTimeoutMs: 30_000 },
      processes: { api: 1, worker: 1 },
    });
    const cores = availableParallelism();
    expect(load({ DATABASE_URL: 'postgres://db/fw' }).processes).toEqual({
      api: cores,
      worker: cores,
    });
  });

  it('reads pool size, statement timeout, worker concurrency and process counts from env', () => {
    const config = load({
      DATABASE_URL: 'postgres://db/fw',
      DB_POOL_SIZE: '24',
      DB_STATEMENT_TIMEOUT_MS: '5000',
      WORKER_CONCURRENCY: '3',
      API_PROCESSES: '4',
      WORKER_PROCESSES: '2',
    });
    expect(config.database).toEqual({ poolSize: 24, statementTimeoutMs: 5000 });
    expect(config.generation.worker.concurrency).toBe(3);
    expect(config.processes).toEqual({ api: 4, worker: 2 });
  });

  it('refuses several processes on PGlite, and out-of-range values', () => {
    expect(problemsOf({ API_PROCESSES: '2', WORKER_PROCESSES: '3' })).toEqual([
      'API_PROCESSES: more than one process needs PostgreSQL (DATABASE_URL)',
      'WORKER_PROCESSES: more than one process needs PostgreSQL (DATABASE_URL)',
    ]);
    expect(refusedNames({ DB_POOL_SIZE: '0', DB_STATEMENT_TIMEOUT_MS: '10' })).toEqual([
      'DB_POOL_SIZE',
      'DB_STATEMENT_TIMEOUT_MS',
    ]);
  });
});

describe('points and codes settings', () => {
  it('defaults to 10 daily points, a 5-point share bonus once a day, Shanghai and UTC days', () => {
    const config = load({});
    expect(config.points).toEqual({ dailyPoints: 10, shareBonusPoints: 5, shareBonusPerDay: 1 });
    expect(config.businessTimeZones).toEqual({ cn: 'Asia/Shanghai', global: 'UTC' });
    expect(config.codes).toEqual({ redeemPerUserPerHour: 10, redeemPerIpPerHour: 30 });
  });

  it('reads them from env', () => {
    const config = load({
      DAILY_POINTS: '20',
      BUSINESS_TZ_GLOBAL: 'America/New_York',
      CODE_REDEEM_PER_IP_PER_HOUR: '100',
    });
    expect(config.points.dailyPoints).toBe(20);
    expect(config.businessTimeZones.global).toBe('America/New_York');
    expect(config.codes.redeemPerIpPerHour).toBe(100);
  });

  it.each([
    ['DAILY_POINTS', '-1'],
    ['DAILY_POINTS', 'ten'],
    ['SHARE_BONUS_POINTS', '2.5'],
    ['SHARE_BONUS_PER_DAY', '1000'],
    ['BUSINESS_TZ_CN', 'Mars/Olympus'],
    ['BUSINESS_TZ_GLOBAL', 'GMT+25'],
    ['CODE_REDEEM_PER_USER_PER_HOUR', '0'],
    ['CODE_REDEEM_PER_IP_PER_HOUR', '-3'],
  ])('refuses %s=%s', (name, value) => {
    expect(refusedNames({ [name]: value })).toEqual([name]);
  });
});

describe('server settings', () => {
  it('reads TRUST_PROXY as the proxies’ addresses or CIDRs, never as trust in anyone’s X-Forwarded-For', () => {
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
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
