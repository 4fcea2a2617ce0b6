import type { Db } from '../db';

// The counts the database gauges read at each scrape (database-gauges.ts).

/** Live tasks of one status, by lane. */
export async function tasksByLane(db: Db, status: number) {
  return db
    .selectFrom('tasks')
    .select(['lane', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', '=', status)
    .where('deleted_at', 'is', null)
    .groupBy('lane')
    .execute();
}

/** Ledger entries and their points, by kind. */
export async function ledgerByKind(db: Db) {
  return db
    .selectFrom('point_entries')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('amount').as('points')])
    .groupBy('kind')
    .execute();
}

/** Payment orders by provider and status. */
export async function ordersByProviderAndStatus(db: Db) {
  return db
    .selectFrom('orders')
    .select(['provider', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['provider', 'status'])
    .execute();
}
