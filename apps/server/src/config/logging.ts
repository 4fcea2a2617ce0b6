import { z } from 'zod';
import { optional, withDefault } from './variable';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Logs and metrics. */
export const loggingVariables = {
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS), 'info', {
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
  }),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535), {
    description:
      "Serves this role's Prometheus metrics at GET /metrics on this port (the primary adds up its processes); unset: no metrics. Give each role on a host its own port.",
    unset: '(unset: off)',
  }),
  METRICS_HOST: withDefault(z.string(), '127.0.0.1', {
    description: 'Address the metrics port listens on: keep it loopback or a network only the monitoring reaches.',
  }),
};
