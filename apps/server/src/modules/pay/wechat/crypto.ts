import { createCipheriv, createDecipheriv, createSign, createVerify, type KeyLike, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3 signatures and notify encryption, on node:crypto:
 * - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=...,nonce_str=...,signature=...,timestamp=...,
 *   serial_no=...`, the signature being SHA256-with-RSA over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n";
 * - answers and notifies carry Wechatpay-Timestamp / -Nonce / -Signature / -Serial, signed by the platform key over
 *   "TIMESTAMP\nNONCE\nBODY\n";
 * - notify resources are AEAD_AES_256_GCM with the API v3 key, the 16-byte tag at the end of the ciphertext;
 * - JSAPI payment parameters are signed over "APPID\nTIMESTAMP\nNONCE\nPACKAGE\n".
 */

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
export const AEAD_ALGORITHM = 'AEAD_AES_256_GCM';

export function rsaSign(privateKey: KeyLike, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaVerify(publicKey: KeyLike, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false; // a malformed signature is a wrong one
  }
}

export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface AuthorizationInput {
  mchId: string;
  serialNo: string;
  privateKey: KeyLike;
  method: string;
  /** Path and query of the URL, e.g. /v3/pay/transactions/native. */
  pathWithQuery: string;
  body: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonce: string;
}

export function authorizationHeader(input: AuthorizationInput): string {
  const message = `${input.method}\n${input.pathWithQuery}\n${input.timestamp}\n${input.nonce}\n${input.body}\n`;
  const signature = rsaSign(input.privateKey, message);
  return `${AUTH_SCHEME} mchid="${input.mchId}",nonce_str="${input.nonce}",signature="${signature}",timestamp="${input.timestamp}",serial_no="${input.serialNo}"`;
}

/** The fields of an Authorization header (for the sandbox and tests that play the WeChat Pay server). */
export function parseAuthorization(header: string): Record<string, string> | undefined {
  if (!header.startsWith(`${AUTH_SCHEME} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  return fields;
}

export function signatureMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** The Wechatpay-* headers the platform key puts on an answer or a notify. */
export function platformHeaders(
  privateKey: KeyLike,
  serial: string,
  body: string,
  timestamp: number,
  nonce = newNonce(),
): Record<string, string> {
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': rsaSign(privateKey, signatureMessage(String(timestamp), nonce, body)),
    'wechatpay-serial': serial,
  };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new RangeError('The API v3 key must be 32 bytes');
  return key;
}

/** Decrypts a notify resource; throws when the key, nonce, associated data or tag do not match. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== AEAD_ALGORITHM) throw new Error(`Unsupported resource algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('Resource ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** Encrypts a resource as WeChat Pay does (the sandbox's notifies, tests). */
export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData = 'transaction',
  nonce = randomBytes(6).toString('hex'),
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: AEAD_ALGORITHM,
    ciphertext: data.toString('base64'),
    associated_data: associatedData,
    nonce,
    original_type: 'transaction',
  };
}

/** paySign of wx.requestPayment / getBrandWCPayRequest (signType RSA). */
export function jsapiPaySign(
  privateKey: KeyLike,
  input: { appId: string; timeStamp: string; nonceStr: string; package: string },
): string {
  return rsaSign(privateKey, `${input.appId}\n${input.timeStamp}\n${input.nonceStr}\n${input.package}\n`);
}
