import { removeEntry, takeTimed, writeTimed } from './browser-storage';

const REDIRECT_KEY = 'framewise-login-redirect';
/** A redirect asked for longer ago than this belongs to an abandoned login and is dropped. */
export const LOGIN_REDIRECT_MAX_AGE_MS = 30 * 60_000;

/**
 * An in-app path to go to after login, or null. Only same-origin paths are accepted ('/member?x=1'), never a
 * scheme-relative or absolute URL, so a crafted link cannot send a fresh session elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** Remembers where the user wanted to go when the login flow started; no path clears an older one. */
export function storeLoginRedirect(path?: string | null, now = Date.now()): void {
  const safe = safeRedirectPath(path);
  if (safe) writeTimed(REDIRECT_KEY, safe, now);
  else removeEntry(REDIRECT_KEY);
}

/** The stored redirect (removed as it is read), or null. */
export function takeLoginRedirect(now = Date.now()): string | null {
  return safeRedirectPath(takeTimed(REDIRECT_KEY, LOGIN_REDIRECT_MAX_AGE_MS, now));
}

/**
 * Called when the login flow opens: keeps an explicit redirect already stored (requestLogin's), else remembers the
 * page the visitor is on, so a login that leaves the page (WeChat's authorisation) comes back to it.
 */
export function rememberLoginReturn(path: string, now = Date.now()): void {
  const stored = takeTimed(REDIRECT_KEY, LOGIN_REDIRECT_MAX_AGE_MS, now);
  storeLoginRedirect(safeRedirectPath(stored) ?? path, now);
}
