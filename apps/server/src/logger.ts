import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config';
import { logContextFields } from './log-context';

/** Child loggers Fastify made for a request: they carry requestId as a binding already. */
const requestLoggers = new WeakSet<object>();
const REQUEST_BOUND: ReadonlySet<string> = new Set(['requestId']);

/** Fastify's childLoggerFactory: the request's logger, bound to its id (requestIdLogLabel). */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const child = logger.child(bindings, options);
  requestLoggers.add(child);
  return child;
};

/**
 * The process logger (JSON lines on stdout); Fastify uses it for request logs too. Lines written while a request
 * or a task is handled carry its id, whichever logger writes them (log-context.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    // Login tokens travel in these; they must never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    mixin: (line, _level, logger) => logContextFields(line, requestLoggers.has(logger) ? REQUEST_BOUND : undefined),
  };
  return destination ? pino(options, destination) : pino(options);
}
