import { createPrivateKey, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { REGIONS, type Region } from '@framewise/contracts';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE, STATEMENT_TIMEOUT_MS } from './db/open';

/**
 * Server configuration, read once from the environment. Every value has a default that runs the embedded setup
 * (PGlite in ./data, local engine, local storage) so `npm start` needs no env at all.
 */
export interface Config {
  port: number;
  host: string;
  /** Absolute; a relative DATA_DIR is resolved against the process cwd. */
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  database: DatabaseConfig;
  processes: ProcessesConfig;
  /** Where browsers reach this API (no trailing slash). */
  publicUrl: string;
  engine: Engine;
  storageDriver: StorageDriver;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Mounts /api/test/* routes. Never true in production (loadConfig refuses it). */
  testHooks: boolean;
  /**
   * LOCAL_PROVIDERS=1: providers left unset run their local stand-ins (console SMS, no captcha, sandbox WeChat,
   * development Google sign-in, sandbox payments). `npm start`, the e2e suite and tests set it; without it a
   * start with any stand-in chosen by an unset setting is refused (localProviderProblems).
   */
  localProviders: boolean;
  /** The unset settings whose local stand-in runs, each with what to set instead. */
  standIns: readonly string[];
  /** Session and login cookies carry Secure: always, except for local providers on a plain-http PUBLIC_URL. */
  secureCookies: boolean;
  logLevel: LogLevel;
  /** From env; when undefined outside production, ensureSecrets generates one and keeps it in the database. */
  sessionSecret: string | undefined;
  signingSecret: string | undefined;
  storage: StorageConfig;
  /** REGION: the regions this deployment serves; both when unset (the embedded default serves both apps). */
  regions: readonly Region[];
  /** TRUST_PROXY: which proxies may set X-Forwarded-For (per-IP limits read the client address through it). */
  trustProxy: TrustProxy;
  auth: AuthConfig;
  /** BUSINESS_TZ_CN / BUSINESS_TZ_GLOBAL: where a business day and month start for each region's users. */
  businessTimeZones: Readonly<Record<Region, string>>;
  points: PointsConfig;
  codes: CodesConfig;
  generation: GenerationConfig;
  pay: PayConfig;
  /** SEED_EXAMPLES (default 1): make the gallery's example works on the first start (modules/examples). */
  seedExamples: boolean;
  /** METRICS_PORT / METRICS_HOST: where this role's Prometheus metrics are served; undefined turns them off. */
  metrics: { host: string; port: number } | undefined;
  /** SHUTDOWN_DELAY_MS: after SIGTERM, how long readiness answers 503 before the API stops taking requests. */
  shutdownDelayMs: number;
}

/** PostgreSQL connections of each process (PGlite is one connection whatever these say). */
export interface DatabaseConfig {
  /** DB_POOL_SIZE: pooled connections per process (default 10). */
  poolSize: number;
  /** DB_STATEMENT_TIMEOUT_MS: a statement running longer is cancelled (default 30 s). */
  statementTimeoutMs: number;
}

/**
 * How many processes `--role api` and `--role worker` run (`--role all`, the default, is always one). API
 * processes share one port through node:cluster. Default: one per core with PostgreSQL; PGlite is the database
 * of one process, so it allows only one.
 */
export interface ProcessesConfig {
  /** API_PROCESSES */
  api: number;
  /** WORKER_PROCESSES */
  worker: number;
}

/** Free points (issue 5): granted per business day, lazily on the user's first request of that day. */
export interface PointsConfig {
  /** DAILY_POINTS: current-day points every user gets at 00:00 business time. */
  dailyPoints: number;
  /** SHARE_BONUS_POINTS: current-day points for sharing to a group chat. */
  shareBonusPoints: number;
  /** SHARE_BONUS_PER_DAY: how many shares a day earn the bonus. */
  shareBonusPerDay: number;
}

/** Gift / activation code redemption limits, counted in the database over a rolling hour (failed tries too). */
export interface CodesConfig {
  redeemPerUserPerHour: number;
  redeemPerIpPerHour: number;
}

export const WECHAT_PAY_PROVIDERS = ['off', 'sandbox', 'wechatpay'] as const;
export const ALIPAY_PROVIDERS = ['off', 'sandbox', 'alipay'] as const;
export const CARD_PROVIDERS = ['off', 'sandbox', 'stripe'] as const;

/** WeChat Pay API v3 merchant credentials (public-key mode: the platform key WeChat Pay shows with its id). */
export interface WechatPayCredentials {
  mchId: string;
  /** App id of Native and H5 orders (the website or official account bound to the merchant). */
  appId: string;
  /** App id of JSAPI orders (official account or mini program whose openids pay); defaults to appId. */
  jsapiAppId: string;
  /** Serial number of the merchant API certificate, sent with every request. */
  serialNo: string;
  /** The merchant API private key (PEM). */
  privateKey: string;
  /** 32-character API v3 key: decrypts notify resources. */
  apiV3Key: string;
  /** Wechatpay-Serial of the platform public key (PUB_KEY_ID_...). */
  platformKeyId: string;
  platformPublicKey: string;
  apiBase: string;
}

export interface AlipayCredentials {
  appId: string;
  /** The application private key (PEM or bare base64, PKCS1 or PKCS8). */
  privateKey: string;
  /** Alipay's public key: verifies notifies and answers. */
  alipayPublicKey: string;
  gateway: string;
}

export interface StripeCredentials {
  secretKey: string;
  /** whsec_...: verifies Stripe-Signature of webhook events. */
  webhookSecret: string;
}

/**
 * Payments (issue 6): one provider per channel, each 'off', the embedded 'sandbox' (the default outside
 * production, refused in production) or the real one with its credentials.
 */
export interface PayConfig {
  /** PAY_WECHAT_PROVIDER. */
  wechat: { provider: 'off' | 'sandbox' } | ({ provider: 'wechatpay' } & WechatPayCredentials);
  /** PAY_ALIPAY_PROVIDER. */
  alipay: { provider: 'off' | 'sandbox' } | ({ provider: 'alipay' } & AlipayCredentials);
  /** PAY_CARD_PROVIDER (overseas card checkout). */
  card: { provider: 'off' | 'sandbox' } | ({ provider: 'stripe' } & StripeCredentials);
  /** PAY_RETURN_URL: the app's payment result page when a client names none (default PUBLIC_URL/pay-result). */
  returnUrl: string;
  /** PAY_RETURN_ORIGINS: app origins a client may name as its return page, besides returnUrl's and PUBLIC_URL's. */
  returnOrigins: readonly string[];
  /** PAY_RECONCILE_INTERVAL_S: how often pending orders are checked with their provider; 0 turns it off. */
  reconcileIntervalSeconds: number;
  /** PAY_RECONCILE_AFTER_MIN: orders pending longer than this are checked. */
  reconcileAfterMinutes: number;
}

/** Queue lanes in claim order: fast first, relax (unlimited) last. */
export const LANES = ['fast', 'normal', 'relax'] as const;
export type Lane = (typeof LANES)[number];

/** Generation (issue 7): which engine runs jobs and how this process's workers take them from the queue. */
export interface GenerationConfig {
  /** COMFYUI_URL: the ComfyUI server of ENGINE=comfyui (default ComfyUI's own http://127.0.0.1:8188). */
  comfyuiUrl: string;
  /** LOCAL_VIDEO_SHORT_SIDE: short side in pixels of the local engine's drawn videos (default 720). */
  localVideoShortSide: number;
  worker: {
    /** WORKER_CONCURRENCY: slots that take tasks of every lane in WORKER_LANES, in lane order. */
    concurrency: number;
    /** WORKER_FAST_SLOTS: extra slots that take only fast tasks, so a fast task never waits behind a long one. */
    fastSlots: number;
    /** WORKER_LANES: the lanes the general slots take (default all three). */
    lanes: readonly Lane[];
    /** WORKER_LEASE_SECONDS: a claimed task is another worker's to take if not renewed for this long. */
    leaseSeconds: number;
    /** WORKER_POLL_MS: how often an idle slot looks for work (tasks submitted in this process wake it at once). */
    pollMs: number;
    /** WORKER_MAX_ATTEMPTS: runs of a task before a transient failure becomes final (and is refunded). */
    maxAttempts: number;
    /** WORKER_RETRY_BASE_SECONDS: first retry delay; each further retry doubles it (capped at 1 hour). */
    retryBaseSeconds: number;
  };
}

/** The business time zone of each region when env leaves it unset. */
export const DEFAULT_BUSINESS_TIME_ZONES: Readonly<Record<Region, string>> = { cn: 'Asia/Shanghai', global: 'UTC' };

/** false: use the socket address; a number: trust that many hops; a list: trust these addresses or CIDRs. */
export type TrustProxy = boolean | number | string[];

export const SMS_PROVIDERS = ['console', 'tencent'] as const;
export const CAPTCHA_PROVIDERS = ['off', 'tencent'] as const;
export const WECHAT_PROVIDERS = ['sandbox', 'open'] as const;
/** Tencent SMS template parameters, in template order ({1}, {2} ...). */
export const SMS_TEMPLATE_PARAMS = ['code', 'minutes'] as const;
export type SmsTemplateParam = (typeof SMS_TEMPLATE_PARAMS)[number];
export const GOOGLE_DEFAULT_ISSUER = 'https://accounts.google.com';

export interface TencentCredentials {
  secretId: string;
  secretKey: string;
}

/** Login providers, each chosen by env; the defaults run everything locally (console SMS, no captcha, sandboxes). */
export interface AuthConfig {
  /** TENCENT_SECRET_ID / TENCENT_SECRET_KEY: an API key pair (CAM) used for SMS and captcha. */
  tencent: TencentCredentials | undefined;
  sms:
    | { provider: 'console' }
    | {
        provider: 'tencent';
        sdkAppId: string;
        signName: string;
        templateId: string;
        templateParams: readonly SmsTemplateParam[];
        region: string;
      };
  captcha: { provider: 'off' } | { provider: 'tencent'; captchaAppId: number; appSecretKey: string };
  wechat:
    | { provider: 'sandbox' }
    | {
        provider: 'open';
        /** Open Platform website application: QR connect login. */
        openAppId: string;
        openAppSecret: string;
        /** Official account: H5 authorisation (openid) and the JS-SDK ticket. */
        mpAppId: string;
        mpAppSecret: string;
      };
  google:
    | { mode: 'oidc'; issuer: string; clientId: string; clientSecret: string; redirectUri: string }
    /** No credentials outside production: a clearly labelled development sign-in page replaces Google. */
    | { mode: 'development' };
}

/** Tencent COS regions the product stores in. */
export const STORAGE_REGIONS = { shanghai: 'ap-shanghai', beijing: 'ap-beijing' } as const;
export type StorageRegionName = keyof typeof STORAGE_REGIONS;
/** COS refuses temporary credentials valid longer than this for our use; the issue caps them at 30 min. */
export const STORAGE_TOKEN_MAX_SECONDS = 1800;

/** Object storage: buckets, where they are read, upload limits. Shared by every storage driver. */
export interface StorageConfig {
  /** COS region id (ap-shanghai, ap-beijing); the local driver reports it too. */
  region: (typeof STORAGE_REGIONS)[StorageRegionName];
  buckets: {
    /** General uploads and generated works; read only through signed URLs. */
    private: string;
    /** Avatars and other world-readable files. */
    public: string;
    inpaintImage: string;
    inpaintVideo: string;
  };
  /**
   * Where each bucket's objects are read, ending in '/': object URL = base + key. Relative bases resolve against
   * the page's origin (the apps proxy /api to this server); unset ones default per driver.
   */
  cdn: { private: string | undefined; public: string | undefined };
  /** Permanent COS API keys: STS hands out temporary ones from them; the server signs and deletes with them. */
  cos: { secretId: string | undefined; secretKey: string | undefined };
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Audio uploads (lip-sync voice tracks): size, and length in seconds (the local lip-sync's longest output). */
  maxAudioBytes: number;
  maxAudioSeconds: number;
  /** Longest side of an uploaded image in pixels; avatars have their own limit. */
  maxImageSide: number;
  maxAvatarSide: number;
  /** Upload credentials lifetime (at most STORAGE_TOKEN_MAX_SECONDS). */
  tokenSeconds: number;
  /** Lifetime of a signed URL for a private object. */
  signedUrlSeconds: number;
}

export const ENGINES = ['local', 'comfyui'] as const;
export type Engine = (typeof ENGINES)[number];
export const STORAGE_DRIVERS = ['local', 'cos', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MIN_SECRET_LENGTH = 32;

/**
 * Values that appear in examples and docs. Production refuses them even though they are long enough, because
 * anyone who read the docs knows them.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'change-me-to-a-random-string-of-at-least-32-characters',
  'replace-with-a-long-random-secret-value-for-production',
  'framewise-development-secret-do-not-use-in-production',
  '00000000000000000000000000000000',
  'secretsecretsecretsecretsecretsecret',
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

// COS bucket names are lowercase letters, digits and '-' (name-APPID); the local driver uses them as folder names.
const bucketName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be lowercase letters, digits and -');
// An absolute http(s) URL or a path starting with '/'; stored with exactly one trailing '/'.
const cdnBase = z
  .string()
  .regex(/^(https?:\/\/[^/?#\s]+|\/)[^?#\s]*$/, 'must be an http(s) URL or a path starting with /')
  .transform((v) => `${v.replace(/\/+$/, '')}/`);

const MB = 1024 * 1024;

// An IANA zone name the runtime knows (Intl refuses unknown ones).
const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Shanghai or UTC');
const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A variable's entry in docs/configuration.md (written from this schema by `pnpm --filter @framewise/server config:doc`). */
const about = (description: string, fallback: string) => ({ description, default: fallback });

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)).meta(
    about('API port (all API processes of a host share it).', '8080'),
  ),
  HOST: optional(z.string()).meta(about('Address the API listens on.', '0.0.0.0')),
  DATA_DIR: optional(z.string()).meta(
    about(
      'PGlite data (without DATABASE_URL), local storage files and work folders of running tasks; relative to the working directory.',
      './data',
    ),
  ),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string'),
  ).meta(
    about(
      'PostgreSQL connection string (postgres://...); unset runs PGlite (embedded, one process only) in DATA_DIR.',
      '(unset: PGlite)',
    ),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })).meta(
    about(
      "The API's public address, as browsers reach it (signed URLs, payment return and notify URLs, OAuth redirects).",
      'http://localhost:PORT',
    ),
  ),
  ENGINE: optional(z.enum(ENGINES)).meta(
    about(
      'Media engine: `local` (sharp, ffmpeg, ESRGAN on this machine) or `comfyui` (GPU workers, docs/gpu-workers.md).',
      'local',
    ),
  ),
  STORAGE_DRIVER: optional(z.enum(STORAGE_DRIVERS)).meta(
    about(
      'Object storage: `local` (files in DATA_DIR, signed URLs served by the API) or `cos` (Tencent COS); `s3` is refused in this build.',
      'local',
    ),
  ),
  NODE_ENV: optional(z.enum(NODE_ENVS)).meta(
    about('`production` refuses default secrets, test hooks, local stand-ins and sandboxes.', 'development'),
  ),
  LOCAL_PROVIDERS: optional(z.enum(['0', '1'])).meta(
    about(
      '`1` runs the local stand-in of every provider left unset (console SMS, sandbox payments, development sign-in). Refused in production.',
      '(unset)',
    ),
  ),
  FRAMEWISE_TEST_HOOKS: optional(z.enum(['0', '1'])).meta(
    about('`1` mounts the test-only routes under /api/test (never in production).', '(unset)'),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).meta(
    about('pino log level: fatal, error, warn, info, debug, trace or silent.', 'info'),
  ),
  SESSION_SECRET: optional(z.string()).meta(
    about(
      'Signs session cookies; at least 32 random characters in production (outside it, generated once and kept in the database).',
      '(generated outside production)',
    ),
  ),
  SIGNING_SECRET: optional(z.string()).meta(
    about(
      'Signs storage URLs and other tokens; must differ from SESSION_SECRET; same rules.',
      '(generated outside production)',
    ),
  ),
  STORAGE_REGION: optional(z.enum(Object.keys(STORAGE_REGIONS) as [StorageRegionName, ...StorageRegionName[]])).meta(
    about('COS region: `shanghai` (ap-shanghai) or `beijing` (ap-beijing).', 'shanghai in production, else beijing'),
  ),
  STORAGE_BUCKET_PRIVATE: optional(bucketName).meta(
    about(
      'Bucket of uploads and generated works, read only through signed URLs (COS names end in -APPID).',
      'framewise-private (framewise-test-private outside production)',
    ),
  ),
  STORAGE_BUCKET_PUBLIC: optional(bucketName).meta(
    about(
      'Bucket of avatars and other world-readable files; must differ from the private one.',
      'framewise-public (framewise-test-public outside production)',
    ),
  ),
  STORAGE_BUCKET_INPAINT: optional(bucketName).meta(
    about('Bucket of inpainting image uploads.', 'STORAGE_BUCKET_PRIVATE'),
  ),
  STORAGE_BUCKET_INPAINT_VIDEO: optional(bucketName).meta(
    about('Bucket of inpainting video uploads.', 'STORAGE_BUCKET_INPAINT'),
  ),
  STORAGE_CDN_PRIVATE: optional(cdnBase).meta(
    about(
      'Where private objects are read (http(s) URL or path starting with /); object URL = base + key.',
      "(the driver's own)",
    ),
  ),
  STORAGE_CDN_PUBLIC: optional(cdnBase).meta(about('Where public objects are read, as above.', "(the driver's own)")),
  COS_SECRET_ID: optional(z.string()).meta(
    about(
      'Permanent COS API key id: STS temporary upload credentials are made from it; required with STORAGE_DRIVER=cos in production.',
      '(unset)',
    ),
  ),
  COS_SECRET_KEY: optional(z.string()).meta(about('Permanent COS API key secret, with COS_SECRET_ID.', '(unset)')),
  STORAGE_MAX_IMAGE_MB: optional(z.coerce.number().positive().max(100)).meta(about('Largest image upload in MB.', '5')),
  STORAGE_MAX_VIDEO_MB: optional(z.coerce.number().positive().max(1024)).meta(
    about('Largest video upload in MB.', '30'),
  ),
  STORAGE_MAX_AUDIO_MB: optional(z.coerce.number().positive().max(1024)).meta(
    about('Largest audio upload (lip-sync voice) in MB.', '20'),
  ),
  STORAGE_MAX_AUDIO_SECONDS: optional(z.coerce.number().positive().max(3600)).meta(
    about('Longest audio upload in seconds.', '60'),
  ),
  STORAGE_TOKEN_SECONDS: optional(z.coerce.number().int().min(60).max(STORAGE_TOKEN_MAX_SECONDS)).meta(
    about('Lifetime of upload credentials in seconds (60 to 1800).', '1800'),
  ),
  STORAGE_SIGNED_URL_SECONDS: optional(z.coerce.number().int().min(60).max(86_400)).meta(
    about('Lifetime of a signed URL of a private object in seconds.', '900'),
  ),
  REGION: optional(z.enum(REGIONS as [Region, ...Region[]])).meta(
    about(
      "`cn` or `global` limits a deployment to one region's providers and users; unset serves both (the embedded default).",
      '(unset: both)',
    ),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .refine(
        (raw) => raw === 'false' || raw.split(',').every((entry) => isProxyAddress(entry.trim())),
        "the proxies' addresses or CIDRs, e.g. 10.0.0.0/8,127.0.0.1 (true and hop counts would trust X-Forwarded-For from anyone)",
      ),
  ).meta(
    about(
      "The proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal) whose X-Forwarded-For is trusted for per-IP limits.",
      '(unset: none)',
    ),
  ),
  TENCENT_SECRET_ID: optional(z.string()).meta(
    about('Tencent Cloud API key id (CAM) used for SMS and captcha.', '(unset)'),
  ),
  TENCENT_SECRET_KEY: optional(z.string()).meta(
    about('Tencent Cloud API key secret, with TENCENT_SECRET_ID.', '(unset)'),
  ),
  SMS_PROVIDER: optional(z.enum(SMS_PROVIDERS)).meta(
    about('`console` prints login codes to the log (not in production) or `tencent` sends them.', 'console'),
  ),
  TENCENT_SMS_APP_ID: optional(z.string().regex(/^\d+$/, 'the numeric SmsSdkAppId')).meta(
    about('The numeric SmsSdkAppId (SMS_PROVIDER=tencent).', '(unset)'),
  ),
  TENCENT_SMS_SIGN_NAME: optional(z.string()).meta(
    about('The approved SMS signature (SMS_PROVIDER=tencent).', '(unset)'),
  ),
  TENCENT_SMS_TEMPLATE_ID: optional(z.string().regex(/^\d+$/, 'the numeric template id')).meta(
    about('The numeric id of the login code template (SMS_PROVIDER=tencent).', '(unset)'),
  ),
  TENCENT_SMS_TEMPLATE_PARAMS: optional(
    z
      .string()
      .transform((v) => v.split(',').map((p) => p.trim()))
      .pipe(z.array(z.enum(SMS_TEMPLATE_PARAMS)).min(1)),
  ).meta(about("The template's parameters in order, from `code` and `minutes`.", 'code,minutes')),
  TENCENT_SMS_REGION: optional(z.string().regex(/^[a-z]+-[a-z]+$/, 'a region such as ap-guangzhou')).meta(
    about('Tencent Cloud region of the SMS API.', 'ap-guangzhou'),
  ),
  CAPTCHA_PROVIDER: optional(z.enum(CAPTCHA_PROVIDERS)).meta(
    about('`off` (not in production) or `tencent`: the slider captcha before an SMS code is sent.', 'off'),
  ),
  TENCENT_CAPTCHA_APP_ID: optional(z.coerce.number().int().positive()).meta(
    about('The numeric CaptchaAppId (CAPTCHA_PROVIDER=tencent).', '(unset)'),
  ),
  TENCENT_CAPTCHA_APP_SECRET_KEY: optional(z.string()).meta(
    about('The captcha AppSecretKey (CAPTCHA_PROVIDER=tencent).', '(unset)'),
  ),
  WECHAT_PROVIDER: optional(z.enum(WECHAT_PROVIDERS)).meta(
    about(
      '`sandbox` (a local page confirms any WeChat login; not in production) or `open` (WeChat Open Platform).',
      'sandbox',
    ),
  ),
  WECHAT_OPEN_APP_ID: optional(z.string()).meta(
    about('Open Platform website application id: QR code login (WECHAT_PROVIDER=open).', '(unset)'),
  ),
  WECHAT_OPEN_APP_SECRET: optional(z.string()).meta(about('Its secret.', '(unset)')),
  WECHAT_MP_APP_ID: optional(z.string()).meta(
    about('Official account app id: login and openid inside WeChat (WECHAT_PROVIDER=open).', '(unset)'),
  ),
  WECHAT_MP_APP_SECRET: optional(z.string()).meta(about('Its secret.', '(unset)')),
  GOOGLE_CLIENT_ID: optional(z.string()).meta(
    about('Google OAuth client id; unset outside production runs a development sign-in page instead.', '(unset)'),
  ),
  GOOGLE_CLIENT_SECRET: optional(z.string()).meta(
    about('Google OAuth client secret, with GOOGLE_CLIENT_ID.', '(unset)'),
  ),
  GOOGLE_ISSUER: optional(z.url({ protocol: /^https?$/ })).meta(
    about('OpenID Connect issuer (https in production).', 'https://accounts.google.com'),
  ),
  GOOGLE_REDIRECT_URI: optional(z.url({ protocol: /^https?$/ })).meta(
    about('Where Google sends the browser back.', 'PUBLIC_URL/passport/google/callback'),
  ),
  BUSINESS_TZ_CN: optional(timeZone).meta(
    about(
      'IANA time zone where the business day and month of cn users start (daily points, monthly plans).',
      'Asia/Shanghai',
    ),
  ),
  BUSINESS_TZ_GLOBAL: optional(timeZone).meta(about('The same for global users.', 'UTC')),
  DAILY_POINTS: optional(count(0, 100_000)).meta(
    about("Current-day points every user gets per business day (on the day's first request).", '10'),
  ),
  SHARE_BONUS_POINTS: optional(count(0, 100_000)).meta(about('Current-day points for sharing to a group chat.', '5')),
  SHARE_BONUS_PER_DAY: optional(count(0, 100)).meta(about('How many shares a day earn the bonus.', '1')),
  CODE_REDEEM_PER_USER_PER_HOUR: optional(count(1, 10_000)).meta(
    about('Code redemptions (failed tries too) a user may make per rolling hour.', '10'),
  ),
  CODE_REDEEM_PER_IP_PER_HOUR: optional(count(1, 10_000)).meta(
    about('Code redemptions an IP address may make per rolling hour.', '30'),
  ),
  COMFYUI_URL: optional(z.url({ protocol: /^https?$/ })).meta(
    about('The ComfyUI server of ENGINE=comfyui.', 'http://127.0.0.1:8188'),
  ),
  LOCAL_VIDEO_SHORT_SIDE: optional(count(144, 2160)).meta(
    about(
      'Short side in pixels of the videos the local engine draws (text and image to video); smaller renders faster.',
      '720',
    ),
  ),
  DB_POOL_SIZE: optional(count(1, 200)).meta(
    about(
      'PostgreSQL connections per process (the database sees processes x this; its max_connections is 100 by default).',
      '10',
    ),
  ),
  DB_STATEMENT_TIMEOUT_MS: optional(count(100, 3_600_000)).meta(
    about('A statement running longer is cancelled.', '30000'),
  ),
  API_PROCESSES: optional(count(1, 64)).meta(
    about(
      'Processes of `--role api` (one port, node:cluster); more than 1 needs DATABASE_URL.',
      'cores with PostgreSQL, else 1',
    ),
  ),
  WORKER_PROCESSES: optional(count(1, 64)).meta(
    about('Processes of `--role worker`; more than 1 needs DATABASE_URL.', 'cores with PostgreSQL, else 1'),
  ),
  WORKER_CONCURRENCY: optional(count(0, 64)).meta(
    about(
      'Tasks each worker process runs at once, of every lane in WORKER_LANES (the local engine is CPU-bound: one per core is plenty).',
      '1',
    ),
  ),
  WORKER_FAST_SLOTS: optional(count(0, 64)).meta(
    about(
      'Extra slots per worker process that take only fast-lane tasks, so a fast task never waits behind a long one.',
      '1',
    ),
  ),
  WORKER_LANES: optional(
    z
      .string()
      .transform((v) => v.split(',').map((p) => p.trim()))
      .pipe(z.array(z.enum(LANES)).min(1)),
  ).meta(about('Lanes the general slots take, from fast, normal, relax.', 'fast,normal,relax')),
  WORKER_LEASE_SECONDS: optional(count(5, 3600)).meta(
    about(
      "A claimed task whose lease is not renewed for this long is another worker's to take (a worker killed mid-task).",
      '60',
    ),
  ),
  WORKER_POLL_MS: optional(count(50, 60_000)).meta(
    about(
      "An idle slot's first poll; it doubles up to 16x while idle (new tasks wake slots at once, across processes on PostgreSQL).",
      '1000',
    ),
  ),
  WORKER_MAX_ATTEMPTS: optional(count(1, 20)).meta(
    about('Runs of a task before a transient failure becomes final (and is refunded).', '3'),
  ),
  WORKER_RETRY_BASE_SECONDS: optional(count(1, 3600)).meta(
    about('First retry delay; each further retry doubles it (capped at 1 hour).', '15'),
  ),
  PAY_WECHAT_PROVIDER: optional(z.enum(WECHAT_PAY_PROVIDERS)).meta(
    about('WeChat Pay: `off`, `sandbox` (not in production) or `wechatpay`.', 'sandbox outside production, else off'),
  ),
  WECHATPAY_MCH_ID: optional(z.string().regex(/^\d+$/, 'the numeric merchant id')).meta(
    about('The numeric merchant id (PAY_WECHAT_PROVIDER=wechatpay).', '(unset)'),
  ),
  WECHATPAY_APP_ID: optional(z.string()).meta(about('App id of Native and H5 orders.', '(unset)')),
  WECHATPAY_JSAPI_APP_ID: optional(z.string()).meta(
    about('App id of JSAPI orders (inside WeChat).', 'WECHATPAY_APP_ID'),
  ),
  WECHATPAY_MCH_SERIAL_NO: optional(z.string().regex(/^[0-9A-Fa-f]+$/, 'the hex certificate serial number')).meta(
    about('Serial number of the merchant API certificate.', '(unset)'),
  ),
  WECHATPAY_PRIVATE_KEY: optional(z.string()).meta(
    about('The merchant API private key (PEM; literal \\n allowed).', '(unset)'),
  ),
  WECHATPAY_API_V3_KEY: optional(z.string().length(32, 'must be the 32-character API v3 key')).meta(
    about('The 32-character API v3 key (decrypts notifies).', '(unset)'),
  ),
  WECHATPAY_PUBLIC_KEY_ID: optional(z.string()).meta(
    about('Id of the WeChat Pay platform public key (PUB_KEY_ID_...).', '(unset)'),
  ),
  WECHATPAY_PUBLIC_KEY: optional(z.string()).meta(
    about('The WeChat Pay platform public key (PEM): verifies notifies and answers.', '(unset)'),
  ),
  WECHATPAY_API_BASE: optional(z.url({ protocol: /^https?$/ })).meta(
    about('WeChat Pay API address.', 'https://api.mch.weixin.qq.com'),
  ),
  PAY_ALIPAY_PROVIDER: optional(z.enum(ALIPAY_PROVIDERS)).meta(
    about('Alipay: `off`, `sandbox` (not in production) or `alipay`.', 'sandbox outside production, else off'),
  ),
  ALIPAY_APP_ID: optional(z.string().regex(/^\d+$/, 'the numeric app id')).meta(
    about('The numeric Alipay app id (PAY_ALIPAY_PROVIDER=alipay).', '(unset)'),
  ),
  ALIPAY_PRIVATE_KEY: optional(z.string()).meta(about('The application private key (PEM or bare base64).', '(unset)')),
  ALIPAY_PUBLIC_KEY: optional(z.string()).meta(about("Alipay's public key: verifies notifies and answers.", '(unset)')),
  ALIPAY_GATEWAY: optional(z.url({ protocol: /^https?$/ })).meta(
    about('Alipay gateway address.', 'https://openapi.alipay.com/gateway.do'),
  ),
  PAY_CARD_PROVIDER: optional(z.enum(CARD_PROVIDERS)).meta(
    about(
      'Card checkout (overseas): `off`, `sandbox` (not in production) or `stripe`.',
      'sandbox outside production, else off',
    ),
  ),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_/, 'a Stripe secret key (sk_live_... or sk_test_...)'),
  ).meta(about('Stripe secret or restricted key (sk_live_..., rk_live_...).', '(unset)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'a webhook signing secret (whsec_...)')).meta(
    about('Webhook signing secret (whsec_...).', '(unset)'),
  ),
  PAY_RETURN_URL: optional(z.url({ protocol: /^https?$/ })).meta(
    about("The app's payment result page when a client names none.", 'PUBLIC_URL/pay-result'),
  ),
  PAY_RETURN_ORIGINS: optional(z.string()).meta(
    about(
      "Comma-separated app origins a client may name as its return page (besides PAY_RETURN_URL's and PUBLIC_URL's).",
      '(unset)',
    ),
  ),
  PAY_RECONCILE_INTERVAL_S: optional(count(0, 86_400)).meta(
    about(
      'How often pending orders are checked with their provider, in seconds; 0 turns it off.',
      '60 (0 when NODE_ENV=test)',
    ),
  ),
  PAY_RECONCILE_AFTER_MIN: optional(count(1, 1440)).meta(
    about('Orders pending longer than this many minutes are checked.', '5'),
  ),
  SEED_EXAMPLES: optional(z.enum(['0', '1'])).meta(
    about("`0` skips the gallery's example works made on the first start.", '1'),
  ),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)).meta(
    about(
      "Serves this role's Prometheus metrics at GET /metrics on this port (the primary adds up its processes); unset: no metrics. Give each role on a host its own port.",
      '(unset: off)',
    ),
  ),
  METRICS_HOST: optional(z.string()).meta(
    about(
      'Address the metrics port listens on: keep it loopback or a network only the monitoring reaches.',
      '127.0.0.1',
    ),
  ),
  SHUTDOWN_DELAY_MS: optional(count(0, 60_000)).meta(
    about(
      'After SIGTERM, how long the API keeps serving with readiness 503 before it stops accepting, so load balancers take it out first.',
      '0',
    ),
  ),
});

/** A documented environment variable. */
export interface ConfigVariable {
  name: string;
  description: string;
  default: string;
}

/** Every environment variable the server reads, with its description and default, in schema order. */
export function configVariables(): ConfigVariable[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = schema.meta() as { description?: string; default?: string } | undefined;
    return { name, description: meta?.description ?? '', default: meta?.default ?? '' };
  });
}

/** Reads and validates the configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const port = e.PORT ?? 8080;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const authProblems: string[] = [];
  const payProblems: string[] = [];
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const config: Config = {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    database: {
      poolSize: e.DB_POOL_SIZE ?? DEFAULT_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS ?? STATEMENT_TIMEOUT_MS,
    },
    processes: {
      api: e.API_PROCESSES ?? (e.DATABASE_URL ? availableParallelism() : 1),
      worker: e.WORKER_PROCESSES ?? (e.DATABASE_URL ? availableParallelism() : 1),
    },
    publicUrl,
    engine: e.ENGINE ?? 'local',
    storageDriver: e.STORAGE_DRIVER ?? 'local',
    nodeEnv,
    isProduction,
    testHooks: e.FRAMEWISE_TEST_HOOKS === '1',
    localProviders: e.LOCAL_PROVIDERS === '1',
    standIns: isProduction ? [] : standInsOf(e),
    secureCookies: isProduction || e.LOCAL_PROVIDERS !== '1' || publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL ?? 'info',
    sessionSecret: e.SESSION_SECRET,
    signingSecret: e.SIGNING_SECRET,
    storage: storageConfig(e, isProduction),
    regions: e.REGION ? [e.REGION] : REGIONS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    auth: readAuthConfig(e, publicUrl, authProblems),
    businessTimeZones: {
      cn: e.BUSINESS_TZ_CN ?? DEFAULT_BUSINESS_TIME_ZONES.cn,
      global: e.BUSINESS_TZ_GLOBAL ?? DEFAULT_BUSINESS_TIME_ZONES.global,
    },
    points: {
      dailyPoints: e.DAILY_POINTS ?? 10,
      shareBonusPoints: e.SHARE_BONUS_POINTS ?? 5,
      shareBonusPerDay: e.SHARE_BONUS_PER_DAY ?? 1,
    },
    codes: {
      redeemPerUserPerHour: e.CODE_REDEEM_PER_USER_PER_HOUR ?? 10,
      redeemPerIpPerHour: e.CODE_REDEEM_PER_IP_PER_HOUR ?? 30,
    },
    generation: {
      comfyuiUrl: (e.COMFYUI_URL ?? 'http://127.0.0.1:8188').replace(/\/+$/, ''),
      localVideoShortSide: e.LOCAL_VIDEO_SHORT_SIDE ?? 720,
      worker: {
        concurrency: e.WORKER_CONCURRENCY ?? 1,
        fastSlots: e.WORKER_FAST_SLOTS ?? 1,
        lanes: LANES.filter((lane) => (e.WORKER_LANES ?? LANES).includes(lane)),
        leaseSeconds: e.WORKER_LEASE_SECONDS ?? 60,
        pollMs: e.WORKER_POLL_MS ?? 1000,
        maxAttempts: e.WORKER_MAX_ATTEMPTS ?? 3,
        retryBaseSeconds: e.WORKER_RETRY_BASE_SECONDS ?? 15,
      },
    },
    pay: readPayConfig(e, { publicUrl, nodeEnv, isProduction }, payProblems),
    seedExamples: e.SEED_EXAMPLES !== '0',
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST ?? '127.0.0.1', port: e.METRICS_PORT },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? 0,
  };
  const problems = [
    ...processProblems(config),
    ...storageProblems(config),
    ...authProblems,
    ...payProblems,
    ...(isProduction ? productionProblems(config) : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Production and the other environments use different buckets and regions, so a test deployment
 * never writes into production's buckets by accident. Inpaint uploads share the private bucket unless told apart.
 */
function storageConfig(e: z.output<typeof envSchema>, isProduction: boolean): StorageConfig {
  const prefix = isProduction ? 'framewise' : 'framewise-test';
  const privateBucket = e.STORAGE_BUCKET_PRIVATE ?? `${prefix}-private`;
  const inpaintImage = e.STORAGE_BUCKET_INPAINT ?? privateBucket;
  return {
    region: STORAGE_REGIONS[e.STORAGE_REGION ?? (isProduction ? 'shanghai' : 'beijing')],
    buckets: {
      private: privateBucket,
      public: e.STORAGE_BUCKET_PUBLIC ?? `${prefix}-public`,
      inpaintImage,
      inpaintVideo: e.STORAGE_BUCKET_INPAINT_VIDEO ?? inpaintImage,
    },
    cdn: { private: e.STORAGE_CDN_PRIVATE, public: e.STORAGE_CDN_PUBLIC },
    cos: { secretId: e.COS_SECRET_ID, secretKey: e.COS_SECRET_KEY },
    maxImageBytes: Math.floor((e.STORAGE_MAX_IMAGE_MB ?? 5) * MB),
    maxVideoBytes: Math.floor((e.STORAGE_MAX_VIDEO_MB ?? 30) * MB),
    maxAudioBytes: Math.floor((e.STORAGE_MAX_AUDIO_MB ?? 20) * MB),
    maxAudioSeconds: e.STORAGE_MAX_AUDIO_SECONDS ?? 60,
    maxImageSide: 2048,
    maxAvatarSide: 4096,
    tokenSeconds: e.STORAGE_TOKEN_SECONDS ?? STORAGE_TOKEN_MAX_SECONDS,
    signedUrlSeconds: e.STORAGE_SIGNED_URL_SECONDS ?? 900,
  };
}

function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  return raw.split(',').map((entry) => entry.trim());
}

// proxy-addr's named ranges, and addresses or CIDRs of either family.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A proxy named by address, CIDR or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Collects what is missing for the chosen providers into problems; a provider with half its settings is refused. */
function readAuthConfig(e: z.output<typeof envSchema>, publicUrl: string, problems: string[]): AuthConfig {
  const need = <T>(name: string, value: T | undefined, why: string): T => {
    if (value === undefined) problems.push(`${name}: required ${why}`);
    return value as T;
  };
  const tencent =
    e.TENCENT_SECRET_ID !== undefined || e.TENCENT_SECRET_KEY !== undefined
      ? {
          secretId: need('TENCENT_SECRET_ID', e.TENCENT_SECRET_ID, 'with TENCENT_SECRET_KEY'),
          secretKey: need('TENCENT_SECRET_KEY', e.TENCENT_SECRET_KEY, 'with TENCENT_SECRET_ID'),
        }
      : undefined;

  let sms: AuthConfig['sms'] = { provider: 'console' };
  if (e.SMS_PROVIDER === 'tencent') {
    const why = 'when SMS_PROVIDER=tencent';
    if (!tencent) problems.push(`TENCENT_SECRET_ID: required ${why}`);
    sms = {
      provider: 'tencent',
      sdkAppId: need('TENCENT_SMS_APP_ID', e.TENCENT_SMS_APP_ID, why),
      signName: need('TENCENT_SMS_SIGN_NAME', e.TENCENT_SMS_SIGN_NAME, why),
      templateId: need('TENCENT_SMS_TEMPLATE_ID', e.TENCENT_SMS_TEMPLATE_ID, why),
      templateParams: e.TENCENT_SMS_TEMPLATE_PARAMS ?? SMS_TEMPLATE_PARAMS,
      region: e.TENCENT_SMS_REGION ?? 'ap-guangzhou',
    };
  }

  let captcha: AuthConfig['captcha'] = { provider: 'off' };
  if (e.CAPTCHA_PROVIDER === 'tencent') {
    const why = 'when CAPTCHA_PROVIDER=tencent';
    if (!tencent) problems.push(`TENCENT_SECRET_ID: required ${why}`);
    captcha = {
      provider: 'tencent',
      captchaAppId: need('TENCENT_CAPTCHA_APP_ID', e.TENCENT_CAPTCHA_APP_ID, why),
      appSecretKey: need('TENCENT_CAPTCHA_APP_SECRET_KEY', e.TENCENT_CAPTCHA_APP_SECRET_KEY, why),
    };
  }

  let wechat: AuthConfig['wechat'] = { provider: 'sandbox' };
  if (e.WECHAT_PROVIDER === 'open') {
    const why = 'when WECHAT_PROVIDER=open';
    wechat = {
      provider: 'open',
      openAppId: need('WECHAT_OPEN_APP_ID', e.WECHAT_OPEN_APP_ID, why),
      openAppSecret: need('WECHAT_OPEN_APP_SECRET', e.WECHAT_OPEN_APP_SECRET, why),
      mpAppId: need('WECHAT_MP_APP_ID', e.WECHAT_MP_APP_ID, why),
      mpAppSecret: need('WECHAT_MP_APP_SECRET', e.WECHAT_MP_APP_SECRET, why),
    };
  }

  let google: AuthConfig['google'] = { mode: 'development' };
  if (e.GOOGLE_CLIENT_ID !== undefined || e.GOOGLE_CLIENT_SECRET !== undefined) {
    google = {
      mode: 'oidc',
      issuer: (e.GOOGLE_ISSUER ?? GOOGLE_DEFAULT_ISSUER).replace(/\/+$/, ''),
      clientId: need('GOOGLE_CLIENT_ID', e.GOOGLE_CLIENT_ID, 'with GOOGLE_CLIENT_SECRET'),
      clientSecret: need('GOOGLE_CLIENT_SECRET', e.GOOGLE_CLIENT_SECRET, 'with GOOGLE_CLIENT_ID'),
      redirectUri: e.GOOGLE_REDIRECT_URI ?? `${publicUrl}/passport/google/callback`,
    };
  }
  return { tencent, sms, captcha, wechat, google };
}

// Keys in env often arrive on one line with literal "\n" sequences.
const multiline = (value: string | undefined) => value?.replace(/\\n/g, '\n').trim();

function keyProblem(name: string, pem: string, kind: 'private' | 'public'): string | undefined {
  try {
    if (kind === 'private') createPrivateKey(pem);
    else createPublicKey(pem);
    return undefined;
  } catch {
    return `${name}: not a readable PEM ${kind} key`;
  }
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Payment providers and their credentials; a real provider with half its settings is refused. */
function readPayConfig(
  e: z.output<typeof envSchema>,
  env: { publicUrl: string; nodeEnv: NodeEnv; isProduction: boolean },
  problems: string[],
): PayConfig {
  const need = (name: string, value: string | undefined, why: string): string => {
    if (value === undefined) problems.push(`${name}: required ${why}`);
    return value ?? '';
  };
  const fallback = env.isProduction ? 'off' : 'sandbox';
  for (const [name, value] of [
    ['PAY_WECHAT_PROVIDER', e.PAY_WECHAT_PROVIDER],
    ['PAY_ALIPAY_PROVIDER', e.PAY_ALIPAY_PROVIDER],
    ['PAY_CARD_PROVIDER', e.PAY_CARD_PROVIDER],
  ] as const) {
    if (value === 'sandbox' && env.isProduction) problems.push(`${name}: the sandbox is never allowed in production`);
  }

  let wechat: PayConfig['wechat'] = { provider: e.PAY_WECHAT_PROVIDER === 'off' ? 'off' : fallback };
  if (e.PAY_WECHAT_PROVIDER === 'sandbox') wechat = { provider: 'sandbox' };
  if (e.PAY_WECHAT_PROVIDER === 'wechatpay') {
    const why = 'when PAY_WECHAT_PROVIDER=wechatpay';
    const appId = need('WECHATPAY_APP_ID', e.WECHATPAY_APP_ID, why);
    const privateKey = multiline(need('WECHATPAY_PRIVATE_KEY', e.WECHATPAY_PRIVATE_KEY, why)) ?? '';
    const platformPublicKey = multiline(need('WECHATPAY_PUBLIC_KEY', e.WECHATPAY_PUBLIC_KEY, why)) ?? '';
    if (privateKey) {
      const problem = keyProblem('WECHATPAY_PRIVATE_KEY', privateKey, 'private');
      if (problem) problems.push(problem);
    }
    if (platformPublicKey) {
      const problem = keyProblem('WECHATPAY_PUBLIC_KEY', platformPublicKey, 'public');
      if (problem) problems.push(problem);
    }
    wechat = {
      provider: 'wechatpay',
      mchId: need('WECHATPAY_MCH_ID', e.WECHATPAY_MCH_ID, why),
      appId,
      jsapiAppId: e.WECHATPAY_JSAPI_APP_ID ?? appId,
      serialNo: need('WECHATPAY_MCH_SERIAL_NO', e.WECHATPAY_MCH_SERIAL_NO, why),
      privateKey,
      apiV3Key: need('WECHATPAY_API_V3_KEY', e.WECHATPAY_API_V3_KEY, why),
      platformKeyId: need('WECHATPAY_PUBLIC_KEY_ID', e.WECHATPAY_PUBLIC_KEY_ID, why),
      platformPublicKey,
      apiBase: (e.WECHATPAY_API_BASE ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
    };
  }

  let alipay: PayConfig['alipay'] = { provider: e.PAY_ALIPAY_PROVIDER === 'off' ? 'off' : fallback };
  if (e.PAY_ALIPAY_PROVIDER === 'sandbox') alipay = { provider: 'sandbox' };
  if (e.PAY_ALIPAY_PROVIDER === 'alipay') {
    const why = 'when PAY_ALIPAY_PROVIDER=alipay';
    alipay = {
      provider: 'alipay',
      appId: need('ALIPAY_APP_ID', e.ALIPAY_APP_ID, why),
      privateKey: multiline(need('ALIPAY_PRIVATE_KEY', e.ALIPAY_PRIVATE_KEY, why)) ?? '',
      alipayPublicKey: multiline(need('ALIPAY_PUBLIC_KEY', e.ALIPAY_PUBLIC_KEY, why)) ?? '',
      gateway: e.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
    };
  }

  let card: PayConfig['card'] = { provider: e.PAY_CARD_PROVIDER === 'off' ? 'off' : fallback };
  if (e.PAY_CARD_PROVIDER === 'sandbox') card = { provider: 'sandbox' };
  if (e.PAY_CARD_PROVIDER === 'stripe') {
    const why = 'when PAY_CARD_PROVIDER=stripe';
    card = {
      provider: 'stripe',
      secretKey: need('STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY, why),
      webhookSecret: need('STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET, why),
    };
  }

  const returnOrigins: string[] = [];
  for (const entry of (e.PAY_RETURN_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    const origin = originOf(entry);
    if (origin && origin === entry.replace(/\/+$/, '')) returnOrigins.push(origin);
    else problems.push(`PAY_RETURN_ORIGINS: "${entry}" is not an origin such as https://app.example.com`);
  }
  return {
    wechat,
    alipay,
    card,
    returnUrl: e.PAY_RETURN_URL ?? `${env.publicUrl}/pay-result`,
    returnOrigins,
    reconcileIntervalSeconds: e.PAY_RECONCILE_INTERVAL_S ?? (env.nodeEnv === 'test' ? 0 : 60),
    reconcileAfterMinutes: e.PAY_RECONCILE_AFTER_MIN ?? 5,
  };
}

/** PGlite lives in one process's memory: a second process would open the same files and corrupt them. */
function processProblems(config: Config): string[] {
  if (config.databaseUrl) return [];
  return (['api', 'worker'] as const)
    .filter((role) => config.processes[role] > 1)
    .map((role) => `${role.toUpperCase()}_PROCESSES: more than one process needs PostgreSQL (DATABASE_URL)`);
}

/** Checked in every environment: a storage setup that cannot work should stop the start, not the first upload. */
function storageProblems(config: Config): string[] {
  const problems: string[] = [];
  const { storage } = config;
  if (config.storageDriver === 's3')
    problems.push('STORAGE_DRIVER: s3 is not available in this build; use local or cos');
  if (storage.buckets.private === storage.buckets.public)
    problems.push('STORAGE_BUCKET_PUBLIC: must differ from the private bucket, whose files need signed URLs');
  if (config.storageDriver === 'cos' && config.isProduction) {
    if (!storage.cos.secretId) problems.push('COS_SECRET_ID: required with STORAGE_DRIVER=cos in production');
    if (!storage.cos.secretKey) problems.push('COS_SECRET_KEY: required with STORAGE_DRIVER=cos in production');
    const envOf = { private: 'PRIVATE', public: 'PUBLIC', inpaintImage: 'INPAINT', inpaintVideo: 'INPAINT_VIDEO' };
    const reported = new Set<string>();
    for (const [name, bucket] of Object.entries(storage.buckets) as [keyof typeof envOf, string][]) {
      if (/-\d+$/.test(bucket) || reported.has(bucket)) continue;
      reported.add(bucket);
      problems.push(`STORAGE_BUCKET_${envOf[name]}: COS bucket names end in -APPID, e.g. ${bucket}-1250000000`);
    }
  }
  return problems;
}

/**
 * The settings left unset whose local stand-in would run (outside production; production refuses stand-ins
 * outright), each naming what to set. Regions not served need nothing.
 */
function standInsOf(e: z.output<typeof envSchema>): string[] {
  const regions = e.REGION ? [e.REGION] : REGIONS;
  const unset: string[] = [];
  if (regions.includes('cn')) {
    if (!e.SMS_PROVIDER) unset.push('SMS_PROVIDER=tencent (login codes would be printed to the log)');
    if (!e.CAPTCHA_PROVIDER) unset.push('CAPTCHA_PROVIDER=tencent (SMS codes would be sent without a captcha)');
    if (!e.WECHAT_PROVIDER) unset.push('WECHAT_PROVIDER=open (a sandbox page would confirm any WeChat login)');
    if (!e.PAY_WECHAT_PROVIDER) unset.push('PAY_WECHAT_PROVIDER=wechatpay or off (a sandbox page would pay orders)');
    if (!e.PAY_ALIPAY_PROVIDER) unset.push('PAY_ALIPAY_PROVIDER=alipay or off (a sandbox page would pay orders)');
  }
  if (regions.includes('global')) {
    if (!e.GOOGLE_CLIENT_ID) unset.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (a page would sign in anyone)');
    if (!e.PAY_CARD_PROVIDER) unset.push('PAY_CARD_PROVIDER=stripe or off (a sandbox page would pay orders)');
  }
  return unset;
}

/**
 * Checked when the server starts (main, buildApp): local stand-ins run only when chosen, by LOCAL_PROVIDERS=1 or
 * a provider set to its stand-in by name, never because a setting is missing.
 */
export function localProviderProblems(config: Config): string[] {
  if (config.localProviders || config.standIns.length === 0) return [];
  return [
    `Refusing to start with local stand-ins chosen by missing settings. Set ${config.standIns.join('; ')}. ` +
      'Or set LOCAL_PROVIDERS=1 to run every local stand-in on a development machine.',
  ];
}

function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.testHooks) problems.push('FRAMEWISE_TEST_HOOKS: test hooks are never allowed in production');
  if (config.localProviders) problems.push('LOCAL_PROVIDERS: local stand-in providers are never allowed in production');
  for (const [name, value] of [
    ['SESSION_SECRET', config.sessionSecret],
    ['SIGNING_SECRET', config.signingSecret],
  ] as const) {
    if (value === undefined) problems.push(`${name}: required in production`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name}: must be at least ${MIN_SECRET_LENGTH} characters in production`);
    else if (KNOWN_DEFAULT_SECRETS.includes(value))
      problems.push(`${name}: is a published example value; generate a random one`);
  }
  if (config.sessionSecret !== undefined && config.sessionSecret === config.signingSecret)
    problems.push('SIGNING_SECRET: must differ from SESSION_SECRET');
  // The embedded stand-ins would print login codes to the log, let bots request codes unchecked, or let anyone
  // confirm a WeChat scan or a Google sign-in: a production deployment names real providers for each region it
  // serves (REGION unset serves both, so it needs both sets).
  const { auth } = config;
  if (config.regions.includes('cn')) {
    if (auth.sms.provider === 'console') problems.push('SMS_PROVIDER: must be tencent in production (REGION cn)');
    if (auth.captcha.provider === 'off') problems.push('CAPTCHA_PROVIDER: must be tencent in production (REGION cn)');
    if (auth.wechat.provider === 'sandbox') problems.push('WECHAT_PROVIDER: must be open in production (REGION cn)');
  }
  if (config.regions.includes('global')) {
    if (auth.google.mode !== 'oidc')
      problems.push('GOOGLE_CLIENT_ID: Google credentials are required in production (REGION global)');
    else if (!auth.google.issuer.startsWith('https://')) problems.push('GOOGLE_ISSUER: must be https in production');
  }
  return problems;
}
