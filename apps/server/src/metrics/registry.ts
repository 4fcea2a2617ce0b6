import { Counter, Histogram, Registry } from 'prom-client';

/**
 * This process's own measurements, counted where they happen. Several processes of a role (node:cluster) are
 * added up by their primary (serve.ts); values derived from the database at scrape time live in
 * database-gauges.ts instead, since every process would report the same rows.
 */
export const processMetrics = new Registry();

/** Latency of every answer by route pattern (`/api/works/:id`, never the raw URL: ids would explode the series). */
export const httpDuration = new Histogram({
  name: 'framewise_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and HTTP status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

/** One run of a claimed task (outcome done, failed, retry, lost or released) by the product tool. */
export const taskDuration = new Histogram({
  name: 'framewise_task_run_duration_seconds',
  help: 'Time a worker spent on one run of a generation task, by tool and outcome',
  labelNames: ['tool', 'outcome'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600, 1800],
  registers: [processMetrics],
});

/** Runs that failed: for good (refunded) or for now (retried later). */
export const taskFailures = new Counter({
  name: 'framewise_task_failures_total',
  help: 'Generation task runs that failed, by tool and outcome (failed: final and refunded; retry: tried again later)',
  labelNames: ['tool', 'outcome'] as const,
  registers: [processMetrics],
});

/** Every fulfilment attempt (notify, webhook, poll, return page, reconciliation) by what it found. */
export const paymentFulfilments = new Counter({
  name: 'framewise_payment_fulfilments_total',
  help: 'Payment proofs handled, by provider and outcome (fulfilled, already, mismatch, superseded, unknown)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processMetrics],
});
