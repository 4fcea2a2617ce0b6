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

  it('mounts the api once: its state at once, its queries and the cache drop on a user reset', async () => {
    const { store, fetch } = storeAnswering();
    store.mountApi(api);
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
    store.mountApi(api);

    const result = await store.dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    expect(result.data?.uuid).toBe('u-42');
    expect(fetch).toHaveBeenCalledTimes(1);
    store.dispatch(resetUserInfo());
    expect(userApi.endpoints.getUserInfo.select()(store.getState()).data).toBeUndefined();
  });
});
