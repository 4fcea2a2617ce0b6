import type { HttpClient } from '@framewise/api-client';
import type { StorageToken } from '@framewise/contracts';
import { STORAGE_PURPOSE_CALL, type StoragePurpose } from '@framewise/contracts/routes';

export type { StoragePurpose };

/** Fetches temporary credentials for a purpose; `path` is the key folder ('user-avatar'), the server's default when left out. */
export type TokenFetcher = (purpose: StoragePurpose, path?: string) => Promise<StorageToken>;

/** The four token calls, chosen by purpose (general, public/avatar, inpaint image, inpaint video). */
export function httpTokenFetcher(http: HttpClient): TokenFetcher {
  return (purpose, path) => {
    const input = path ? { query: { path } } : {};
    return http.call(STORAGE_PURPOSE_CALL[purpose], input);
  };
}

/** Credentials are refetched this long before they expire, so an upload never starts on nearly dead ones. */
export const CREDENTIAL_REFRESH_MARGIN_MS = 60_000;

interface CredentialStore {
  /** Cached credentials while they stay valid past the margin; otherwise one fetch shared by all callers. */
  get(purpose: StoragePurpose, path?: string): Promise<StorageToken>;
  /** Forgets credentials the store refused, so the next get fetches new ones. */
  invalidate(purpose: StoragePurpose, path?: string): void;
}

interface CredentialStoreOptions {
  /** The server's clock in ms (expiredTime is the server's Unix seconds). */
  now?: () => number;
  refreshMarginMs?: number;
}

export function createCredentialStore(fetchToken: TokenFetcher, options: CredentialStoreOptions = {}): CredentialStore {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginMs ?? CREDENTIAL_REFRESH_MARGIN_MS;
  const cached = new Map<string, StorageToken>();
  const inFlight = new Map<string, Promise<StorageToken>>();
  const keyOf = (purpose: StoragePurpose, path?: string) => `${purpose}\n${path ?? ''}`;
  const fresh = (token: StorageToken) => token.expiredTime * 1000 - margin > now();

  return {
    get(purpose, path) {
      const key = keyOf(purpose, path);
      const token = cached.get(key);
      if (token && fresh(token)) return Promise.resolve(token);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = fetchToken(purpose, path)
        .then((answer) => {
          cached.set(key, answer);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
    invalidate(purpose, path) {
      cached.delete(keyOf(purpose, path));
    },
  };
}
