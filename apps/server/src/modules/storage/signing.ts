import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of local-driver URLs for private objects: HMAC-SHA256 with the signing secret over bucket, key and
 * the expiry (Unix seconds), so a link opens exactly one object until it expires and cannot be re-aimed or
 * extended. The leading label keeps these signatures apart from anything else signed with the same secret.
 */
export function signObject(secret: string, bucket: string, key: string, expiredTime: number): string {
  return createHmac('sha256', secret).update(`storage-get\n${bucket}\n${key}\n${expiredTime}`).digest('base64url');
}

export type SignatureCheck = 'valid' | 'missing' | 'invalid' | 'expired';

export function checkObjectSignature(
  secret: string,
  bucket: string,
  key: string,
  expiry: string | undefined,
  sign: string | undefined,
  nowSeconds: number,
): SignatureCheck {
  if (!expiry || !sign) return 'missing';
  if (!/^\d{1,12}$/.test(expiry)) return 'invalid';
  const expected = Buffer.from(signObject(secret, bucket, key, Number(expiry)));
  const given = Buffer.from(sign);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  // Checked after the HMAC so a forged expiry reads as invalid, not as merely expired.
  return Number(expiry) < nowSeconds ? 'expired' : 'valid';
}
