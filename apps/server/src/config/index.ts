import path from 'node:path';
import { REGIONS, type Region } from '@framewise/contracts';
import { z } from 'zod';
import {
  type DatabaseConfig,
  databaseVariables,
  type ProcessesConfig,
  processProblems,
  readDatabase,
  readProcesses,
} from './database';
import { type Engine, engineVariables, type GenerationConfig, readGeneration } from './engine';
import { type LogLevel, loggingVariables } from './logging';
import { type AuthConfig, loginProductionProblems, loginVariables, readLogin } from './login';
import { type PayConfig, payVariables, readPay } from './pay';
import {
  type CodesConfig,
  type PointsConfig,
  pointsVariables,
  readBusinessTimeZones,
  readCodes,
  readPoints,
} from './points';
import { secretProblems, secretVariables } from './secrets';
import { type NodeEnv, parseTrustProxy, serverProductionProblems, serverVariables, type TrustProxy } from './server';
import { readSms, smsVariables } from './sms';
import { standInsOf } from './stand-ins';
import { readStorage, type StorageConfig, type StorageDriver, storageProblems, storageVariables } from './storage';
import { type ConfigVariable, describeVariables } from './variable';

export type { Lane } from './engine';

export type { AuthConfig } from './login';
export type { AlipayCredentials, StripeCredentials, WechatPayCredentials } from './pay';
export type { SmsTemplateParam, TencentCredentials } from './sms';
export { localProviderProblems } from './stand-ins';
export { STORAGE_TOKEN_MAX_SECONDS, type StorageConfig } from './storage';
export type { ConfigVariable } from './variable';

/**
 * Server configuration, read once from the environment. Every variable is declared once, in its domain's file
 * (name, schema, default, description, secret or not); docs/configuration.md is generated from those declarations.
 * Every value has a default that runs the embedded setup (PGlite in ./data, local engine, local storage), so
 * `npm start` needs no env at all.
 */
export interface Config {
  port: number;
  host: string;
  /** Absolute; a relative DATA_DIR is resolved against the process cwd. */
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  database: DatabaseConfig;
  processes: ProcessesConfig;
  /** Where browsers reach this API (no trailing slash). */
  publicUrl: string;
  engine: Engine;
  storageDriver: StorageDriver;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Mounts /api/test/* routes. Never true in production (loadConfig refuses it). */
  testHooks: boolean;
  /**
   * LOCAL_PROVIDERS=1: providers left unset run their local stand-ins. `npm start`, the e2e suite and tests set
   * it; without it a start with any stand-in chosen by an unset setting is refused (localProviderProblems).
   */
  localProviders: boolean;
  /** The unset settings whose local stand-in runs, each with what to set instead. */
  standIns: readonly string[];
  /** Session and login cookies carry Secure: always, except for local providers on a plain-http PUBLIC_URL. */
  secureCookies: boolean;
  logLevel: LogLevel;
  /** From env; when undefined outside production, ensureSecrets generates one and keeps it in the database. */
  sessionSecret: string | undefined;
  signingSecret: string | undefined;
  storage: StorageConfig;
  /** The regions this deployment serves. */
  regions: readonly Region[];
  /** Which proxies may set X-Forwarded-For (per-IP limits read the client address through it). */
  trustProxy: TrustProxy;
  auth: AuthConfig;
  /** Where a business day and month start for each region's users. */
  businessTimeZones: Readonly<Record<Region, string>>;
  points: PointsConfig;
  codes: CodesConfig;
  generation: GenerationConfig;
  pay: PayConfig;
  /** Make the gallery's example works on the first start (modules/examples). */
  seedExamples: boolean;
  /** Where this role's Prometheus metrics are served; undefined turns them off. */
  metrics: { host: string; port: number } | undefined;
  shutdownDelayMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The variables of each domain, in the order docs/configuration.md lists them. */
const DOMAINS = [
  ['Server', serverVariables],
  ['Secrets', secretVariables],
  ['Database and processes', databaseVariables],
  ['Storage', storageVariables],
  ['Phone login: SMS and captcha', smsVariables],
  ['WeChat and Google login', loginVariables],
  ['Points and codes', pointsVariables],
  ['Engine and workers', engineVariables],
  ['Payments', payVariables],
  ['Logs and metrics', loggingVariables],
] as const;

const envSchema = z.object({
  ...serverVariables,
  ...secretVariables,
  ...databaseVariables,
  ...storageVariables,
  ...smsVariables,
  ...loginVariables,
  ...pointsVariables,
  ...engineVariables,
  ...payVariables,
  ...loggingVariables,
});

/** Every environment variable the server reads, with its domain, description, default and secrecy. */
export function configVariables(): ConfigVariable[] {
  return DOMAINS.flatMap(([domain, shape]) => describeVariables(domain, shape));
}

/** Reads and validates the configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const authProblems: string[] = [];
  const payProblems: string[] = [];
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    database: readDatabase(e),
    processes: readProcesses(e),
    publicUrl,
    engine: e.ENGINE,
    storageDriver: e.STORAGE_DRIVER,
    nodeEnv: e.NODE_ENV,
    isProduction,
    testHooks: e.FRAMEWISE_TEST_HOOKS === '1',
    localProviders: e.LOCAL_PROVIDERS === '1',
    standIns: isProduction ? [] : standInsOf(e),
    secureCookies: isProduction || e.LOCAL_PROVIDERS !== '1' || publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET,
    signingSecret: e.SIGNING_SECRET,
    storage: readStorage(e, isProduction),
    regions: e.REGION ? [e.REGION] : REGIONS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    auth: { ...readSms(e, authProblems), ...readLogin(e, publicUrl, authProblems) },
    businessTimeZones: readBusinessTimeZones(e),
    points: readPoints(e),
    codes: readCodes(e),
    generation: readGeneration(e),
    pay: readPay(e, { publicUrl, nodeEnv: e.NODE_ENV, isProduction }, payProblems),
    seedExamples: e.SEED_EXAMPLES !== '0',
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  };
  const problems = [
    ...processProblems(config),
    ...storageProblems(config),
    ...authProblems,
    ...payProblems,
    ...(isProduction
      ? [
          ...serverProductionProblems(config),
          ...secretProblems(config),
          ...loginProductionProblems(config.auth, config.regions),
        ]
      : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
