import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import {
  INVITE_CODE_KEY,
  loginSucceeded,
  refreshUserInfo,
  selectIsLoggedIn,
  USER_STORAGE_KEY,
  uiActions,
} from '@framewise/stores';
import { createPreviewStore } from '@framewise/stores/testing';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLoginReturn, storeLoginRedirect } from './login-redirect';
import { markPendingLogin } from './pending-login';
import { bootstrapSession, completeLogin, followOtherTabs, requestLogin, takeLoginNotice } from './session';
import { sampleUser, sampleVip } from './test-utils/fixtures';

const loggedInServer = () =>
  createFakeServer({ 'GET /api/user/info': ok(sampleUser), 'GET /api/user/vipInfo': ok(sampleVip) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('completeLogin', () => {
  it('loads user and membership, closes the modal, stops polling, clears the invite code and redirects', async () => {
    const server = loggedInServer();
    const { store, navigations } = createPreviewStore({ server });
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().user.uuid));
    store.dispatch(uiActions.setVisibleLoginModal(true));
    store.dispatch(uiActions.setLoginPolling(true));
    localStorage.setItem(INVITE_CODE_KEY, 'FRIEND42');
    storeLoginRedirect('/member');

    const user = await store.dispatch(completeLogin());

    expect(user.uuid).toBe(sampleUser.uuid);
    const state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(state.user.nickname).toBe(sampleUser.nickname);
    expect(state.ui.visibleLoginModal).toBe(false);
    expect(state.ui.loginPolling).toBe(false);
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBeNull();
    expect(navigations).toEqual(['/member']);
    expect(server.callsTo('GET /api/user/vipInfo')).toHaveLength(1);
  });

  it('announces the login with the membership info for other slices', async () => {
    const { store, services } = createPreviewStore({ server: loggedInServer() });
    const dispatched: UnknownAction[] = [];
    const dispatch = ((action: UnknownAction) => {
      dispatched.push(action);
      return store.dispatch(action);
    }) as typeof store.dispatch;
    await completeLogin()(dispatch, store.getState, services);
    expect(dispatched.find((action) => loginSucceeded.match(action))?.payload).toEqual({
      user: sampleUser,
      vip: sampleVip,
    });
  });

  it('goes back to the stored page on a phone too (a login that left for WeChat comes back where it started)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
    );
    const { store, navigations } = createPreviewStore({ server: loggedInServer() });
    storeLoginRedirect('/m/point');
    await store.dispatch(completeLogin());
    expect(navigations).toEqual(['/m/point']);
  });

  it('remembers the page a login flow opened on, keeping an explicit redirect', async () => {
    const { store, navigations } = createPreviewStore({ server: loggedInServer() });
    rememberLoginReturn('/ai-video-generator?x=1');
    await store.dispatch(completeLogin());
    storeLoginRedirect('/my-work');
    rememberLoginReturn('/ai-video-generator');
    await store.dispatch(completeLogin());
    expect(navigations).toEqual(['/ai-video-generator?x=1', '/my-work']);
  });

  it('still logs in when the membership info cannot be loaded', async () => {
    const server = loggedInServer();
    server.on('GET /api/user/vipInfo', 'network');
    const { store } = createPreviewStore({ server });
    await store.dispatch(completeLogin());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe('requestLogin', () => {
  it('opens the login modal and remembers where to go afterwards', async () => {
    const { store, navigations } = createPreviewStore({ server: loggedInServer() });
    store.dispatch(requestLogin('/my-work'));
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    await store.dispatch(completeLogin());
    expect(navigations).toEqual(['/my-work']);
  });
});

describe('bootstrapSession', () => {
  it('asks once, quietly, whether a visitor has a session: none, so nothing opens', async () => {
    const server = createFakeServer({ 'GET /api/user/info': fail(401, 'Please log in') });
    const { store } = createPreviewStore({ server });
    await store.dispatch(bootstrapSession());
    expect(server.calls.map((call) => call.key)).toEqual(['GET /api/user/info']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().ui.visibleLoginModal).toBe(false);
    expect(store.getState().ui.loginPolling).toBe(false);
  });

  it("takes in a session the page did not start (the server's sign-in page opened directly)", async () => {
    const server = loggedInServer();
    const { store } = createPreviewStore({ server });
    await store.dispatch(bootstrapSession());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().user.nickname).toBe(sampleUser.nickname);
    expect(server.callsTo('GET /api/user/info')).toHaveLength(1);
    expect(server.callsTo('GET /api/user/vipInfo')).toHaveLength(1);
    // Only a login this tab started greets the user.
    expect(takeLoginNotice()).toBe(false);
  });

  it('refreshes a stored user from /api/user/info and loads the membership info at start', async () => {
    const server = createFakeServer({
      'GET /api/user/info': ok({ ...sampleUser, permanentPoints: 500 }),
      'GET /api/user/vipInfo': ok(sampleVip),
    });
    const { store } = createPreviewStore({ server, user: sampleUser });
    await store.dispatch(bootstrapSession());
    expect(store.getState().user.permanentPoints).toBe(500);
    expect(store.getState().user.totalPoints).toBe(520);
    expect(server.callsTo('GET /api/user/vipInfo')).toHaveLength(1);
    expect(store.getState().vip.entries.length).toBe(sampleVip.list.length);
  });

  it('forgets a stored user whose session is gone, and opens the login flow (body code 401)', async () => {
    const server = createFakeServer({ 'GET /api/user/info': fail(401, 'Please log in') });
    const { store } = createPreviewStore({ server, user: sampleUser });
    await store.dispatch(bootstrapSession());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().ui.visibleLoginModal).toBe(true);
  });

  it('keeps the stored user when the refresh fails for another reason', async () => {
    const server = createFakeServer({ 'GET /api/user/info': 'network' });
    const { store } = createPreviewStore({ server, user: sampleUser });
    await store.dispatch(bootstrapSession());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('completes a login that came back from Google and leaves a notice for the toast', async () => {
    const server = loggedInServer();
    const { store } = createPreviewStore({ server });
    markPendingLogin('google');
    await store.dispatch(bootstrapSession());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().ui.loginPolling).toBe(false);
    expect(takeLoginNotice()).toBe(true);
    expect(takeLoginNotice()).toBe(false);
  });

  it('stays quiet when the provider sent the user back without a session', async () => {
    const server = createFakeServer({
      'GET /api/user/info': fail(401, 'Please log in'),
      'GET /api/user/vipInfo': fail(401),
    });
    const { store } = createPreviewStore({ server });
    markPendingLogin('google');
    await store.dispatch(bootstrapSession());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().ui.visibleLoginModal).toBe(false);
    expect(store.getState().ui.loginPolling).toBe(false);
  });
});

describe('followOtherTabs', () => {
  const storageEvent = (newValue: string | null, key = USER_STORAGE_KEY) =>
    new StorageEvent('storage', { key, newValue });

  it('shows a login made in another tab at once, from the server', async () => {
    const server = loggedInServer();
    const { store } = createPreviewStore({ server });
    const tabs = new EventTarget();
    const stop = store.dispatch(followOtherTabs(tabs));
    tabs.dispatchEvent(storageEvent(JSON.stringify({ ...sampleUser, hasUserInfo: true })));
    await vi.waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(true));
    expect(server.callsTo('GET /api/user/info')).toHaveLength(1);
    expect(store.getState().ui.visibleLoginModal).toBe(false);
    stop();
  });

  it('closes a login modal left open in this tab once the other tab logged in', async () => {
    const { store } = createPreviewStore({ server: loggedInServer() });
    store.dispatch(uiActions.setVisibleLoginModal(true));
    const tabs = new EventTarget();
    store.dispatch(followOtherTabs(tabs));
    tabs.dispatchEvent(storageEvent(JSON.stringify(sampleUser)));
    await vi.waitFor(() => expect(store.getState().ui.visibleLoginModal).toBe(false));
  });

  it('logs this tab out when another tab logs out, and ignores other keys and the same user', async () => {
    const server = loggedInServer();
    const { store } = createPreviewStore({ server, user: sampleUser });
    const tabs = new EventTarget();
    store.dispatch(followOtherTabs(tabs));
    tabs.dispatchEvent(storageEvent(JSON.stringify({ ...sampleUser, permanentPoints: 5 })));
    tabs.dispatchEvent(storageEvent(null, 'others-invite-code'));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(server.calls).toEqual([]);
    tabs.dispatchEvent(storageEvent(null));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('stops following when asked', () => {
    const { store } = createPreviewStore({ server: loggedInServer(), user: sampleUser });
    const tabs = new EventTarget();
    store.dispatch(followOtherTabs(tabs))();
    tabs.dispatchEvent(storageEvent(null));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});

describe('session expiry (wired like createShellApp)', () => {
  it('a 401 while not polling resets the user and opens login; while polling it does not', async () => {
    const server = createFakeServer({ 'GET /api/user/info': fail(401) });
    const { store } = createPreviewStore({ server, user: sampleUser });
    store.dispatch(uiActions.setLoginPolling(true));
    await expect(store.dispatch(refreshUserInfo())).rejects.toThrow();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().ui.visibleLoginModal).toBe(false);

    store.dispatch(uiActions.setLoginPolling(false));
    await expect(store.dispatch(refreshUserInfo())).rejects.toThrow();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().ui.visibleLoginModal).toBe(true);
  });
});
