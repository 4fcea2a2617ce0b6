import { describe, expect, it } from 'vitest';
import { beginWechatAuthorization, checkWechatState, wechatAuthorizeUrl } from './wechat-authorize';

describe('WeChat authorisation URL', () => {
  it('has the parameters in the order WeChat requires and the #wechat_redirect fragment', () => {
    expect(wechatAuthorizeUrl({ appId: 'wx1', redirectUri: 'https://framewise.cn/m/member', state: 'abc' })).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=https%3A%2F%2Fframewise.cn%2Fm%2Fmember&response_type=code&scope=snsapi_base&state=abc#wechat_redirect',
    );
  });

  it('remembers the state it sent so the return page can check it once', () => {
    const url = new URL(beginWechatAuthorization('wx1', 'https://framewise.cn'));
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(checkWechatState('forged')).toBe(false);
    beginWechatAuthorization('wx1', 'https://framewise.cn');
    const again = new URL(beginWechatAuthorization('wx1', 'https://framewise.cn')).searchParams.get('state');
    expect(checkWechatState(again)).toBe(true);
    expect(checkWechatState(again)).toBe(false);
  });
});
