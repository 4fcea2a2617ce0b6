import { ErrorCode } from '@framewise/contracts';
import { isMessageKey, translateMessage } from '@framewise/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, describeZodError, SERVER_ERROR_MSG } from './errors';
import { requestLanguage } from './language';
import { isUnavailable } from './unavailable';

/**
 * HTTP status policy: under /api/ every answer is HTTP 200 with the envelope, because the shared client rejects
 * any other status before reading the body (spec section 7); the business code says what happened. Outside
 * /api/ (probes, unknown paths) real statuses are used since browsers and orchestrators read those.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

interface Failure {
  code: number;
  msg: string;
  /** The message key behind msg, when there is one: what clients decide on (msg is for people). */
  key?: string;
  status: number;
}

function toFailure(error: unknown, request: FastifyRequest): Failure | undefined {
  // AppError messages may be keys; plain texts pass through translateMessage unchanged.
  if (error instanceof AppError) {
    const msg = translateMessage(error.message, requestLanguage(request));
    return { code: error.code, msg, ...(isMessageKey(error.message) && { key: error.message }), status: 400 };
  }
  if (error instanceof z.ZodError) {
    return {
      code: ErrorCode.BAD_REQUEST,
      msg: describeZodError(error, { language: requestLanguage(request) }),
      status: 400,
    };
  }
  // Fastify's own client errors (bad JSON, wrong content type, body too large) carry safe, specific messages.
  // Only those: another library's 4xx (a storage provider's 403 text, an SDK's error) is logged, never shown.
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const fastifyCode = (error as { code?: unknown }).code;
  const ownClientError = typeof fastifyCode === 'string' && fastifyCode.startsWith('FST_');
  if (ownClientError && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const code = statusCode === 429 ? ErrorCode.RATE_LIMITED : ErrorCode.BAD_REQUEST;
    return { code, msg: (error as Error).message, status: statusCode };
  }
  if (isUnavailable(error)) {
    request.log.warn({ err: error }, 'dependency unavailable; answered 503');
    const key = 'serverErrors.service.unavailable';
    return { code: ErrorCode.UNAVAILABLE, msg: translateMessage(key, requestLanguage(request)), key, status: 503 };
  }
  return undefined;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    let failure = toFailure(error, request);
    if (!failure) {
      request.log.error({ err: error }, 'request failed');
      failure = { code: ErrorCode.INTERNAL, msg: SERVER_ERROR_MSG, status: 500 };
    }
    return reply
      .status(isApiRequest(request) ? 200 : failure.status)
      .send({ code: failure.code, data: null, msg: failure.msg, ...(failure.key && { key: failure.key }) });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply
      .status(isApiRequest(request) ? 200 : 404)
      .send({ code: ErrorCode.NOT_FOUND, data: null, msg: `Not found: ${request.method} ${path}` });
  });
}
