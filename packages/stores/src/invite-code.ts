import { readString, removeKey, writeString } from './storage';

/** Where an invitation link's code waits until the visitor logs in. */
export const INVITE_CODE_KEY = 'others-invite-code';
/** The login token cookie, valid 30 days on the current host. */
export const TOKEN_COOKIE = 'ai-qrcode-token';

/** Stores the URL's invite_code when the visitor is logged out; returns the code now stored ('' when none). */
export function captureInviteCode(search: string, isLoggedIn: boolean): string {
  if (!isLoggedIn) {
    const code = new URLSearchParams(search).get('invite_code')?.trim();
    if (code) writeString(INVITE_CODE_KEY, code);
  }
  return readInviteCode();
}

export function readInviteCode(): string {
  return readString(INVITE_CODE_KEY) ?? '';
}

export function clearInviteCode(): void {
  removeKey(INVITE_CODE_KEY);
}

/** Expires the token cookie on the current host (the server clears its HttpOnly copy on logout). */
export function clearTokenCookie(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser.
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; path=/`;
}
