import { createHttpClient, userApi } from '@framewise/api-client';
import { describe, expect, it, vi } from 'vitest';
import { SYSTEM_CONFIG_KEY, setVisitorId } from './device-slice';
import type { AppServices } from './services';
import type { AppThunk } from './state';
import { createAppStore } from './store';
import { fakeServices, sampleUser } from './test-utils/fixtures';
import { uiActions } from './ui-slice';
import { resetUserInfo, selectTotalPoints, setUserInfo, USER_STORAGE_KEY } from './user-slice';

describe('createAppStore', () => {
  it('has the ui, user and device slices with their initial state', () => {
    const store = createAppStore({ services: fakeServices().services });
    const state = store.getState();
    expect(state.ui.visibleHeader).toBe(true);
    expect(state.user.hasUserInfo).toBe(false);
    expect(state.device.visitorId).toBe('');
    store.dispatch(uiActions.toggleVisibleHeader());
    expect(store.getState().ui.visibleHeader).toBe(false);
  });

  it('hands the services to thunks as their extra argument', () => {
    interface BuildServices extends AppServices {
      greet(): string;
    }
    const { services } = fakeServices();
    const buildServices: BuildServices = { ...services, greet: () => 'hello' };
    const store = createAppStore({ services: buildServices });
    const readBrand: AppThunk<string, BuildServices> = (_dispatch, _getState, extra) =>
      `${extra.brand}:${extra.greet()}`;
    expect(store.dispatch(readBrand)).toBe('domestic:hello');
  });

  it('persists the user under framewise-user and rehydrates it in a new store', async () => {
    const first = createAppStore({ services: fakeServices().services });
    first.dispatch(setUserInfo(sampleUser));
    await Promise.resolve();
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ uuid: 'u-42', nickname: '小帧', hasUserInfo: true });

    const second = createAppStore({ services: fakeServices().services });
    expect(second.getState().user).toEqual(first.getState().user);
    expect(selectTotalPoints(second.getState())).toBe(620);
  });

  it('recomputes totalPoints on rehydration instead of trusting the stored one', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...sampleUser, totalPoints: 1_000_000 }));
    const store = createAppStore({ services: fakeServices().services });
    expect(store.getState().user.totalPoints).toBe(620);
    expect(selectTotalPoints(store.getState())).toBe(620);
  });

  it('survives a corrupt stored user', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    const store = createAppStore({ services: fakeServices().services });
    expect(store.getState().user.hasUserInfo).toBe(false);
  });

  it('removes the stored user on reset', async () => {
    const store = createAppStore({ services: fakeServices().services });
    store.dispatch(setUserInfo(sampleUser));
    await Promise.resolve();
    store.dispatch(resetUserInfo());
    await Promise.resolve();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('stores only where actions dispatched together end: a login that resets then sets never stores a logout', async () => {
    const store = createAppStore({ services: fakeServices().services });
    store.dispatch(setUserInfo(sampleUser));
    await Promise.resolve();
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    // What completeLogin does when another tab's login reaches this one: the other tab follows this key.
    store.dispatch(resetUserInfo());
    store.dispatch(setUserInfo({ ...sampleUser, nickname: 'renamed' }));
    await Promise.resolve();
    expect(removeItem).not.toHaveBeenCalledWith(USER_STORAGE_KEY);
    expect(setItem.mock.calls.filter(([key]) => key === USER_STORAGE_KEY)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({ nickname: 'renamed' });
    removeItem.mockRestore();
    setItem.mockRestore();
  });

  it('prefers a preloaded user over the stored one', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(sampleUser));
    const store = createAppStore({ services: fakeServices().services, preloadedUser: { uuid: 'u-7', dailyCount: 5 } });
    expect(store.getState().user).toMatchObject({ uuid: 'u-7', nickname: '', totalPoints: 5, hasUserInfo: true });
  });

  it('rehydrates the visitor id from the system config and stores changes there', async () => {
    localStorage.setItem(SYSTEM_CONFIG_KEY, JSON.stringify({ visitorId: 'stored-id', theme: 'dark' }));
    const store = createAppStore({ services: fakeServices().services });
    expect(store.getState().device.visitorId).toBe('stored-id');
    store.dispatch(setVisitorId('next-id'));
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(SYSTEM_CONFIG_KEY) ?? '{}')).toEqual({
      visitorId: 'next-id',
      theme: 'dark',
    });
  });

  it('mounts the RTK Query api and drops its cache when the user is reset', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 0, data: sampleUser, msg: '' }), { status: 200 }),
    ) as unknown as typeof globalThis.fetch;
    const http = createHttpClient({ region: 'cn', getVisitorId: () => '', fetch });
    const store = createAppStore({ services: { ...fakeServices().services, http } });
    store.dispatch(setUserInfo(sampleUser));

    const result = await store.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(result.data?.uuid).toBe('u-42');
    expect(userApi.endpoints.getUserInfo.select()(store.getState()).data?.uuid).toBe('u-42');

    store.dispatch(resetUserInfo());
    expect(userApi.endpoints.getUserInfo.select()(store.getState()).data).toBeUndefined();
  });
});
