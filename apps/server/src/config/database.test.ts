import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { load, problemsOf, refusedNames } from './testing';

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
