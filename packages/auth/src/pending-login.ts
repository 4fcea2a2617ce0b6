import { takeTimed, writeTimed } from './browser-storage';

const PENDING_KEY = 'framewise-login-pending';
/** Longer than any real round trip through an identity provider. */
const PENDING_MAX_AGE_MS = 15 * 60_000;

/**
 * Marks a login that continues on another site (Google) and comes back with a full page load. The session cookie
 * is HttpOnly, so the returning page cannot see it: this mark tells the bootstrap to ask the server.
 */
export function markPendingLogin(provider: string, now = Date.now()): void {
  writeTimed(PENDING_KEY, provider, now);
}

/** The provider of a login started in this tab and not yet checked (removed as it is read), or null. */
export function takePendingLogin(now = Date.now()): string | null {
  return takeTimed(PENDING_KEY, PENDING_MAX_AGE_MS, now);
}
