import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Config } from '../config';
import type { Database, Db } from './schema';

/** Which database to open: PostgreSQL by URL, or PGlite in a directory (null: in memory, for tests). */
export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string /** Unqualified table names resolve here (tests isolate per schema). */;
      searchPath?: string;
    }
  | { kind: 'pglite'; dataDir: string | null };

export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export interface OpenOptions {
  /** Errors of idle pooled PostgreSQL connections (server restart, network); without a listener they crash. */
  onPoolError?: (error: Error) => void;
}

/**
 * Opens the one Kysely instance of the process. `db.destroy()` closes it (the PGlite dialect closes PGlite,
 * the PostgreSQL dialect ends the pool). PGlite is a single connection: concurrent queries wait in turn.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Db> {
  if (target.kind === 'pglite') {
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    await pglite.waitReady;
    return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  }
  if (target.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(target.searchPath)) {
    throw new Error(`Invalid schema name for search_path: ${target.searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
