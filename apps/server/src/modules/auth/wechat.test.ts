import { describe, expect, it } from 'vitest';
import type { FetchLike } from './tencent-cloud';
import {
  jsapiSignature,
  OpenPlatformWechatProvider,
  SandboxWechatProvider,
  type SharedCache,
  WechatError,
} from './wechat';

describe('jsapiSignature', () => {
  it('reproduces the example of the WeChat JS-SDK documentation', () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the URL without its fragment', () => {
    const input = { ticket: 't', nonceStr: 'n', timestamp: 1, url: 'https://a.example/p?q=1' };
    expect(jsapiSignature({ ...input, url: `${input.url}#frag` })).toBe(jsapiSignature(input));
  });
});

const settings = {
  provider: 'open' as const,
  openAppId: 'wxopen',
  openAppSecret: 'open-secret',
  mpAppId: 'wxmp',
  mpAppSecret: 'mp-secret',
};

function memoryCache(): SharedCache & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: async (k) => data.get(k), set: async (k, v) => void data.set(k, v) };
}

/** Fake api.weixin.qq.com: answers by path and records every URL asked for. */
function fakeWechat(answers: Record<string, unknown>) {
  const urls: URL[] = [];
  const fetchImpl: FetchLike = async (raw) => {
    const url = new URL(raw);
    urls.push(url);
    return Response.json(answers[url.pathname] ?? { errcode: 40001, errmsg: 'unexpected call' });
  };
  return { fetch: fetchImpl, urls };
}

describe('Open Platform provider', () => {
  it('builds the QR connect URL with our callback and the uuid as state', () => {
    const wechat = new OpenPlatformWechatProvider(settings, {
      publicUrl: 'https://framewise.cn',
      cache: memoryCache(),
    });
    const url = new URL(wechat.qrLoginUrl('uuid-123456'));
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxopen',
      redirect_uri: 'https://framewise.cn/passport/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'uuid-123456',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('exchanges a QR code for the access token, then reads the user info', async () => {
    const api = fakeWechat({
      '/sns/oauth2/access_token': { access_token: 'AT', openid: 'o-1', unionid: 'u-1', expires_in: 7200 },
      '/sns/userinfo': {
        openid: 'o-1',
        nickname: '微信用户甲',
        headimgurl: 'https://wx.qlogo.cn/x/132',
        unionid: 'u-1',
      },
    });
    const wechat = new OpenPlatformWechatProvider(settings, {
      publicUrl: 'https://framewise.cn',
      cache: memoryCache(),
      fetch: api.fetch,
    });
    expect(await wechat.profileFromQrCode('CODE')).toEqual({
      openid: 'o-1',
      unionid: 'u-1',
      nickname: '微信用户甲',
      avatarUrl: 'https://wx.qlogo.cn/x/132',
    });
    expect(Object.fromEntries(api.urls[0]!.searchParams)).toEqual({
      appid: 'wxopen',
      secret: 'open-secret',
      code: 'CODE',
      grant_type: 'authorization_code',
    });
    expect(Object.fromEntries(api.urls[1]!.searchParams)).toEqual({ access_token: 'AT', openid: 'o-1' });
  });

  it('turns a WeChat errcode into a WechatError', async () => {
    const api = fakeWechat({ '/sns/oauth2/access_token': { errcode: 40029, errmsg: 'invalid code' } });
    const wechat = new OpenPlatformWechatProvider(settings, { publicUrl: 'x', cache: memoryCache(), fetch: api.fetch });
    await expect(wechat.openidFromMpCode('bad')).rejects.toThrow(WechatError);
  });

  it('fetches the JS-SDK ticket once per expiry through the shared cache', async () => {
    const api = fakeWechat({
      '/cgi-bin/token': { access_token: 'MPAT', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': { errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 },
    });
    let now = Date.parse('2026-01-01T00:00:00Z');
    const cache = memoryCache();
    const wechat = new OpenPlatformWechatProvider(settings, {
      publicUrl: 'x',
      cache,
      fetch: api.fetch,
      now: () => new Date(now),
    });
    expect(await wechat.jsapiTicket()).toEqual({ appId: 'wxmp', ticket: 'TICKET' });
    expect(await wechat.jsapiTicket()).toEqual({ appId: 'wxmp', ticket: 'TICKET' });
    expect(api.urls.map((u) => u.pathname)).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    expect(Object.fromEntries(api.urls[1]!.searchParams)).toEqual({ access_token: 'MPAT', type: 'jsapi' });
    // Another process sharing the cache reuses it; near expiry both are fetched again.
    const other = new OpenPlatformWechatProvider(settings, {
      publicUrl: 'x',
      cache,
      fetch: api.fetch,
      now: () => new Date(now),
    });
    await other.jsapiTicket();
    expect(api.urls).toHaveLength(2);
    now += 7200_000 - 60_000;
    await wechat.jsapiTicket();
    expect(api.urls).toHaveLength(4);
  });
});

describe('sandbox provider', () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const sandbox = new SandboxWechatProvider({
    publicUrl: 'http://localhost:8080',
    signingSecret: 'sandbox-secret',
    now: () => new Date(now),
  });

  it('points QR codes at the local confirm page', () => {
    expect(sandbox.qrLoginUrl('abc-12345')).toBe('http://localhost:8080/sandbox/wechat-qr/abc-12345');
  });

  it('redeems its own codes and refuses forged or expired ones', async () => {
    const code = sandbox.issueCode('sandbox-x', 'Nick');
    expect(await sandbox.profileFromQrCode(code)).toEqual({
      openid: 'sandbox-x',
      unionid: null,
      nickname: 'Nick',
      avatarUrl: '',
    });
    const [data] = code.split('.');
    const forgedData = Buffer.from(JSON.stringify({ openid: 'victim', nickname: '', exp: now + 60_000 })).toString(
      'base64url',
    );
    await expect(sandbox.profileFromQrCode(`${forgedData}.${code.split('.')[1]}`)).rejects.toThrow(WechatError);
    await expect(sandbox.openidFromMpCode(`${data}.x`)).rejects.toThrow(WechatError);
    const other = new SandboxWechatProvider({ publicUrl: 'x', signingSecret: 'other', now: () => new Date(now) });
    await expect(other.profileFromQrCode(code)).rejects.toThrow(WechatError);
    now += 5 * 60_000 + 1;
    await expect(sandbox.profileFromQrCode(code)).rejects.toThrow('expired');
  });

  it('has a stable local jsapi ticket', async () => {
    expect(await sandbox.jsapiTicket()).toEqual(await sandbox.jsapiTicket());
  });
});
