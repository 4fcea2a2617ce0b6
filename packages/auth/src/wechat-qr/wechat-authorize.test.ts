import { describe, expect, it, vi } from 'vitest';
import { beginWechatAuthorization, checkWechatState, wechatAuthorizeUrl } from './wechat-authorize';

describe('WeChat authorisation URL', () => {
  it('has the parameters in the order WeChat requires and the #wechat_redirect fragment', () => {
    expect(wechatAuthorizeUrl({ appId: 'wx1', redirectUri: 'https://framewise.cn/m/member', state: 'abc' })).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=https%3A%2F%2Fframewise.cn%2Fm%2Fmember&response_type=code&scope=snsapi_base&state=abc#wechat_redirect',
    );
  });

  it('sends the state the server bound to this browser, and remembers it so the return page checks it once', async () => {
    let n = 0;
    const http = { call: vi.fn(async () => ({ state: `server-state-${++n}` })) } as unknown as Parameters<
      typeof beginWechatAuthorization
    >[0];
    const url = new URL(await beginWechatAuthorization(http, 'wx1', 'https://framewise.cn'));
    expect(url.searchParams.get('state')).toBe('server-state-1');
    expect(http.call).toHaveBeenCalledWith('wechatAuthState');
    expect(checkWechatState('forged')).toBe(false);
    await beginWechatAuthorization(http, 'wx1', 'https://framewise.cn');
    const again = new URL(await beginWechatAuthorization(http, 'wx1', 'https://framewise.cn')).searchParams.get(
      'state',
    );
    expect(checkWechatState(again)).toBe(true);
    expect(checkWechatState(again)).toBe(false);
  });
});
