import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_DEFAULT_SECRETS } from './secrets';
import { load, problemsOf, production, providers, strong } from './testing';

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
