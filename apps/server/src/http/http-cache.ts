import { HEADER } from '@framewise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FinishedAnswer } from './shared-answers';

/** How long browsers (and shared caches, for anonymous answers) may reuse a public answer without asking. */
export interface HttpCachePolicy {
  maxAgeSeconds: number;
  /** False when the URL alone names the answer (static files with the language in their name). */
  varies?: boolean;
  /** Keep visitors' answers in this process this many seconds (shared-answers.ts); at most maxAgeSeconds. */
  shareSeconds?: number;
}

/**
 * What a public answer depends on besides its URL: the language (cookie or Accept-Language), the region header,
 * and the session cookie (a logged-in viewer may see their own fields).
 */
const VARY = ['cookie', 'accept-language', HEADER.region].join(', ');

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a JSON answer with an ETag of its bytes and a Cache-Control: public with max-age for anonymous viewers,
 * private and revalidated for logged-in ones. A matching If-None-Match gets 304 with no body.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  { json, etag }: FinishedAnswer,
  policy: HttpCachePolicy,
  viewerLoggedIn: boolean,
): FastifyReply {
  reply.header('etag', etag);
  if (policy.varies !== false) reply.header('vary', VARY);
  reply.header(
    'cache-control',
    viewerLoggedIn ? 'private, no-cache' : `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=60`,
  );
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
