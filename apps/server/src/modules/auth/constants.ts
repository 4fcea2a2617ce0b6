/** Rules of the login flows (docs/product.md, "Accounts and login"). */
import { SESSION_COOKIE } from '@framewise/contracts/routes';

/** The session cookie (its name is a contract: the apps' web server looks for it) and its lifetime. */
export const TOKEN_COOKIE = SESSION_COOKIE;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 128-bit session tokens. */
export const SESSION_TOKEN_BYTES = 16;

export const SMS_CODE_DIGITS = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** A code dies after this many wrong tries; the next try is refused even with the right code. */
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
/** Per phone within any rolling 24 hours. */
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_DAY_MS = 24 * 60 * 60 * 1000;
/** Per client address within any rolling hour: enough for a family or an office behind one address. */
export const SMS_PER_IP_PER_HOUR = 30;
export const HOUR_MS = 60 * 60 * 1000;
/** Codes and QR logins older than this are deleted when new ones are made. */
export const LOGIN_ROWS_KEPT_MS = 2 * SMS_DAY_MS;

/** A QR code is valid 5 minutes. */
export const QR_TTL_MS = 5 * 60 * 1000;
/** After a scan without phone, the bind-phone step (request a code, type it) must finish within this. */
export const QR_BIND_WINDOW_MS = 15 * 60 * 1000;
/** New QR logins per client address within any rolling hour (the client refreshes at most every 2 s). */
export const QR_PER_IP_PER_HOUR = 120;
/** Random key of the browser that asked for a QR code; only that browser may poll it or bind a phone to it. */
export const QR_BROWSER_COOKIE = 'fw_qr_key';
export const QR_BROWSER_COOKIE_PATH = '/api/user';

/** Holds state, nonce, PKCE verifier and return path between /passport/google and its callback. */
export const OIDC_COOKIE = 'fw_oidc';
export const OIDC_COOKIE_PATH = '/passport/google';
export const OIDC_COOKIE_TTL_S = 10 * 60;

/** Where logged-in browsers land when no (valid) redirect was given. */
export const DEFAULT_REDIRECT = '/';
