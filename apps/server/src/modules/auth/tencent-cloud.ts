import { createHash, createHmac } from 'node:crypto';
import type { TencentCredentials } from '../../config';

/**
 * Tencent Cloud API 3.0 calls signed with TC3-HMAC-SHA256 (https://cloud.tencent.com/document/api/382/52072),
 * written on node:crypto so no SDK is needed. Used by the SMS and captcha providers.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface TencentCallOptions {
  /** e.g. 'sms', 'captcha'; the host is `${service}.tencentcloudapi.com` unless endpoint says otherwise. */
  service: string;
  action: string;
  version: string;
  region?: string | undefined;
  /** The JSON body, already serialised (the signature covers these exact bytes). */
  body: string;
  /** Seconds since the epoch; the signature is valid for 5 minutes around it. */
  timestamp: number;
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The UTC date of a timestamp, as the credential scope names it (YYYY-MM-DD). */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/**
 * Builds the signed POST of one API action. endpoint overrides `https://{service}.tencentcloudapi.com` (tests
 * point it at a local server); the host signed is the endpoint's.
 */
export function signTencentRequest(
  credentials: TencentCredentials,
  options: TencentCallOptions,
  endpoint = `https://${options.service}.tencentcloudapi.com`,
): SignedRequest {
  const host = new URL(endpoint).host;
  const { body } = options;
  const date = tc3Date(options.timestamp);
  // The documented minimal header set; the action travels in X-TC-Action unsigned, as the official SDKs send it.
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${host}\n`,
    signedHeaders,
    sha256Hex(body),
  ].join('\n');
  const scope = `${date}/${options.service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(options.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${credentials.secretKey}`, date);
  const secretService = hmac(secretDate, options.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  const headers: Record<string, string> = {
    Authorization: `${ALGORITHM} Credential=${credentials.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    'Content-Type': CONTENT_TYPE,
    Host: host,
    'X-TC-Action': options.action,
    'X-TC-Timestamp': String(options.timestamp),
    'X-TC-Version': options.version,
  };
  if (options.region) headers['X-TC-Region'] = options.region;
  return { url: endpoint, headers, body };
}

/** A failure Tencent Cloud reported (Response.Error) or a transport failure; message is for logs only. */
export class TencentCloudError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(`Tencent Cloud ${errorCode}: ${message}${requestId ? ` (request ${requestId})` : ''}`);
    this.name = 'TencentCloudError';
  }
}

export interface TencentClientOptions {
  credentials: TencentCredentials;
  fetch?: FetchLike;
  /** Seconds since the epoch; injectable for tests. */
  now?: () => number;
  /** Per service, e.g. { sms: 'http://127.0.0.1:9000' }; defaults to the public endpoints. */
  endpoints?: Partial<Record<string, string>>;
}

/** Calls one action and returns its `Response` object, throwing TencentCloudError when it carries an Error. */
export async function callTencent<T extends Record<string, unknown>>(
  client: TencentClientOptions,
  call: Omit<TencentCallOptions, 'timestamp' | 'body'> & { payload: Record<string, unknown> },
): Promise<T> {
  const timestamp = client.now?.() ?? Math.floor(Date.now() / 1000);
  const { payload, ...rest } = call;
  const request = signTencentRequest(
    client.credentials,
    { ...rest, body: JSON.stringify(payload), timestamp },
    client.endpoints?.[call.service],
  );
  const doFetch = client.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new TencentCloudError('Network', (error as Error).message);
  }
  const text = await res.text();
  let parsed: { Response?: T & { Error?: { Code?: string; Message?: string }; RequestId?: string } };
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TencentCloudError(`HTTP${res.status}`, `unreadable answer: ${text.slice(0, 200)}`);
  }
  const response = parsed.Response;
  if (!response) throw new TencentCloudError(`HTTP${res.status}`, 'answer without Response');
  if (response.Error) {
    throw new TencentCloudError(
      response.Error.Code ?? 'Unknown',
      response.Error.Message ?? 'no message',
      response.RequestId,
    );
  }
  return response;
}
