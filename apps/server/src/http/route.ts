import {
  type CallContract,
  decodeRequestTime,
  type Envelope,
  ErrorCode,
  HEADER,
  REGIONS,
  REQUEST_TIME_WINDOW_MS,
  type Region,
  VALIDATION,
} from '@framewise/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from './context';
import { AppError, badInput, describeZodError } from './errors';
import { type HttpCachePolicy, sendCacheable } from './http-cache';
import { requestLanguage } from './language';
import { finishAnswer, sharedAnswersOf } from './shared-answers';
import { containsUnsavableText } from './unsavable-text';
import { forgetUserAnswers, type UserAnswerCaches, userAnswerKey } from './user-answers';

/** Registers one domain's routes (src/modules/<domain>/routes.ts), usually with registerCall. */
export type ModuleRoutes = (app: FastifyInstance) => void | Promise<void>;

export const STALE_REQUEST_MSG = 'Request expired, please check your clock and retry';
export const LOGIN_REQUIRED_MSG = 'Please log in';
const JSON_TYPE = 'application/json; charset=utf-8';

type QuerySchema<C> = C extends CallContract<infer Q, z.ZodType, z.ZodType> ? Q : never;
type BodySchema<C> = C extends CallContract<z.ZodType, infer B, z.ZodType> ? B : never;
type DataSchema<C> = C extends CallContract<z.ZodType, z.ZodType, infer D> ? D : never;

/** Who calls, by the contract's auth: login-only calls always have a user, calls without auth never do. */
export type UserOf<C extends CallContract> = C['auth'] extends 'required'
  ? SessionUser
  : C['auth'] extends 'none'
    ? null
    : SessionUser | null;

export interface CallInput<C extends CallContract> {
  /** The parsed query (undefined when the contract declares none). */
  query: z.output<QuerySchema<C>>;
  /** The parsed JSON body (undefined when the contract declares none). */
  body: z.output<BodySchema<C>>;
  /** The caller: typed non-null on login-only calls (auth 'required'), null on 'none' (registerCall checks it). */
  user: UserOf<C>;
  region: Region;
  request: FastifyRequest;
  reply: FastifyReply;
  /** With a userCache: the answer stays true until this time (ms) at most; 0 keeps it not at all. */
  keepUntil(ms: number): void;
}

/** A login-only call, for helpers generic over several of them. */
export type LoginCall = CallContract & { auth: 'required' };

/** The input of a login-only call as a generic helper sees it (UserOf stays unresolved for a type parameter). */
export type LoginCallInput<C extends LoginCall> = CallInput<C> & { user: SessionUser };

/** Returns the envelope's `data`; throw AppError for business failures. */
export type CallHandler<C extends CallContract> = (
  input: CallInput<C>,
) => z.input<DataSchema<C>> | Promise<z.input<DataSchema<C>>>;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Refuses requests whose time header is missing, undecodable, or outside the accepted window. */
export function checkRequestTime(request: FastifyRequest, now = Date.now()): void {
  const sent = decodeRequestTime(headerValue(request, HEADER.requestTime));
  if (sent === undefined || Math.abs(now - sent) > REQUEST_TIME_WINDOW_MS) {
    throw new AppError(ErrorCode.STALE_REQUEST, STALE_REQUEST_MSG);
  }
}

/** The region header: 'cn' when absent; an unknown value is refused rather than guessed. */
export function readRegion(request: FastifyRequest): Region {
  const raw = headerValue(request, HEADER.region)?.trim();
  if (!raw) return 'cn';
  const region = REGIONS.find((r) => r === raw);
  if (!region) {
    throw new AppError(ErrorCode.BAD_REQUEST, `Unknown region "${raw}" in ${HEADER.region}: expected cn or global`);
  }
  return region;
}

export interface CallOptions {
  /** Public answers: ETag, Cache-Control and 304 on If-None-Match (errors are never cached). */
  httpCache?: HttpCachePolicy;
  /**
   * Logged-in answers kept per user in this process as finished bytes, in the AppCaches cache named here (emptied
   * for the user by that channel's notices and by the user's own write calls); the handler may bound an entry's life
   * with keepUntil.
   */
  userCache?: keyof UserAnswerCaches;
}

/**
 * Serves one contract call: request-time header, region, auth, then the contract's query/body schemas, and wraps
 * the handler's result in `{code: 0, data, msg: 'ok'}` after checking it against the contract's data schema
 * (which also strips fields the contract does not declare, so internals never leak). Anything thrown goes to the
 * central error handler.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  // Apps built without buildApp (route tests) have no ctx: the instance itself owns the cache then.
  const shared = sharedAnswersOf(app.ctx ?? app);
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply): Promise<Envelope<z.output<DataSchema<C>>> | FastifyReply> => {
      checkRequestTime(request);
      const region = readRegion(request);
      request.region = region;
      if (contract.regions && !contract.regions.includes(region)) {
        throw new AppError(ErrorCode.NOT_FOUND, `Not offered in this region: ${contract.summary}`);
      }
      if (contract.auth !== 'none') {
        request.user = await app.ctx.resolveUser(request);
        if (contract.auth === 'required' && !request.user) {
          throw new AppError(ErrorCode.UNAUTHORIZED, LOGIN_REQUIRED_MSG);
        }
      }
      if (containsUnsavableText(request.query) || containsUnsavableText(request.body)) {
        throw new AppError(ErrorCode.BAD_REQUEST, VALIDATION.unsavableCharacter);
      }
      const query = contract.query?.safeParse(request.query ?? {});
      if (query && !query.success) throw badInput(query.error, 'query', requestLanguage(request));
      const body = contract.body?.safeParse(request.body);
      if (body && !body.success) throw badInput(body.error, 'body', requestLanguage(request));

      const share = options.httpCache?.shareSeconds && request.user === null ? shared : undefined;
      const shareKey = share && `${request.url}\n${requestLanguage(request)}\n${region}`;
      const kept = shareKey ? share.get(shareKey, Date.now()) : undefined;
      if (kept && options.httpCache) return sendCacheable(request, reply, kept, options.httpCache, false);

      let keepUntil = Number.POSITIVE_INFINITY;
      const run = async () => {
        const result = await handler({
          query: query?.data as z.output<QuerySchema<C>>,
          body: body?.data as z.output<BodySchema<C>>,
          // Checked above: a 'required' call has refused a visitor, a 'none' call has not resolved anyone.
          user: (request.user ?? null) as UserOf<C>,
          region,
          request,
          reply,
          keepUntil: (ms) => {
            keepUntil = Math.min(keepUntil, ms);
          },
        });
        const data = contract.data.safeParse(result);
        if (!data.success) {
          // A server bug, not the client's fault: log the details, answer the generic 500.
          throw new Error(
            `Answer of ${contract.method} ${contract.path} breaks its contract: ${describeZodError(data.error)}`,
          );
        }
        return { code: ErrorCode.OK, data: data.data as z.output<DataSchema<C>>, msg: 'ok' };
      };

      const userCache = options.userCache && request.user && app.ctx?.caches?.[options.userCache];
      if (userCache && request.user) {
        const user = request.user.uuid;
        const key = userAnswerKey(user, request.url, region, requestLanguage(request));
        const mine = await userCache.get(key, app.ctx.now().getTime(), async () => ({
          value: { ...finishAnswer(await run()), user },
          validUntil: keepUntil,
        }));
        if (mine && options.httpCache) return sendCacheable(request, reply, mine, options.httpCache, true);
        return reply.type(JSON_TYPE).send(mine?.json);
      }

      const envelope = await run();
      // A write may change what visitors see: they get fresh answers from this process at once.
      if (contract.method !== 'GET') {
        shared.clear();
        if (request.user) forgetUserAnswers(app.ctx?.caches, request.user.uuid);
      }
      if (!options.httpCache) return envelope;
      const answer = finishAnswer(envelope);
      if (shareKey) share.set(shareKey, answer, Date.now() + (options.httpCache.shareSeconds ?? 0) * 1000);
      return sendCacheable(request, reply, answer, options.httpCache, request.user !== null);
    },
  });
}
