import { type Language, pickLanguage } from '@framewise/i18n/messages';
import type { FastifyRequest } from 'fastify';

/** The language to answer this request's messages in: the client's language cookie, then Accept-Language, then zh. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
}
