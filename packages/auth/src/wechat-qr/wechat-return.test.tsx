import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { readWechatOpenid } from '@framewise/stores';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleUser, sampleVip } from '../test-utils/fixtures';
import { renderAuth } from '../test-utils/render';
import { WechatReturn } from './WechatReturn';
import { beginWechatAuthorization } from './wechat-authorize';
import {
  clearWechatBind,
  finishWechatReturn,
  pendingWechatBind,
  readWechatReturn,
  withoutWechatParams,
} from './wechat-return';

const BIND = 'POST /api/user/bindPlatform';

/** Starts an authorisation as the login panel would (the server issues the state) and returns what WeChat echoes. */
let issued = 0;
async function sentState(): Promise<string> {
  const http = { call: async () => ({ state: `issued-${++issued}` }) } as unknown as Parameters<
    typeof beginWechatAuthorization
  >[0];
  const url = new URL(await beginWechatAuthorization(http, 'wx1', 'https://framewise.cn'));
  return url.searchParams.get('state') ?? '';
}

function server(answer: ReturnType<typeof ok> | ReturnType<typeof fail>) {
  return createFakeServer({
    [BIND]: answer,
    'GET /api/user/info': ok(sampleUser),
    'GET /api/user/vipInfo': ok(sampleVip),
  });
}

afterEach(() => {
  clearWechatBind();
  window.history.replaceState(null, '', '/');
});

describe('reading the return URL', () => {
  it('takes code and state on /m/member only', () => {
    expect(readWechatReturn({ pathname: '/m/member', search: '?code=abc&state=s1' })).toEqual({
      code: 'abc',
      state: 's1',
    });
    expect(readWechatReturn({ pathname: '/m/member', search: '?code=abc' })).toEqual({ code: 'abc', state: null });
    expect(readWechatReturn({ pathname: '/m/member', search: '' })).toBeNull();
    expect(readWechatReturn({ pathname: '/app/home', search: '?code=abc&state=s1' })).toBeNull();
  });

  it('drops code and state but keeps the rest of the URL', () => {
    expect(withoutWechatParams('https://framewise.cn/m/member?code=a&state=b&from=x#top')).toBe('/m/member?from=x#top');
    expect(withoutWechatParams('https://framewise.cn/m/member?code=a&state=b')).toBe('/m/member');
  });
});

describe('finishWechatReturn', () => {
  it('refuses a state this tab did not send, without calling the server', async () => {
    await sentState();
    const api = server(ok({ status: 'bound', openid: 'o' }));
    const { store } = renderAuth(<span />, { server: api });
    await expect(store.dispatch(finishWechatReturn({ code: 'c', state: 'forged' }))).resolves.toBe('stateMismatch');
    expect(api.callsTo(BIND)).toHaveLength(0);
  });

  it('logs a returning visitor in', async () => {
    const state = await sentState();
    const api = server(ok({ status: 'logged_in', openid: 'o', token: 't' }));
    const { store } = renderAuth(<span />, { server: api });
    await expect(store.dispatch(finishWechatReturn({ code: 'c-9', state }))).resolves.toBe('logged_in');
    expect(api.callsTo(BIND)[0]?.body).toEqual({ code: 'c-9', platform: 'h5-wechat', state });
    expect(store.getState().user.hasUserInfo).toBe(true);
    // The openid JSAPI payments need is kept on this phone.
    expect(readWechatOpenid()).toBe('o');
    expect(pendingWechatBind()).toBeNull();
  });

  it('leaves the bind-phone step for the login panel and opens the modal', async () => {
    const state = await sentState();
    const api = server(ok({ status: 'need_phone', openid: 'o', uuid: 'u-1' }));
    const { store } = renderAuth(<span />, { server: api });
    await expect(store.dispatch(finishWechatReturn({ code: 'c', state }))).resolves.toBe('need_phone');
    expect(pendingWechatBind()).toBe('u-1');
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(store.getState().user.hasUserInfo).toBe(false);
  });
});

describe('WechatReturn', () => {
  it('cleans the address bar, finishes the login and says so', async () => {
    const state = await sentState();
    window.history.replaceState(null, '', `/m/member?code=c-1&state=${state}`);
    const { store } = renderAuth(<WechatReturn />, {
      server: server(ok({ status: 'logged_in', openid: 'o', token: 't' })),
    });
    expect(window.location.search).toBe('');
    expect(await screen.findByText('Logged in')).toBeInTheDocument();
    expect(store.getState().user.hasUserInfo).toBe(true);
  });

  it('shows the server refusal of a spent code', async () => {
    const state = await sentState();
    window.history.replaceState(null, '', `/m/member?code=old&state=${state}`);
    renderAuth(<WechatReturn />, { server: server(fail(400, 'WeChat authorisation failed. Please try again.')) });
    expect(await screen.findByText('WeChat authorisation failed. Please try again.')).toBeInTheDocument();
  });

  it('tells a user whose authorisation state is gone to log in again', async () => {
    window.history.replaceState(null, '', '/m/member?code=c&state=unknown');
    const api = server(ok({ status: 'bound', openid: 'o' }));
    renderAuth(<WechatReturn />, { server: api });
    expect(await screen.findByText('The WeChat authorisation has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(BIND)).toHaveLength(0));
  });

  it('does nothing on an ordinary page load', () => {
    window.history.replaceState(null, '', '/m/member');
    const api = server(ok({ status: 'bound', openid: 'o' }));
    renderAuth(<WechatReturn />, { server: api });
    expect(api.calls).toHaveLength(0);
  });
});
