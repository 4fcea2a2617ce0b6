// Prometheus metrics: what is counted (registry.ts, database-gauges.ts), the HTTP timings hook and the scrape port.
export { addDatabaseGauges } from './database-gauges';
export { installHttpMetrics, UNMATCHED_ROUTE } from './http';
export { httpDuration, paymentFulfilments, processMetrics, taskDuration, taskFailures } from './registry';
export {
  clusterMetrics,
  localMetrics,
  type MetricsAddress,
  type MetricsSource,
  reportToPrimary,
  serveMetrics,
} from './serve';
