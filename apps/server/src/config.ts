import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration, read once from the environment. Every value has a default that runs the embedded setup
 * (PGlite in ./data, local engine, local storage) so `npm start` needs no env at all.
 */
export interface Config {
  port: number;
  host: string;
  /** Absolute; a relative DATA_DIR is resolved against the process cwd. */
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** Where browsers reach this API (no trailing slash). */
  publicUrl: string;
  engine: Engine;
  storageDriver: StorageDriver;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Mounts /api/test/* routes. Never true in production (loadConfig refuses it). */
  testHooks: boolean;
  logLevel: LogLevel;
  /** From env; when undefined outside production, ensureSecrets generates one and keeps it in the database. */
  sessionSecret: string | undefined;
  signingSecret: string | undefined;
}

export const ENGINES = ['local', 'comfyui'] as const;
export type Engine = (typeof ENGINES)[number];
export const STORAGE_DRIVERS = ['local', 'cos', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MIN_SECRET_LENGTH = 32;

/**
 * Values that appear in examples and docs. Production refuses them even though they are long enough, because
 * anyone who read the docs knows them.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'change-me-to-a-random-string-of-at-least-32-characters',
  'replace-with-a-long-random-secret-value-for-production',
  'framewise-development-secret-do-not-use-in-production',
  '00000000000000000000000000000000',
  'secretsecretsecretsecretsecretsecret',
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string'),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  ENGINE: optional(z.enum(ENGINES)),
  STORAGE_DRIVER: optional(z.enum(STORAGE_DRIVERS)),
  NODE_ENV: optional(z.enum(NODE_ENVS)),
  FRAMEWISE_TEST_HOOKS: optional(z.enum(['0', '1'])),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  SESSION_SECRET: optional(z.string()),
  SIGNING_SECRET: optional(z.string()),
});

/** Reads and validates the configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const port = e.PORT ?? 8080;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const config: Config = {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    engine: e.ENGINE ?? 'local',
    storageDriver: e.STORAGE_DRIVER ?? 'local',
    nodeEnv,
    isProduction,
    testHooks: e.FRAMEWISE_TEST_HOOKS === '1',
    logLevel: e.LOG_LEVEL ?? 'info',
    sessionSecret: e.SESSION_SECRET,
    signingSecret: e.SIGNING_SECRET,
  };
  if (isProduction) {
    const problems = productionProblems(config);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return config;
}

function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.testHooks) problems.push('FRAMEWISE_TEST_HOOKS: test hooks are never allowed in production');
  for (const [name, value] of [
    ['SESSION_SECRET', config.sessionSecret],
    ['SIGNING_SECRET', config.signingSecret],
  ] as const) {
    if (value === undefined) problems.push(`${name}: required in production`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name}: must be at least ${MIN_SECRET_LENGTH} characters in production`);
    else if (KNOWN_DEFAULT_SECRETS.includes(value))
      problems.push(`${name}: is a published example value; generate a random one`);
  }
  if (config.sessionSecret !== undefined && config.sessionSecret === config.signingSecret)
    problems.push('SIGNING_SECRET: must differ from SESSION_SECRET');
  return problems;
}
