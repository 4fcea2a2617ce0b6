import { MODE } from '@framewise/contracts/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMode } from './creation-slice';
import { createAppStore } from './store';
import { sampleUser } from './test-utils/fixtures';
import { deferred, ok, type RouteAnswer, routedServices } from './test-utils/routes';
import { resetUserInfo } from './user-slice';
import { loginSucceeded } from './vip-from-login';
import { selectVipFlags, vipInfoLoaded } from './vip-slice';
import { fetchVipInfo, refreshVip } from './vip-thunks';

const VIP = 'GET /api/user/vipInfo';
const USER = 'GET /api/user/info';
const NOW = Date.parse('2026-11-21T08:00:00Z');
const MINUTE = 60_000;

const proEntry = {
  vip_type: 'PRO',
  name: 'Pro',
  batch_type: 'month',
  expire_time: '2026-12-21T00:00:00.000Z',
} as const;
const highEntry = {
  vip_type: 'HIGH',
  name: 'High',
  batch_type: 'year',
  expire_time: '2027-11-21T00:00:00.000Z',
} as const;
const asEntry = (e: typeof proEntry | typeof highEntry) => ({
  vip_type: e.vip_type,
  name: e.name,
  batch_type: e.batch_type,
  expire: e.expire_time,
});

function setup(routes: Record<string, RouteAnswer>, user: Partial<typeof sampleUser> | null = sampleUser) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const { services, requests } = routedServices(routes);
  const store = createAppStore({ services, preloadedUser: user ?? {} });
  return { store, requests, routes };
}

// Lets a background request settle.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchVipInfo', () => {
  it('makes no request for a visitor', async () => {
    const { store, requests } = setup({ [VIP]: ok({ list: [proEntry] }) }, null);
    await expect(store.dispatch(fetchVipInfo())).resolves.toEqual([]);
    expect(requests).toEqual([]);
  });

  it('fetches once, then answers from the cache while it is fresh (10 minutes)', async () => {
    const { store, requests } = setup({ [VIP]: ok({ list: [proEntry] }) });
    await expect(store.dispatch(fetchVipInfo())).resolves.toEqual([asEntry(proEntry)]);
    expect(store.getState().vip).toMatchObject({ uuid: sampleUser.uuid, fetchedAt: NOW, failed: false });
    expect(selectVipFlags(store.getState()).isProVip).toBe(true);

    vi.setSystemTime(NOW + 10 * MINUTE - 1);
    await expect(store.dispatch(fetchVipInfo())).resolves.toEqual([asEntry(proEntry)]);
    expect(requests).toEqual([VIP]);
  });

  it('answers from a stale cache at once and refreshes it in the background (10 to 15 minutes)', async () => {
    const { store, requests, routes } = setup({ [VIP]: ok({ list: [proEntry] }) });
    await store.dispatch(fetchVipInfo());
    routes[VIP] = ok({ list: [highEntry] });

    vi.setSystemTime(NOW + 12 * MINUTE);
    await expect(store.dispatch(fetchVipInfo())).resolves.toEqual([asEntry(proEntry)]);
    await settle();
    expect(requests).toEqual([VIP, VIP]);
    expect(store.getState().vip.entries).toEqual([asEntry(highEntry)]);
    expect(store.getState().vip.fetchedAt).toBe(NOW + 12 * MINUTE);
  });

  it('keeps a stale cache when its background refresh fails', async () => {
    const { store, routes } = setup({ [VIP]: ok({ list: [proEntry] }) });
    await store.dispatch(fetchVipInfo());
    routes[VIP] = { code: 500, data: null, msg: '获取会员信息失败' };
    vi.setSystemTime(NOW + 11 * MINUTE);
    await expect(store.dispatch(fetchVipInfo())).resolves.toEqual([asEntry(proEntry)]);
    await settle();
    expect(store.getState().vip).toMatchObject({ entries: [asEntry(proEntry)], fetchedAt: NOW, failed: true });
  });

  it('waits for the server once the cache is older than 15 minutes', async () => {
    const { store, requests, routes } = setup({ [VIP]: ok({ list: [proEntry] }) });
    await store.dispatch(fetchVipInfo());
    routes[VIP] = ok({ list: [] });
    vi.setSystemTime(NOW + 15 * MINUTE);
    await expect(store.dispatch(fetchVipInfo())).resolves.toEqual([]);
    expect(requests).toEqual([VIP, VIP]);
    expect(selectVipFlags(store.getState()).isVip).toBe(false);
  });

  it('rejects when there is nothing cached and the request fails', async () => {
    const { store } = setup({ [VIP]: { code: 500, data: null, msg: 'down' } });
    await expect(store.dispatch(fetchVipInfo())).rejects.toMatchObject({ msg: 'down' });
    expect(store.getState().vip).toMatchObject({ fetchedAt: null, failed: true, requestId: null });
  });

  it('asks the server when forced, even with a fresh cache', async () => {
    const { store, requests } = setup({ [VIP]: ok({ list: [proEntry] }) });
    await store.dispatch(fetchVipInfo());
    await store.dispatch(fetchVipInfo({ force: true }));
    expect(requests).toEqual([VIP, VIP]);
  });

  it('shares one request between callers at the same time', async () => {
    const answer = deferred(ok({ list: [proEntry] }));
    const { store, requests } = setup({ [VIP]: answer.answer });
    const first = store.dispatch(fetchVipInfo());
    const second = store.dispatch(fetchVipInfo());
    await settle();
    expect(store.getState().vip.requestId).not.toBeNull();
    answer.release();
    await expect(Promise.all([first, second])).resolves.toEqual([[asEntry(proEntry)], [asEntry(proEntry)]]);
    expect(requests).toEqual([VIP]);
    expect(store.getState().vip.requestId).toBeNull();
  });

  it('keeps the newest answer when an older one arrives last', async () => {
    const slow = deferred(ok({ list: [proEntry] }));
    const { store, routes } = setup({ [VIP]: slow.answer });
    const older = store.dispatch(fetchVipInfo());
    await settle();
    routes[VIP] = ok({ list: [highEntry] });
    await store.dispatch(fetchVipInfo({ force: true }));
    slow.release();
    await older;
    expect(store.getState().vip.entries).toEqual([asEntry(highEntry)]);
  });

  it('drops an answer that arrives after the user logged out', async () => {
    const slow = deferred(ok({ list: [proEntry] }));
    const { store } = setup({ [VIP]: slow.answer });
    const pending = store.dispatch(fetchVipInfo());
    await settle();
    store.dispatch(resetUserInfo());
    slow.release();
    await pending;
    expect(store.getState().vip.fetchedAt).toBeNull();
  });
});

describe('refreshVip', () => {
  it('clears the cache and reloads both the memberships and the user info', async () => {
    const { store, requests, routes } = setup({ [VIP]: ok({ list: [proEntry] }) });
    await store.dispatch(fetchVipInfo());
    routes[VIP] = ok({ list: [highEntry] });
    routes[USER] = ok({ ...sampleUser, vip_type: 'HIGH', vip_name: 'High', permanentPoints: 900 });

    await store.dispatch(refreshVip());
    expect(requests).toEqual([VIP, VIP, USER]);
    expect(store.getState().vip.entries).toEqual([asEntry(highEntry)]);
    expect(store.getState().user).toMatchObject({ vip_type: 'HIGH', totalPoints: 1420 });
  });

  it('applies the reloaded user (and its mode rule) even when the membership call fails', async () => {
    const { store } = setup({
      [VIP]: { code: 500, data: null, msg: 'vip down' },
      [USER]: ok({ ...sampleUser, unlimitEnable: false }),
    });
    store.dispatch(setMode(MODE.RELAX));
    await expect(store.dispatch(refreshVip())).rejects.toMatchObject({ msg: 'vip down' });
    expect(store.getState().user.unlimitEnable).toBe(false);
    expect(store.getState().creation.mode).toBe(MODE.NORMAL);
  });

  it('does nothing for a visitor', async () => {
    const { store, requests } = setup({}, null);
    await store.dispatch(refreshVip());
    expect(requests).toEqual([]);
  });
});

describe('login', () => {
  it("fills the cache from the login's membership answer", async () => {
    const { store, requests } = setup({}, null);
    store.dispatch(loginSucceeded({ user: sampleUser, vip: { list: [proEntry] } }));
    expect(store.getState().vip.entries).toEqual([asEntry(proEntry)]);
    expect(store.getState().vip.uuid).toBe(sampleUser.uuid);
    store.dispatch(loginSucceeded({ user: { ...sampleUser, uuid: 'u-9' }, vip: null }));
    expect(store.getState().vip.uuid).toBe(sampleUser.uuid);
    expect(requests).toEqual([]);
  });

  it('ignores other actions with a payload of the same shape', () => {
    const { store } = setup({}, null);
    store.dispatch({ type: 'other/loginSucceeded', payload: { user: sampleUser, vip: { list: [proEntry] } } });
    store.dispatch(vipInfoLoaded({ uuid: 'u-1', entries: [], fetchedAt: NOW }));
    expect(store.getState().vip.uuid).toBe('u-1');
  });
});
