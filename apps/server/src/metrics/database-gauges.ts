import { ORDER_STATUS, TASK_STATUS } from '@framewise/contracts';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db';
import { ledgerByKind, ordersByProviderAndStatus, tasksByLane } from './gauges-repo';

/** Lane numbers stored on tasks, by name (config LANES order: fast 0, normal 1, relax 2). */
const LANE_NAMES = ['fast', 'normal', 'relax'] as const;
const laneName = (lane: number) => LANE_NAMES[lane] ?? String(lane);
const ORDER_STATUS_NAMES = new Map(
  Object.entries(ORDER_STATUS).map(([name, code]) => [code as number, name.toLowerCase()]),
);

/**
 * Values read from the database when Prometheus scrapes: the same for every process, exact whichever process
 * wrote the rows, and right after a restart. Aggregated with 'max' so a cluster's primary reports them once
 * instead of adding up each child's copy.
 */
export function addDatabaseGauges(registry: Registry, db: Db): void {
  const laneGauge = (name: string, help: string, status: number) =>
    new Gauge({
      name,
      help,
      labelNames: ['lane'] as const,
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const rows = await tasksByLane(db, status);
        this.reset();
        for (const lane of LANE_NAMES) this.set({ lane }, 0);
        for (const row of rows) this.set({ lane: laneName(row.lane) }, Number(row.n));
      },
    });
  laneGauge(
    'framewise_queue_depth',
    'Generation tasks waiting in the queue (claimable now or after a retry delay), by lane',
    TASK_STATUS.QUEUED,
  );
  laneGauge('framewise_tasks_running', 'Generation tasks a worker holds a lease on, by lane', TASK_STATUS.PROCESSING);
  // The ledger is append-only, so these only grow: rate() works on them as on counters.
  const ledgerPoints = new Gauge({
    name: 'framewise_ledger_points',
    help: 'Sum of points of every ledger entry, by kind (grant, charge, refund, expire)',
    labelNames: ['kind'] as const,
    aggregator: 'max',
    registers: [registry],
  });
  new Gauge({
    name: 'framewise_ledger_entries',
    help: 'Ledger entries written, by kind (grant, charge, refund, expire)',
    labelNames: ['kind'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const rows = await ledgerByKind(db);
      this.reset();
      ledgerPoints.reset();
      for (const row of rows) {
        this.set({ kind: row.kind }, Number(row.n));
        ledgerPoints.set({ kind: row.kind }, Number(row.points ?? 0));
      }
    },
  });
  new Gauge({
    name: 'framewise_orders',
    help: 'Payment orders by provider and status',
    labelNames: ['provider', 'status'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const rows = await ordersByProviderAndStatus(db);
      this.reset();
      for (const row of rows)
        this.set(
          { provider: String(row.provider), status: ORDER_STATUS_NAMES.get(row.status) ?? String(row.status) },
          Number(row.n),
        );
    },
  });
}
