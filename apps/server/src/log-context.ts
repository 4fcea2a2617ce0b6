import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fields every log line written inside a unit of work carries, whichever logger writes it: the request id while
 * an HTTP request is handled (http/request-id.ts), the task id while a worker runs a task (worker/run-task.ts).
 * Services log through the app's logger, not the request's, so the id travels with the async context instead.
 */
export interface LogContext {
  requestId?: string;
  task?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs fn with these fields added to every log line it (and what it awaits) writes. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, fn);
}

/**
 * pino's mixin: the context's fields, minus those the line names itself (pino lets the line's own win, but a
 * field bound on a child logger would otherwise appear twice).
 */
export function logContextFields(line: object, bound: ReadonlySet<string> = new Set()): Partial<LogContext> {
  const store = storage.getStore();
  if (!store) return {};
  const fields: Partial<LogContext> = {};
  for (const [key, value] of Object.entries(store) as [keyof LogContext, string][]) {
    if (value !== undefined && !(key in line) && !bound.has(key)) fields[key] = value;
  }
  return fields;
}
