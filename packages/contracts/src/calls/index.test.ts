import { describe, expect, it } from 'vitest';
import type { CallContract } from '../call';
import { calls, callsByDomain } from './index';
import { testCalls } from './test';

// The API's calls, one method and path per line: those of the product specification's API list (SPEC_SECTION_7),
// then the calls added beyond it (FROM_ISSUES: ordering, the QR login poll, cancel, the WeChat OAuth state, the share
// bonus, transcoding). The test hooks live apart in testCalls. A call missing here, or one beyond these lists, fails.
const SPEC_SECTION_7 = [
  'GET /api/images/list3',
  'GET /api/pay/getStatus',
  'POST /api/pay/miniProgramPay',
  'POST /api/pay/stripe/createCheckout',
  'POST /api/pay/stripe/upgrade',
  'POST /api/pay/stripe/upgradeInfo',
  'GET /api/pay/stripe/customerPortal',
  'GET /api/pay/checkOrder',
  'POST /api/pay/exchange',
  'GET /api/pay/type/list',
  'POST /api/user/getSMSCodeTicket',
  'POST /api/user/loginByCodePhone',
  'GET /api/user/info',
  'POST /api/user/logout',
  'GET /api/user/vipInfo',
  'POST /api/user/bindPlatform',
  'GET /api/user/getWechatTicket',
  'POST /api/user/modifyInfo',
  'POST /api/user/modifyInviteCode',
  'POST /api/user/getQRCode',
  'GET /api/image/token',
  'GET /api/image/pubtoken',
  'GET /api/image/inpaint/token',
  'GET /api/image/inpaint/videotoken',
  'GET /api/image/cdnAuth',
  'POST /api/image/pub',
  'GET /api/images/status2',
  'GET /api/images/detail',
  'POST /api/images/delete',
  'POST /api/images/animation/generate',
  'POST /api/images/animation/upscale',
  'POST /api/images/upscaler/turbo',
  'POST /api/images/v2v/generate',
  'POST /api/images/lipsync/generate',
  'POST /api/images/text2video/generate',
  'POST /api/v2/images/text2video/extend',
  'POST /api/images/detectface',
  'GET /api/gallery/queryTag',
  'GET /api/video/modelList',
  'GET /api/image/modelextraList2',
  'GET /api/config/generate',
  'GET /api/config/tools',
  'GET /api/config/model',
  'GET /api/config/example',
];
const FROM_ISSUES = [
  'POST /api/pay/createOrder',
  'GET /api/user/qrLoginStatus',
  'POST /api/images/cancel',
  // The state of WeChat's mobile authorisation, bound to the browser that started it so no other browser can finish
  // the login (docs/product.md, "Accounts and login"); points for sharing an invite link (docs/product.md, "Points").
  'POST /api/user/wechatAuthState',
  'POST /api/user/shareBonus',
  // Uploaded phone videos browsers cannot play (QuickTime/HEVC from iPhones) are transcoded on the server, the
  // state polled (docs/product.md, "Mobile").
  'POST /api/image/transcode',
];
const TEST_HOOKS = ['GET /api/test/ping', 'GET /api/test/sms'];

const entries = Object.entries(calls) as [string, CallContract][];
const testEntries = Object.entries(testCalls) as [string, CallContract][];
const key = (c: CallContract) => `${c.method} ${c.path}`;
const byKey = new Map(entries.map(([name, c]) => [key(c), name]));

describe('calls registry', () => {
  it.each([...SPEC_SECTION_7, ...FROM_ISSUES])('declares %s', (methodAndPath) => {
    expect(byKey.has(methodAndPath)).toBe(true);
  });

  it('declares nothing beyond these lists', () => {
    const expected = new Set([...SPEC_SECTION_7, ...FROM_ISSUES]);
    expect(entries.map(([, c]) => key(c)).filter((k) => !expected.has(k))).toEqual([]);
  });

  it('has a unique method and path per call, test hooks included', () => {
    expect(byKey.size).toBe(entries.length);
    const all = [...entries, ...testEntries].map(([, c]) => key(c));
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps every domain name distinct, so spreading into the registry drops none', () => {
    const total = Object.values(callsByDomain).reduce((n, d) => n + Object.keys(d).length, 0);
    expect(Object.keys(calls)).toHaveLength(total);
  });

  it.each([...entries, ...testEntries])('%s has auth, a one-line summary and a clean path', (_name, c) => {
    expect(['required', 'optional', 'none']).toContain(c.auth);
    expect(c.summary.trim().length).toBeGreaterThan(10);
    expect(c.summary).not.toContain('\n');
    expect(c.path).toMatch(/^\/api(\/[A-Za-z0-9]+)+$/);
  });

  it.each([...entries, ...testEntries])('%s carries a query only on GET and a body only on POST', (_name, c) => {
    if (c.method === 'GET') expect(c.body).toBeUndefined();
    else expect(c.query).toBeUndefined();
  });

  it('requires login for everything touching user data, money or uploads', () => {
    const open = new Set([
      'GET /api/pay/type/list',
      'POST /api/user/logout',
      'POST /api/user/getSMSCodeTicket',
      'POST /api/user/loginByCodePhone',
      'POST /api/user/getQRCode',
      'GET /api/user/qrLoginStatus',
      // A visitor's mobile WeChat login; a logged-in user's binding.
      'POST /api/user/bindPlatform',
      // The state of a visitor's WeChat authorisation, bound to the browser before any login.
      'POST /api/user/wechatAuthState',
      'GET /api/user/getWechatTicket',
      'GET /api/images/list3',
      'GET /api/images/detail',
      'GET /api/gallery/queryTag',
      'GET /api/video/modelList',
      'GET /api/image/modelextraList2',
      'GET /api/config/generate',
      'GET /api/config/tools',
      'GET /api/config/model',
      'GET /api/config/example',
    ]);
    for (const [name, c] of entries) {
      expect(c.auth === 'required', name).toBe(!open.has(key(c)));
    }
  });

  it('limits the card provider to the overseas build and the China-only calls to the domestic build', () => {
    for (const [name, c] of entries) {
      if (c.path.startsWith('/api/pay/stripe/')) expect(c.regions, name).toEqual(['global']);
    }
    const cnOnly = [
      'sendSmsCode',
      'loginByPhone',
      'getQrCode',
      'getQrLoginStatus',
      'bindPlatform',
      'getWechatTicket',
      'wechatAuthState',
      'shareBonus',
      'modifyInviteCode',
      'createOrder',
      'miniProgramPay',
    ] as const;
    for (const name of cnOnly) expect(calls[name].regions, name).toEqual(['cn']);
    // Both builds redeem codes, list packages and read order results.
    for (const name of ['exchange', 'getPackageList', 'getPayStatus'] as const) {
      expect((calls[name] as CallContract).regions, name).toBeUndefined();
    }
  });

  it('keeps the test hooks under /api/test/, open, and out of the registry', () => {
    expect(testEntries.map(([, c]) => key(c))).toEqual(TEST_HOOKS);
    for (const [, c] of testEntries) expect(c.auth).toBe('none');
    for (const [, c] of entries) expect(c.path.startsWith('/api/test/')).toBe(false);
  });
});
