import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth state of a WeChat H5 authorisation, bound to the browser that started it: an expiry, a nonce and an HMAC
 * over the browser-key cookie (fw_qr_key) with the server's secret. A code that comes back with a state issued to
 * another browser, or none, is refused, so a victim cannot be logged into (or bound to) an attacker's WeChat by a
 * crafted return link. WeChat's code is itself single-use, so the state needs no row of its own.
 */

/** A state is accepted this long after it was issued: the round trip through WeChat's consent page. */
export const WECHAT_STATE_TTL_MS = 15 * 60 * 1000;

const mac = (secret: string, browserKey: string, expires: string, nonce: string) =>
  createHmac('sha256', secret).update(`wechat-state\n${browserKey}\n${expires}\n${nonce}`).digest('base64url');

export function issueWechatState(secret: string, browserKey: string, now: Date): string {
  const expires = String(Math.floor((now.getTime() + WECHAT_STATE_TTL_MS) / 1000));
  const nonce = randomBytes(9).toString('base64url');
  return `${expires}.${nonce}.${mac(secret, browserKey, expires, nonce)}`;
}

/** True when state was issued to this browser key and has not expired. */
export function isWechatStateOf(secret: string, browserKey: string | undefined, state: string, now: Date): boolean {
  if (!browserKey) return false;
  const [expires, nonce, signature, ...rest] = state.split('.');
  if (!expires || !nonce || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, browserKey, expires, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
