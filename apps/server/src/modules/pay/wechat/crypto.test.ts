import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rsaKeys } from '../testing';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  jsapiPaySign,
  parseAuthorization,
  platformHeaders,
  rsaVerify,
  signatureMessage,
} from './crypto';

const keys = rsaKeys();
const other = rsaKeys();
const publicKey = createPublicKey(keys.publicKey);
const API_V3_KEY = '0123456789abcdef0123456789abcdef';

describe('WeChat Pay v3 signatures', () => {
  it('signs requests in the WECHATPAY2-SHA256-RSA2048 scheme', () => {
    const header = authorizationHeader({
      mchId: '1600000001',
      serialNo: 'ABC',
      privateKey: keys.privateKey,
      method: 'GET',
      pathWithQuery: '/v3/pay/transactions/out-trade-no/FW1?mchid=1600000001',
      body: '',
      timestamp: 1785556800,
      nonce: 'N0NCE',
    });
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1600000001",nonce_str="N0NCE",signature="')).toBe(true);
    const fields = parseAuthorization(header);
    expect(fields).toMatchObject({
      mchid: '1600000001',
      nonce_str: 'N0NCE',
      timestamp: '1785556800',
      serial_no: 'ABC',
    });
    const message = 'GET\n/v3/pay/transactions/out-trade-no/FW1?mchid=1600000001\n1785556800\nN0NCE\n\n';
    expect(rsaVerify(publicKey, message, fields?.signature ?? '')).toBe(true);
    expect(parseAuthorization('Bearer x')).toBeUndefined();
  });

  it('verifies platform signatures over timestamp, nonce and body, and nothing else', () => {
    const headers = platformHeaders(keys.privateKey, 'SERIAL', '{"a":1}', 1785556800, 'abc');
    expect(headers['wechatpay-serial']).toBe('SERIAL');
    const signature = headers['wechatpay-signature'] ?? '';
    expect(rsaVerify(publicKey, signatureMessage('1785556800', 'abc', '{"a":1}'), signature)).toBe(true);
    expect(rsaVerify(publicKey, signatureMessage('1785556800', 'abc', '{"a":2}'), signature)).toBe(false);
    expect(
      rsaVerify(createPublicKey(other.publicKey), signatureMessage('1785556800', 'abc', '{"a":1}'), signature),
    ).toBe(false);
    expect(rsaVerify(publicKey, 'x', 'not base64 at all!')).toBe(false);
  });

  it('round-trips AEAD_AES_256_GCM resources and refuses altered ones', () => {
    const resource = encryptResource(API_V3_KEY, '{"trade_state":"SUCCESS"}');
    expect(resource.algorithm).toBe('AEAD_AES_256_GCM');
    expect(decryptResource(API_V3_KEY, resource)).toBe('{"trade_state":"SUCCESS"}');
    expect(() => decryptResource('ffffffffffffffffffffffffffffffff', resource)).toThrow();
    expect(() => decryptResource(API_V3_KEY, { ...resource, associated_data: 'other' })).toThrow();
    expect(() => decryptResource(API_V3_KEY, { ...resource, algorithm: 'AES_128' })).toThrow(/Unsupported/);
    expect(() => decryptResource('short', resource)).toThrow(/32 bytes/);
  });

  it('signs JSAPI payment parameters over appId, timeStamp, nonceStr and package', () => {
    const params = { appId: 'wx01', timeStamp: '1785556800', nonceStr: 'n', package: 'prepay_id=wx2' };
    const paySign = jsapiPaySign(keys.privateKey, params);
    expect(rsaVerify(publicKey, 'wx01\n1785556800\nn\nprepay_id=wx2\n', paySign)).toBe(true);
  });
});
