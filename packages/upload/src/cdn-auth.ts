import type { HttpClient } from '@framewise/api-client';
import type { CdnAuthAnswer } from '@framewise/contracts';

/** A signed URL is reused until this long before it expires. */
export const SIGNED_URL_REFRESH_MARGIN_MS = 60_000;

export type SignUrl = (url: string) => Promise<CdnAuthAnswer>;

export interface CdnSigner {
  /** The URL to load a private file from: signed by GET /api/image/cdnAuth, cached until shortly before expiry. */
  sign(url: string): Promise<string>;
}

export function httpUrlSigner(http: HttpClient): SignUrl {
  return (url) => http.call('getCdnAuth', { query: { url } });
}

export function createCdnSigner(
  signUrl: SignUrl,
  options: { now?: () => number; refreshMarginMs?: number } = {},
): CdnSigner {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginMs ?? SIGNED_URL_REFRESH_MARGIN_MS;
  const cache = new Map<string, CdnAuthAnswer>();
  const inFlight = new Map<string, Promise<string>>();
  return {
    sign(url) {
      const hit = cache.get(url);
      if (hit && hit.expiredTime * 1000 - margin > now()) return Promise.resolve(hit.url);
      const pending = inFlight.get(url);
      if (pending) return pending;
      const request = signUrl(url)
        .then((answer) => {
          cache.set(url, answer);
          return answer.url;
        })
        .finally(() => inFlight.delete(url));
      inFlight.set(url, request);
      return request;
    },
  };
}
