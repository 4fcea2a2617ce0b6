import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * What "nothing changed" is measured by: each table's row count and a hash of its rows, plus the points ledger's
 * sum per kind. Tables in `attemptTables` only have their count compared: a refused code or login records the
 * attempt by design (that record is the rate limit's memory).
 */
export interface StateSnapshot {
  tables: Record<string, { rows: number; hash: string }>;
  ledger: Record<string, number>;
}

/** Tables a refused attempt may legitimately update (attempt counters), never grow. */
const ATTEMPT_COUNTER_TABLES = new Set(['sms_codes']);
/** Tables that are the record of attempts themselves: a refused code redemption adds its row. */
export const ATTEMPT_LOG_TABLES = new Set(['code_attempts']);

async function tableNames(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.rows.map((r) => r.name);
}

const tableLists = new WeakMap<Db, Promise<string[]>>();

/** One round trip: every table's count and row hash, then the ledger's sums. */
export async function snapshotState(db: Db): Promise<StateSnapshot> {
  if (!tableLists.has(db)) tableLists.set(db, tableNames(db));
  const names = await tableLists.get(db)!;
  const parts = names.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.table(name)} t`,
  );
  const counted = await sql<{ name: string; rows: string; hash: string }>`${sql.join(parts, sql` union all `)}`.execute(
    db,
  );
  const tables: StateSnapshot['tables'] = {};
  for (const { name, rows, hash } of counted.rows) {
    tables[name] = { rows: Number(rows), hash: ATTEMPT_COUNTER_TABLES.has(name) ? '' : hash };
  }
  const ledger = await sql<{ kind: string; total: string }>`
    select kind, coalesce(sum(amount), 0) as total from point_entries group by kind`.execute(db);
  return { tables, ledger: Object.fromEntries(ledger.rows.map((r) => [r.kind, Number(r.total)])) };
}

/** The tables and ledger kinds that differ, described for a failure message; empty when nothing changed. */
export function stateChanges(before: StateSnapshot, after: StateSnapshot, allowLogs = false): string[] {
  const changes: string[] = [];
  for (const [name, was] of Object.entries(before.tables)) {
    const now = after.tables[name];
    if (allowLogs && ATTEMPT_LOG_TABLES.has(name)) continue;
    if (!now || now.rows !== was.rows) changes.push(`${name}: ${was.rows} -> ${now?.rows} rows`);
    else if (now.hash !== was.hash) changes.push(`${name}: rows changed`);
  }
  for (const kind of new Set([...Object.keys(before.ledger), ...Object.keys(after.ledger)])) {
    if (before.ledger[kind] !== after.ledger[kind]) {
      changes.push(`ledger ${kind}: ${before.ledger[kind] ?? 0} -> ${after.ledger[kind] ?? 0}`);
    }
  }
  return changes;
}
