import { createHttpClient } from '@framewise/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_CODE_KEY, TOKEN_COOKIE } from './invite-code';
import { logout } from './session';
import { onSessionExpired } from './session-expired';
import { createAppStore } from './store';
import { expireTestCookie, setTestCookie } from './test-utils/cookies';
import { fakeServices, sampleUser } from './test-utils/fixtures';
import { uiActions } from './ui-slice';
import { setUserInfo, USER_STORAGE_KEY } from './user-slice';

afterEach(() => {
  expireTestCookie(TOKEN_COOKIE);
});

function loggedIn(answers: Parameters<typeof fakeServices>[0] = []) {
  const fake = fakeServices(answers);
  const store = createAppStore({ services: fake.services });
  store.dispatch(setUserInfo(sampleUser));
  setTestCookie(TOKEN_COOKIE, 'token-1');
  localStorage.setItem(INVITE_CODE_KEY, 'INV9');
  return { ...fake, store };
}

describe('logout', () => {
  it('logs out on the server, clears cookie, invite code and user, then goes home', async () => {
    const { store, services, requests } = loggedIn();
    await store.dispatch(logout());
    expect(requests).toEqual(['POST /api/user/logout']);
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(store.getState().user.hasUserInfo).toBe(false);
    expect(services.navigate).toHaveBeenCalledWith('/');
  });

  it('stays logged in when the server logout fails', async () => {
    const { store, services } = loggedIn([{ status: 500, body: { code: 500, data: null, msg: '' } }]);
    await expect(store.dispatch(logout())).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(store.getState().user.uuid).toBe('u-42');
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBe('INV9');
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('treats a session the server already ended as logged out', async () => {
    const { store, services } = loggedIn([{ body: { code: 401, data: null, msg: '未登录' } }]);
    await store.dispatch(logout());
    expect(store.getState().user.hasUserInfo).toBe(false);
    expect(services.navigate).toHaveBeenCalledWith('/');
  });
});

describe('onSessionExpired', () => {
  it('resets the user and opens the login modal', () => {
    const { store } = loggedIn();
    store.dispatch(onSessionExpired());
    expect(store.getState().user.hasUserInfo).toBe(false);
    expect(store.getState().ui.visibleLoginModal).toBe(true);
  });

  it('is triggered by a 401 answer through the shared client, but not during login polling', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 401, data: null, msg: '' }), { status: 200 }),
    ) as unknown as typeof globalThis.fetch;
    const { services } = fakeServices();
    let store: ReturnType<typeof createAppStore> | undefined;
    const http = createHttpClient({
      region: 'cn',
      fetch,
      getVisitorId: () => store?.getState().device.visitorId ?? '',
      onSessionExpired: () => store?.dispatch(onSessionExpired()),
      isLoginPolling: () => store?.getState().ui.loginPolling ?? false,
    });
    store = createAppStore({ services: { ...services, http }, preloadedUser: sampleUser });

    store.dispatch(uiActions.setLoginPolling(true));
    await expect(http.request('GET', '/api/user/info')).rejects.toMatchObject({ code: 401 });
    expect(store.getState().user.hasUserInfo).toBe(true);
    expect(store.getState().ui.visibleLoginModal).toBe(false);

    store.dispatch(uiActions.setLoginPolling(false));
    await expect(http.request('GET', '/api/user/info')).rejects.toMatchObject({ code: 401 });
    expect(store.getState().user.hasUserInfo).toBe(false);
    expect(store.getState().ui.visibleLoginModal).toBe(true);
  });
});
