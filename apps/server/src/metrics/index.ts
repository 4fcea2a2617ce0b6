// Prometheus metrics: what is counted (registry.ts, database-gauges.ts), the HTTP timings hook and the scrape port.
export { addDatabaseGauges } from './database-gauges';
export { installHttpMetrics } from './http';
export { paymentFulfilments, processMetrics, taskDuration, taskFailures } from './registry';
export { clusterMetrics, localMetrics, reportToPrimary, serveMetrics } from './serve';
