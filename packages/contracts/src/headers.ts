/**
 * Request headers every API call carries (docs/architecture.md). URLs containing ".json" get none of them.
 * The timestamp header carries the client's clock plus the offset it learned from the server, obscured so that
 * casual replays with a hand-written time fail; the server rejects values outside REQUEST_TIME_WINDOW_MS.
 */
export const HEADER = {
  region: 'x-fw-region',
  channel: 'x-fw-channel',
  visitorId: 'x-fw-visitor-id',
  requestTime: 'x-fw-t',
  /** Sent back by the server on every answer: its clock in ms, so clients can learn their offset. */
  serverTime: 'x-fw-server-time',
} as const;

export const CHANNEL = 'framewise-web';

/**
 * The session cookie (HttpOnly, set by the API at login). The apps' web server looks for it to render a page for the
 * signed-in user (tooling/web/serve-app.mjs); nothing in the browser can read it.
 */
export const SESSION_COOKIE = 'ai-qrcode-token';
export type Region = 'cn' | 'global';
export const REGIONS: readonly Region[] = ['cn', 'global'];

/** Accepted skew between the (offset-corrected) client clock and the server's. */
export const REQUEST_TIME_WINDOW_MS = 5 * 60 * 1000;

// An affine map on 48-bit integers (odd multiplier => invertible mod 2^48), then base 36.
const MOD = 1n << 48n;
const MUL = 0x5deece66dn; // odd
const ADD = 0xb5ad4eceda1n;
const MUL_INV = modInverse(MUL, MOD);

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/** Encodes a millisecond timestamp for the request-time header. */
export function encodeRequestTime(ms: number): string {
  const v = (BigInt(Math.trunc(ms)) * MUL + ADD) % MOD;
  return v.toString(36);
}

/** Decodes the request-time header; undefined when it is not a valid encoding. */
export function decodeRequestTime(value: string | undefined | null): number | undefined {
  if (!value || !/^[0-9a-z]{1,10}$/.test(value)) return undefined;
  let v = 0n;
  for (const ch of value) v = v * 36n + BigInt(Number.parseInt(ch, 36));
  if (v >= MOD) return undefined;
  const ms = Number((((((v - ADD) % MOD) + MOD) % MOD) * MUL_INV) % MOD);
  return Number.isSafeInteger(ms) ? ms : undefined;
}
