import { createSign, type KeyLike } from 'node:crypto';

/**
 * Alipay's RSA2 signature of notify fields, as Alipay makes it: every field except sign and sign_type, sorted by
 * name, joined as k=v with '&', SHA256 with RSA, base64. The sandbox signs its notifies with this and the
 * notify endpoint checks them with alipay-sdk, so both ends follow Alipay's documentation independently.
 */
export function alipaySignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export function signAlipayFields(fields: Record<string, string>, privateKey: KeyLike): Record<string, string> {
  const sign = createSign('RSA-SHA256').update(alipaySignContent(fields), 'utf8').sign(privateKey, 'base64');
  return { ...fields, sign, sign_type: 'RSA2' };
}
