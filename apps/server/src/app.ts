import cookie from '@fastify/cookie';
import { HEADER } from '@framewise/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { type Config, ConfigError, localProviderProblems } from './config';
import type { Db } from './db';
import { CHANNELS, type Channel, listenForNotifications, noticesArriveAtOnce, ReadCache, subscribe } from './db';
import { registerHealthRoutes } from './health';
import type { AppCaches, AppContext, ModuleRoutes, ResolveUser, UserAnswer } from './http';
import { installErrorHandling, installRequestIds, installRequestLog, requestIdOf } from './http';
import { createLogger, requestLogger } from './logger';
import { installHttpMetrics } from './metrics';
import { moduleRoutes, registerModules } from './modules';
import type { FetchLike } from './modules/auth';
import { type AuthProviders, createAuthProviders, sessionResolver, userTag } from './modules/auth';
import { ensureSecrets } from './secrets';
import { registerTestHooks } from './test-hooks';

const SECURITY_HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
] as const;
/** JSON is data, never a document: nothing it names may load or run, and nothing may frame it. */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The local stand-in pages (sandbox checkout, sign-in) keep their inline markup; they still may not be framed. */
const PAGE_CSP = "frame-ancestors 'none'";

export interface BuildAppOptions {
  config: Config;
  /** Migrated already (main runs migrations before building the app). */
  db: Db;
  /** Defaults to the process logger at config.logLevel (createLogger). */
  logger?: FastifyBaseLogger;
  /** How requests find their user; defaults to the session lookup (cookie ai-qrcode-token or Bearer token). */
  resolveUser?: ResolveUser;
  /** The business clock; defaults to the system clock. */
  now?: () => Date;
  /** Replaces some login providers (tests); the rest come from config. */
  authProviders?: Partial<AuthProviders>;
  /** Outgoing HTTP of the providers (Tencent Cloud, WeChat, OIDC); defaults to the global fetch. */
  fetch?: FetchLike;
  /** Domain modules to register; defaults to every implemented module. */
  modules?: readonly ModuleRoutes[];
}

/** Upper bounds on a cached entry's age, for an invalidation that is ever missed. */
const SESSION_CACHE_TTL_MS = 60_000;
const MEMBERSHIP_CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 50_000;
/** Users' answers (user info, task status, my works) are bytes: fewer of them, and a shorter bound. */
const USER_ANSWER_TTL_MS = 30_000;
const USER_ANSWER_MAX_ENTRIES = 20_000;

/**
 * Sessions, membership and users' finished answers cached in this process. On PostgreSQL other processes change
 * them too: entries die on their NOTIFY, and caching is off whenever the LISTEN connection is down. PGlite is this
 * process alone.
 */
async function readCaches(config: Config, db: Db, app: FastifyInstance): Promise<AppCaches> {
  const listener = config.databaseUrl ? await listenForNotifications(config.databaseUrl, app.log) : null;
  const enabled = listener ? () => listener.live : () => true;
  // Users' answers die on trigger notices (migration 0010): heard on the LISTEN connection, or on PGlite itself.
  // Without either (a PostgreSQL the config does not name, as in unit tests) they are not kept at all.
  const atOnce = listener ? false : await noticesArriveAtOnce(db);
  const noticesHeard = listener ? () => listener.live : () => atOnce;
  // Signed URLs in task answers are served with at least 90 % of their life left.
  const taskAnswerTtl = Math.min(USER_ANSWER_TTL_MS, (config.storage.signedUrlSeconds * 1000) / 10);
  const userAnswers = (channel: Channel, ttlMs: number) =>
    new ReadCache<UserAnswer>({
      channel,
      ttlMs,
      maxEntries: USER_ANSWER_MAX_ENTRIES,
      enabled: noticesHeard,
      tagsOf: (answer) => [answer.user],
    });
  const caches: AppCaches = {
    sessions: new ReadCache({
      channel: CHANNELS.sessions,
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: CACHE_MAX_ENTRIES,
      enabled,
      tagsOf: (session) => [userTag(session.uuid)],
    }),
    membership: new ReadCache({
      channel: CHANNELS.membership,
      ttlMs: MEMBERSHIP_CACHE_TTL_MS,
      maxEntries: CACHE_MAX_ENTRIES,
      enabled,
    }),
    userInfo: userAnswers(CHANNELS.userInfo, USER_ANSWER_TTL_MS),
    userTasks: userAnswers(CHANNELS.userTasks, taskAnswerTtl),
  };
  // A plan change is user info too (grantPlanPeriod publishes it; the plan tables' triggers also notify).
  const unsubscribe = subscribe(CHANNELS.membership, (user) => caches.userInfo.forget(user));
  app.addHook('onClose', async () => {
    unsubscribe();
    caches.sessions.close();
    caches.membership.close();
    caches.userInfo.close();
    caches.userTasks.close();
    await listener?.close();
  });
  return caches;
}

/**
 * Builds the API without listening, so tests drive it with app.inject. Resolves the secrets (generating and
 * storing them outside production when env leaves them unset), then mounts probes, test hooks, modules and the
 * "not available yet" answers for the rest of the contract.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  if (config.testHooks && config.isProduction) throw new Error('Test hooks are never mounted in production');
  const unsafe = localProviderProblems(config);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  const secrets = await ensureSecrets(db, config);

  const app: FastifyInstance = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    // installRequestLog writes one line per request instead of Fastify's two; each request's lines carry its id.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    childLoggerFactory: requestLogger,
    // Per-IP limits read request.ip, which follows X-Forwarded-For only from the proxies named here.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });

  const now = options.now ?? (() => new Date());
  const auth: AuthProviders = {
    ...createAuthProviders(config, { db, secrets, now, log: app.log, fetch: options.fetch }),
    ...options.authProviders,
  };
  const caches = await readCaches(config, db, app);
  const ctx: AppContext = {
    config,
    db,
    secrets,
    now,
    auth,
    caches,
    resolveUser: options.resolveUser ?? sessionResolver(db, now, caches.sessions),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('region', 'cn');
  app.decorateRequest('user', null);

  // Clients compare this with their own clock to compute the offset they add to the request-time header.
  // Callback-style hooks here and in request-id, request-log and metrics: every request runs them, and an async hook
  // costs a promise each.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header(HEADER.serverTime, String(Date.now()));
    // Every answer (JSON, files, the sandbox and sign-in pages): no type sniffing, no framing, no full referrer.
    // A route's own stricter value (stored files: default-src 'none'; sandbox) is kept.
    for (const [name, value] of SECURITY_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) {
      const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      reply.header('content-security-policy', json ? JSON_CSP : PAGE_CSP);
    }
    if (config.isProduction) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
  installRequestIds(app);
  installErrorHandling(app);
  installRequestLog(app);
  installHttpMetrics(app);
  await app.register(cookie, { secret: secrets.sessionSecret });

  registerHealthRoutes(app);
  if (config.testHooks) await registerTestHooks(app);
  const { notAvailable } = await registerModules(app, options.modules ?? moduleRoutes);
  app.log.debug({ calls: notAvailable }, `${notAvailable.length} contract calls answer "not available yet"`);
  return app;
}
