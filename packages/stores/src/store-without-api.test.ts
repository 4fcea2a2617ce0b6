import { api, createHttpClient, userApi } from '@framewise/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createAppStoreWithoutApi } from './store-without-api';
import { fakeServices, sampleUser } from './test-utils/fixtures';
import { resetUserInfo, setUserInfo } from './user-slice';

function storeAnswering() {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ code: 0, data: sampleUser, msg: '' }), { status: 200 }),
  ) as unknown as typeof globalThis.fetch;
  const http = createHttpClient({ region: 'cn', getVisitorId: () => '', fetch });
  return { store: createAppStoreWithoutApi({ services: { ...fakeServices().services, http } }), fetch };
}

describe('createAppStoreWithoutApi', () => {
  it('starts with the slices only; the user works before the api is mounted', () => {
    const { store } = storeAnswering();
    expect(Object.keys(store.getState()).sort()).toEqual(['creation', 'device', 'ui', 'user', 'vip']);
    store.dispatch(setUserInfo(sampleUser));
    expect(store.getState().user.uuid).toBe('u-42');
  });

  it('mounts the api once: its state at once, and its queries', async () => {
    const { store, fetch } = storeAnswering();
    store.mountApi(api);
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
    store.mountApi(api);

    const result = await store.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(result.data?.uuid).toBe('u-42');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops the cached answers when the signed-in user changes: a logout, an expired session, another login', async () => {
    const { store } = storeAnswering();
    store.mountApi(api);
    const cached = () => userApi.endpoints.getUserInfo.select()(store.getState()).data;
    const fill = () => store.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));

    store.dispatch(setUserInfo(sampleUser));
    await fill();
    store.dispatch(resetUserInfo());
    expect(cached()).toBeUndefined();

    await fill();
    store.dispatch(setUserInfo(sampleUser));
    expect(cached()).toBeUndefined();
    await fill();
    store.dispatch(setUserInfo({ ...sampleUser, uuid: 'u-43' }));
    expect(cached()).toBeUndefined();
  });

  it('keeps them when the user stays who they were: a visitor told 401, a refresh of the same user', async () => {
    const { store, fetch } = storeAnswering();
    store.mountApi(api);
    const cached = () => userApi.endpoints.getUserInfo.select()(store.getState()).data;
    await store.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));

    store.dispatch(resetUserInfo());
    expect(cached()?.uuid).toBe('u-42');
    store.dispatch(setUserInfo(sampleUser));
    await store.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    store.dispatch(setUserInfo({ ...sampleUser, nickname: 'renamed' }));
    expect(cached()?.uuid).toBe('u-42');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
