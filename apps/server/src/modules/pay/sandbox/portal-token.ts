import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to the sandbox billing page name the user in an HMAC-signed token (the signing secret, with its own
 * purpose prefix), so the page needs no session and nobody can open another user's page by changing the URL.
 */

interface PortalClaims {
  /** User uuid. */
  u: string;
  /** Where the page links back to. */
  r: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`pay-portal:${payload}`).digest('base64url');

export function signPortalToken(
  secret: string,
  input: { userUuid: string; returnUrl: string; expiresAt: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({ u: input.userUuid, r: input.returnUrl, e: input.expiresAt.getTime() } satisfies PortalClaims),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function readPortalToken(
  secret: string,
  token: string,
  now: Date,
): { userUuid: string; returnUrl: string } | undefined {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PortalClaims;
    if (typeof claims.u !== 'string' || typeof claims.r !== 'string' || typeof claims.e !== 'number') return undefined;
    if (claims.e <= now.getTime()) return undefined;
    return { userUuid: claims.u, returnUrl: claims.r };
  } catch {
    return undefined;
  }
}
