import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { relayTriggerNotices } from './notifications';
import type { Database, Db } from './schema';

/** Which database to open: PostgreSQL by URL, or PGlite in a directory (null: in memory, for tests). */
export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string /** Unqualified table names resolve here (tests isolate per schema). */;
      searchPath?: string;
      /** Connections of this process's pool (DB_POOL_SIZE; default DEFAULT_POOL_SIZE). */
      poolSize?: number;
      /** Longest a statement may run (DB_STATEMENT_TIMEOUT_MS; default STATEMENT_TIMEOUT_MS). */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string | null };

/** The settings that choose the database (config's databaseUrl, dataDir and database; config/database.ts). */
export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  database: { poolSize: number; statementTimeoutMs: number };
}

export function databaseTarget(config: DatabaseSettings): DatabaseTarget {
  if (config.databaseUrl) {
    const { poolSize, statementTimeoutMs } = config.database;
    return { kind: 'postgres', url: config.databaseUrl, poolSize, statementTimeoutMs };
  }
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export interface OpenOptions {
  /** Errors of idle pooled PostgreSQL connections (server restart, network); without a listener they crash. */
  onPoolError?: (error: Error) => void;
}

/** A runaway query, or a transaction left open by a stuck request, ends instead of holding locks and connections. */
export const STATEMENT_TIMEOUT_MS = 30_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/**
 * Connections per process. On a 2-core database host a handful of active connections already saturates the CPU;
 * more only queue inside PostgreSQL. With N processes the database sees N x this (max_connections is 100 by default).
 */
export const DEFAULT_POOL_SIZE = 10;

/** The settings every PostgreSQL connection starts with (libpq `options`). */
export function sessionOptions(searchPath?: string, statementTimeoutMs = STATEMENT_TIMEOUT_MS): string {
  return [
    `-c statement_timeout=${statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    ...(searchPath ? [`-c search_path=${searchPath}`] : []),
  ].join(' ');
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
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    await relayTriggerNotices(pglite);
    return db;
  }
  if (target.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(target.searchPath)) {
    throw new Error(`Invalid schema name for search_path: ${target.searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: 10_000,
    options: sessionOptions(target.searchPath, target.statementTimeoutMs),
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens for errors only on idle clients: a connection cut while checked out between two queries (a
  // transaction awaiting other work when PostgreSQL restarts) would emit 'error' unheard and crash the process.
  // Heard here, its next query fails, and the pool discards it when it is released with that error.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** One round trip to the database (the readiness probe); throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
