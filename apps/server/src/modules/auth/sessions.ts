import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, ReadCache } from '../../db';
import { CHANNELS, publish } from '../../db';
import type { ResolveUser } from '../../http';
import { SESSION_TOKEN_BYTES, SESSION_TTL_MS, TOKEN_COOKIE } from './constants';
import { insertSession, liveSessionRow, revokeSessions } from './repo';

/**
 * Sessions: a 128-bit random token goes to the client (cookie ai-qrcode-token and data.token); the server keeps
 * only its SHA-256, so a leaked database holds no usable token.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
}

/** The token a request presents: `Authorization: Bearer` (non-browser clients) first, then the cookie. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? request.cookies?.[TOKEN_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

export async function createSession(db: Db, userUuid: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    token_hash: hashToken(token),
    user_uuid: userUuid,
    created_at: now,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    revoked_at: null,
  });
  return token;
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await revokeSessions(db, 'token_hash', hashToken(token), now);
  await publish(db, CHANNELS.sessions, hashToken(token));
}

/** Every session of a user (a merged-away account). */
export async function revokeUserSessions(db: Db, userUuid: string, now: Date): Promise<void> {
  await revokeSessions(db, 'user_uuid', userUuid, now);
  await publish(db, CHANNELS.sessions, userTag(userUuid));
}

/** The invalidation name of every session of a user (revokeUserSessions). */
export function userTag(userUuid: string): string {
  return `user:${userUuid}`;
}

function cookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
}

export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(TOKEN_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(config));
}

/**
 * A login: revokes the session the browser presented (so a planted token never becomes a logged-in one), makes a
 * new token, sets the cookie and returns the token for data.token.
 */
export async function startSession(
  db: Db,
  input: { request: FastifyRequest; reply: FastifyReply; config: Config; now: Date },
  userUuid: string,
): Promise<string> {
  const previous = readSessionToken(input.request);
  if (previous) await revokeSession(db, previous, input.now);
  const token = await createSession(db, userUuid, input.now);
  setSessionCookie(input.reply, token, input.config);
  return token;
}

/** A live session's user and end. */
export interface LiveSession {
  uuid: string;
  expiresAt: Date;
}

async function liveSession(db: Db, tokenHash: string, now: Date): Promise<LiveSession | undefined> {
  const row = await liveSessionRow(db, tokenHash, now);
  return row ? { uuid: row.uuid, expiresAt: row.expires_at } : undefined;
}

/**
 * The default ResolveUser of the app: the session named by the request's token. With a cache, live sessions are
 * remembered until they end, are revoked (logout, a merge: published on CHANNELS.sessions) or the cache's TTL.
 */
export function sessionResolver(db: Db, now: () => Date, cache?: ReadCache<LiveSession>): ResolveUser {
  return async (request) => {
    const token = readSessionToken(request);
    if (!token) return null;
    const at = now();
    const hash = hashToken(token);
    const session = cache
      ? await cache.get(hash, at.getTime(), async () => {
          const found = await liveSession(db, hash, at);
          return found && { value: found, validUntil: found.expiresAt.getTime() };
        })
      : await liveSession(db, hash, at);
    return session ? { uuid: session.uuid } : null;
  };
}
