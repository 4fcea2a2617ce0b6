import { pino } from 'pino';
import type { Config } from './config';

/** The process logger (JSON lines on stdout); Fastify uses it for request logs too. */
export function createLogger(config: Pick<Config, 'logLevel'>) {
  return pino({
    level: config.logLevel,
    // Login tokens travel in these; they must never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
