import { HEADER } from '@framewise/contracts/routes';
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiBaseQuery, callRequest, KEEP_UNUSED_DATA_FOR_S, TAG_TYPES } from './base-api';
import { profileApi } from './endpoints/profile';
import { userApi } from './endpoints/user';
import { createHttpClient } from './http-client';
import { fakeFetch } from './test-utils/fake-fetch';

const user = {
  uuid: 'u-1',
  avatar_url: '',
  avatarCdnKey: '',
  introducer: '',
  invite_code: 'ABC123',
  nickname: '小帧',
  first_sub: false,
  count: 0,
  vip_date: null,
  vip_type: '',
  vip_name: '',
  phone: '13800000000',
  created_at: '2026-01-01T00:00:00Z',
  accCount: 0,
  unlimitEnable: false,
  cps_ratio: 0,
  totalPoints: 30,
  permanentPoints: 10,
  vip_points: 0,
  dailyCount: 20,
};

function setup() {
  const fake = fakeFetch({ body: { code: 0, data: user, msg: '' } });
  const http = createHttpClient({ region: 'cn', getVisitorId: () => 'v-1', fetch: fake.fetch });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { http } } }).concat(api.middleware),
  });
  return { fake, store };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api', () => {
  it('mounts under "api" with the shared tag types', () => {
    expect(api.reducerPath).toBe('api');
    expect(TAG_TYPES).toEqual(expect.arrayContaining(['Config', 'Works', 'Gallery', 'User', 'Points', 'Orders']));
    expect(KEEP_UNUSED_DATA_FOR_S).toBe(180);
  });

  it('fetches through the shared client, unwraps data and dedupes concurrent subscribers', async () => {
    const { fake, store } = setup();
    const first = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    const second = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    const [a, b] = await Promise.all([first, second]);
    expect(a.data).toEqual(user);
    expect(b.data).toEqual(user);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]?.url).toBe('/api/user/info');
    expect(fake.seen[0]?.headers[HEADER.visitorId]).toBe('v-1');
    first.unsubscribe();
    second.unsubscribe();
  });

  it('does not refetch on focus, on reconnect or on a later mount', async () => {
    const { fake, store } = setup();
    const sub = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await sub;
    store.dispatch(api.internalActions.onFocus());
    store.dispatch(api.internalActions.onOnline());
    const again = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await again;
    expect(fake.seen).toHaveLength(1);
    sub.unsubscribe();
    again.unsubscribe();
  });

  it('keeps an unused answer for 3 minutes', async () => {
    vi.useFakeTimers();
    const { fake, store } = setup();
    const sub = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await sub;
    sub.unsubscribe();
    await vi.advanceTimersByTimeAsync(179_000);
    expect(userApi.endpoints.getUserInfo.select()(store.getState()).data).toEqual(user);
    const reused = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await reused;
    reused.unsubscribe();
    expect(fake.seen).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(181_000);
    expect(userApi.endpoints.getUserInfo.select()(store.getState()).data).toBeUndefined();
  });

  it('stores errors in their serializable form', async () => {
    const { fake, store } = setup();
    fake.answer({ body: { code: 500, data: null, msg: '' } });
    const result = await store.dispatch(userApi.endpoints.getUserInfo.initiate());
    expect(result.error).toEqual({ kind: 'business', code: 500, messageKey: 'errors.requestError' });
  });

  it('refetches the user on screen after a profile save invalidates it', async () => {
    const { fake, store } = setup();
    const sub = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await sub;
    await store.dispatch(profileApi.endpoints.modifyInfo.initiate({ nickname: 'frame' }));
    await vi.waitFor(() => expect(fake.seen).toHaveLength(3));
    expect(fake.seen.map((r) => `${r.init.method} ${r.url}`)).toEqual([
      'GET /api/user/info',
      'POST /api/user/modifyInfo',
      'GET /api/user/info',
    ]);
    sub.unsubscribe();
  });

  it('logout invalidates nothing (the store drops the cache itself): no refetch as a visitor', async () => {
    const { fake, store } = setup();
    const sub = store.dispatch(userApi.endpoints.getUserInfo.initiate());
    await sub;
    fake.answer({ body: { code: 0, data: null, msg: '' } });
    await store.dispatch(userApi.endpoints.logout.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0)); // past RTK Query's delayed invalidation
    expect(userApi.endpoints.getUserInfo.select()(store.getState()).status).toBe('fulfilled');
    expect(fake.seen.map((r) => `${r.init.method} ${r.url}`)).toEqual(['GET /api/user/info', 'POST /api/user/logout']);
    sub.unsubscribe();
  });
});

describe('callRequest', () => {
  it('builds the request of a call by name from the route table', () => {
    expect(callRequest('getUserInfo')).toEqual({ method: 'GET', url: '/api/user/info' });
    expect(callRequest('getQrLoginStatus', { query: { uuid: 'login-0001' } })).toEqual({
      method: 'GET',
      url: '/api/user/qrLoginStatus',
      query: { uuid: 'login-0001' },
    });
    expect(callRequest('exchange', { body: { code: 'GIFT-2026' } })).toEqual({
      method: 'POST',
      url: '/api/pay/exchange',
      body: { code: 'GIFT-2026' },
    });
    // @ts-expect-error the body (the code to redeem) is required
    expect(callRequest('exchange')).toEqual({ method: 'POST', url: '/api/pay/exchange' });
  });

  it('reads only method and path of a contract outside the registry', () => {
    const hook = { method: 'GET', path: '/api/test/ping', auth: 'none', summary: 'Test hook route' } as const;
    expect(callRequest(hook)).toEqual({ method: 'GET', url: '/api/test/ping' });
  });
});

describe('apiBaseQuery', () => {
  it("sends the request through the store's http client with the abort signal", async () => {
    const fake = fakeFetch({ body: { code: 0, data: { ok: true }, msg: '' } });
    const http = createHttpClient({ region: 'global', getVisitorId: () => '', fetch: fake.fetch });
    const controller = new AbortController();
    expect(callRequest('logout')).toEqual({ method: 'POST', url: '/api/user/logout' });
    const req = { method: 'POST' as const, url: '/api/x', body: { a: 1 }, query: { b: 2 } };
    const context = { signal: controller.signal, extra: { http } } as Parameters<typeof apiBaseQuery>[1];
    const result = await apiBaseQuery(req, context, {});
    expect(result).toEqual({ data: { ok: true } });
    expect(fake.seen[0]?.url).toBe('/api/x?b=2');
    expect(fake.seen[0]?.init.body).toBe('{"a":1}');
  });
});
