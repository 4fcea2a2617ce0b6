import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE, STATEMENT_TIMEOUT_MS } from '../db';
import { count, optional, withDefault } from './variable';

/** PostgreSQL connections of each process (PGlite is one connection whatever these say). */
export interface DatabaseConfig {
  poolSize: number;
  statementTimeoutMs: number;
}

/**
 * How many processes `--role api` and `--role worker` run (`--role all`, the default, is always one). API
 * processes share one port through node:cluster. Default: one per core with PostgreSQL; PGlite is the database
 * of one process, so it allows only one.
 */
export interface ProcessesConfig {
  api: number;
  worker: number;
}

/** The database, and how many processes share it. */
export const databaseVariables = {
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string'),
    {
      description:
        'PostgreSQL connection string (postgres://...); unset runs PGlite (embedded, one process only) in DATA_DIR.',
      unset: '(unset: PGlite)',
      secret: true,
    },
  ),
  DB_POOL_SIZE: withDefault(count(1, 200), DEFAULT_POOL_SIZE, {
    description:
      'PostgreSQL connections per process (the database sees processes x this; its max_connections is 100 by default).',
  }),
  DB_STATEMENT_TIMEOUT_MS: withDefault(count(100, 3_600_000), STATEMENT_TIMEOUT_MS, {
    description: 'A statement running longer is cancelled.',
  }),
  API_PROCESSES: optional(count(1, 64), {
    description: 'Processes of `--role api` (one port, node:cluster); more than 1 needs DATABASE_URL.',
    unset: 'cores with PostgreSQL, else 1',
  }),
  WORKER_PROCESSES: optional(count(1, 64), {
    description: 'Processes of `--role worker`; more than 1 needs DATABASE_URL.',
    unset: 'cores with PostgreSQL, else 1',
  }),
};

type DatabaseEnv = z.output<z.ZodObject<typeof databaseVariables>>;

export function readDatabase(e: DatabaseEnv): DatabaseConfig {
  return { poolSize: e.DB_POOL_SIZE, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS };
}

export function readProcesses(e: DatabaseEnv): ProcessesConfig {
  const fallback = e.DATABASE_URL ? availableParallelism() : 1;
  return { api: e.API_PROCESSES ?? fallback, worker: e.WORKER_PROCESSES ?? fallback };
}

/** PGlite lives in one process's memory: a second process would open the same files and corrupt them. */
export function processProblems(config: { databaseUrl: string | undefined; processes: ProcessesConfig }): string[] {
  if (config.databaseUrl) return [];
  return (['api', 'worker'] as const)
    .filter((role) => config.processes[role] > 1)
    .map((role) => `${role.toUpperCase()}_PROCESSES: more than one process needs PostgreSQL (DATABASE_URL)`);
}
