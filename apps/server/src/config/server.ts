import { isIP } from 'node:net';
import { REGIONS, type Region } from '@framewise/contracts';
import { z } from 'zod';
import { count, httpUrl, optional, withDefault } from './variable';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** false: use the socket address; a number: trust that many hops; a list: trust these addresses or CIDRs. */
export type TrustProxy = boolean | number | string[];

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

/** The process: where it listens and is reached, its environment, the regions it serves. */
export const serverVariables = {
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 8080, {
    description: 'API port (all API processes of a host share it).',
  }),
  HOST: withDefault(z.string(), '0.0.0.0', { description: 'Address the API listens on.' }),
  DATA_DIR: withDefault(z.string(), './data', {
    description:
      'PGlite data (without DATABASE_URL), local storage files and work folders of running tasks; relative to the working directory.',
  }),
  PUBLIC_URL: optional(httpUrl(), {
    description:
      "The API's public address, as browsers reach it (signed URLs, payment return and notify URLs, OAuth redirects).",
    unset: 'http://localhost:PORT',
  }),
  NODE_ENV: withDefault(z.enum(NODE_ENVS), 'development', {
    description: '`production` refuses default secrets, test hooks, local stand-ins and sandboxes.',
  }),
  LOCAL_PROVIDERS: optional(z.enum(['0', '1']), {
    description:
      '`1` runs the local stand-in of every provider left unset (console SMS, sandbox payments, development sign-in). Refused in production.',
    unset: '(unset)',
  }),
  FRAMEWISE_TEST_HOOKS: optional(z.enum(['0', '1']), {
    description: '`1` mounts the test-only routes under /api/test (never in production).',
    unset: '(unset)',
  }),
  REGION: optional(z.enum(REGIONS as [Region, ...Region[]]), {
    description:
      "`cn` or `global` limits a deployment to one region's providers and users; unset serves both (the embedded default).",
    unset: '(unset: both)',
  }),
  TRUST_PROXY: optional(
    z
      .string()
      .refine(
        (raw) => raw === 'false' || raw.split(',').every((entry) => isProxyAddress(entry.trim())),
        "the proxies' addresses or CIDRs, e.g. 10.0.0.0/8,127.0.0.1 (true and hop counts would trust X-Forwarded-For from anyone)",
      ),
    {
      description:
        "The proxies' addresses or CIDRs (or loopback, linklocal, uniquelocal) whose X-Forwarded-For is trusted for per-IP limits.",
      unset: '(unset: none)',
    },
  ),
  SEED_EXAMPLES: withDefault(z.enum(['0', '1']), '1', {
    description: "`0` skips the gallery's example works made on the first start.",
  }),
  SHUTDOWN_DELAY_MS: withDefault(count(0, 60_000), 0, {
    description:
      'After SIGTERM, how long the API keeps serving with readiness 503 before it stops accepting, so load balancers take it out first.',
  }),
};

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  return raw.split(',').map((entry) => entry.trim());
}

/** Switches that would open the server to anyone. */
export function serverProductionProblems(config: { testHooks: boolean; localProviders: boolean }): string[] {
  const problems: string[] = [];
  if (config.testHooks) problems.push('FRAMEWISE_TEST_HOOKS: test hooks are never allowed in production');
  if (config.localProviders) problems.push('LOCAL_PROVIDERS: local stand-in providers are never allowed in production');
  return problems;
}
