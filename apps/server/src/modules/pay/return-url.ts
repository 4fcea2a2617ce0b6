import { ErrorCode } from '@framewise/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http';
import { PAY_ERRORS } from './errors';

/**
 * Where a payer returns to the app: the sandbox page's link, Stripe's success and cancel pages, the billing portal's
 * way back. Only app origins the deployment knows are accepted (no open redirect through a payment page).
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const RESULT_PATH = '/pay-result';

function originOf(raw: string | undefined): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** PAY_RETURN_ORIGINS, the configured result page's and PUBLIC_URL's origins; with LOCAL_PROVIDERS also localhost. */
export function isAllowedReturnOrigin(config: Config, url: URL): boolean {
  if (!/^https?:$/.test(url.protocol)) return false;
  if (config.localProviders && LOCAL_HOSTS.has(url.hostname)) return true;
  const allowed = new Set([
    ...config.pay.returnOrigins,
    new URL(config.pay.returnUrl).origin,
    new URL(config.publicUrl).origin,
  ]);
  return allowed.has(url.origin);
}

/** The app origin the request came from (Origin, else Referer), when it is one we may send payers back to. */
export function requestAppOrigin(config: Config, request: FastifyRequest): string | undefined {
  for (const raw of [request.headers.origin, request.headers.referer]) {
    const url = originOf(typeof raw === 'string' ? raw : undefined);
    if (url && isAllowedReturnOrigin(config, url)) return url.origin;
  }
  return undefined;
}

/**
 * The page to return to after paying: the client's returnUrl (refused unless on an allowed origin), else the
 * result page on the origin the request came from, else PAY_RETURN_URL.
 */
export function resolveReturnUrl(config: Config, explicit: string | undefined, request: FastifyRequest): string {
  if (explicit !== undefined) {
    const url = originOf(explicit);
    if (!url || !isAllowedReturnOrigin(config, url)) throw new AppError(ErrorCode.BAD_REQUEST, PAY_ERRORS.returnUrl);
    url.hash = '';
    return url.toString();
  }
  const origin = requestAppOrigin(config, request);
  return origin ? `${origin}${RESULT_PATH}` : config.pay.returnUrl;
}

/** url with params set in its query string. */
export function withParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}
