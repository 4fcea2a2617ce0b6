import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { withLogContext } from '../log-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy or client may name a request by: letters, digits and `_ . : -`, 8 to 128 of them (UUIDs, trace ids,
 * load balancer ids). Anything else (too long, spaces, quotes, line breaks) could forge or break log lines, so it is
 * replaced by an id of our own.
 */
const WELL_FORMED = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when well-formed, else a fresh UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

function isErrorEnvelope(payload: unknown): payload is { code: number; msg: string; requestId?: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, msg } = payload as { code?: unknown; msg?: unknown };
  return typeof code === 'number' && code !== 0 && typeof msg === 'string';
}

/**
 * Every answer names its request (X-Request-Id), every error envelope carries the id ({code, data, msg,
 * requestId}) for a user to quote to support, and every log line written while the request is handled carries it
 * (the log context, read by the logger's mixin).
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => withLogContext({ requestId: request.id }, done));
  app.addHook('preSerialization', (request, _reply, payload, done) =>
    done(
      null,
      isErrorEnvelope(payload) && payload.requestId === undefined ? { ...payload, requestId: request.id } : payload,
    ),
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}
