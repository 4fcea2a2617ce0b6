import { describe, expect, it } from 'vitest';
import { checkObjectSignature, signObject } from './signing';

const secret = 'a-signing-secret-for-the-tests-of-storage';

describe('object signatures', () => {
  const expiry = 2_000_000_000;
  const sign = signObject(secret, 'b-private', 'upload/u-1/abcdefgh.png', expiry);

  it('accept the signed bucket, key and expiry until it passes', () => {
    const check = (now: number) =>
      checkObjectSignature(secret, 'b-private', 'upload/u-1/abcdefgh.png', String(expiry), sign, now);
    expect(check(expiry - 1)).toBe('valid');
    expect(check(expiry)).toBe('valid');
    expect(check(expiry + 1)).toBe('expired');
  });

  it('refuse another key, bucket, expiry or secret', () => {
    const now = expiry - 100;
    expect(checkObjectSignature(secret, 'b-private', 'upload/u-2/abcdefgh.png', String(expiry), sign, now)).toBe(
      'invalid',
    );
    expect(checkObjectSignature(secret, 'b-other', 'upload/u-1/abcdefgh.png', String(expiry), sign, now)).toBe(
      'invalid',
    );
    expect(checkObjectSignature(secret, 'b-private', 'upload/u-1/abcdefgh.png', String(expiry + 1), sign, now)).toBe(
      'invalid',
    );
    expect(checkObjectSignature(`${secret}x`, 'b-private', 'upload/u-1/abcdefgh.png', String(expiry), sign, now)).toBe(
      'invalid',
    );
    expect(checkObjectSignature(secret, 'b-private', 'upload/u-1/abcdefgh.png', '1e10', sign, now)).toBe('invalid');
  });

  it('report missing parts', () => {
    expect(checkObjectSignature(secret, 'b', 'k', undefined, sign, 0)).toBe('missing');
    expect(checkObjectSignature(secret, 'b', 'k', String(expiry), undefined, 0)).toBe('missing');
  });
});
