import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from './store';
import { fakeServices, sampleUser } from './test-utils/fixtures';
import { resetUserInfo, setUserInfo } from './user-slice';
import type { MembershipEntry } from './vip-rules';
import {
  clearVipCache,
  initialVipState,
  loadStoredVip,
  selectMemberships,
  selectTopMembership,
  selectVipFlags,
  selectVipLoaded,
  selectVipName,
  VIP_STORAGE_KEY,
  vipCacheAge,
  vipInfoLoaded,
} from './vip-slice';

const NOW = Date.parse('2026-11-21T08:00:00Z');
const entries: MembershipEntry[] = [
  { vip_type: 'NORMAL', name: 'Normal', batch_type: 'year', expire: '2027-06-01T00:00:00.000Z' },
  { vip_type: 'PRO', name: 'Pro', batch_type: 'month', expire: '2026-12-21T00:00:00.000Z' },
];
const freeUser = { ...sampleUser, vip_type: '', vip_name: '' };

function storeWith(user = freeUser) {
  return createAppStore({ services: fakeServices().services, preloadedUser: user });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('vip slice selectors', () => {
  it('uses the user info while no VIP info is loaded', () => {
    const store = storeWith({ ...sampleUser, vip_type: 'GLOBAL_STD', vip_name: 'Standard' });
    expect(selectVipLoaded(store.getState())).toBe(false);
    expect(selectMemberships(store.getState())).toEqual([]);
    expect(selectVipFlags(store.getState())).toMatchObject({ isVip: true, isStdVip: true, isProVip: false });
    expect(selectVipName(store.getState())).toBe('Standard');
  });

  it('says free for a user without a plan', () => {
    const store = storeWith();
    expect(selectVipFlags(store.getState()).isVip).toBe(false);
  });

  it('derives flags and the highest name from the loaded memberships', () => {
    const store = storeWith();
    store.dispatch(vipInfoLoaded({ uuid: sampleUser.uuid, entries, fetchedAt: NOW }));
    const state = store.getState();
    expect(selectVipLoaded(state)).toBe(true);
    expect(selectVipFlags(state)).toMatchObject({ isVip: true, isNormalVip: true, isProVip: true, isVip2: false });
    expect(selectVipName(state)).toBe('Pro');
    expect(selectTopMembership(state)?.vip_type).toBe('PRO');
    expect(selectVipFlags(state)).toBe(selectVipFlags(store.getState()));
  });

  it('ignores memberships cached for another user', () => {
    const store = storeWith();
    store.dispatch(vipInfoLoaded({ uuid: 'someone-else', entries, fetchedAt: NOW }));
    expect(selectVipLoaded(store.getState())).toBe(false);
    expect(selectVipFlags(store.getState()).isVip).toBe(false);
  });

  it('forgets the cache on clear and when the user is reset', () => {
    const store = storeWith();
    store.dispatch(vipInfoLoaded({ uuid: sampleUser.uuid, entries, fetchedAt: NOW }));
    store.dispatch(clearVipCache());
    expect(store.getState().vip).toEqual(initialVipState);
    store.dispatch(vipInfoLoaded({ uuid: sampleUser.uuid, entries, fetchedAt: NOW }));
    store.dispatch(resetUserInfo());
    expect(store.getState().vip).toEqual(initialVipState);
  });

  it('measures the cache age per user', () => {
    const vip = { ...initialVipState, uuid: 'u-1', fetchedAt: NOW };
    expect(vipCacheAge(vip, 'u-1', NOW + 5_000)).toBe(5_000);
    expect(vipCacheAge(vip, 'u-2', NOW)).toBe(Number.POSITIVE_INFINITY);
    expect(vipCacheAge(initialVipState, 'u-1', NOW)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('vip cache persistence', () => {
  it('keeps the cache across reloads for 15 minutes, for the same user only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const first = storeWith();
    first.dispatch(vipInfoLoaded({ uuid: sampleUser.uuid, entries, fetchedAt: NOW }));
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(VIP_STORAGE_KEY) ?? '{}')).toEqual({
      uuid: sampleUser.uuid,
      fetchedAt: NOW,
      entries,
    });

    vi.setSystemTime(NOW + 14 * 60_000);
    expect(storeWith().getState().vip).toMatchObject({ uuid: sampleUser.uuid, fetchedAt: NOW, entries });
    expect(storeWith({ ...freeUser, uuid: 'u-other' }).getState().vip).toEqual(initialVipState);

    vi.setSystemTime(NOW + 15 * 60_000);
    expect(storeWith().getState().vip).toEqual(initialVipState);
  });

  it('removes the stored cache when cleared', () => {
    const store = storeWith();
    store.dispatch(vipInfoLoaded({ uuid: sampleUser.uuid, entries, fetchedAt: Date.now() }));
    store.dispatch(clearVipCache());
    expect(localStorage.getItem(VIP_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored cache with malformed entries', () => {
    const stored = { uuid: 'u-1', fetchedAt: NOW, entries: [{ ...entries[0], batch_type: 'week' }] };
    localStorage.setItem(VIP_STORAGE_KEY, JSON.stringify(stored));
    expect(loadStoredVip('u-1', NOW)).toEqual(initialVipState);
    localStorage.setItem(VIP_STORAGE_KEY, '[1,2]');
    expect(loadStoredVip('u-1', NOW)).toEqual(initialVipState);
    expect(loadStoredVip('', NOW)).toEqual(initialVipState);
  });

  it('does not reach the store of a logged-out visitor', () => {
    localStorage.setItem(VIP_STORAGE_KEY, JSON.stringify({ uuid: '', fetchedAt: Date.now(), entries }));
    const store = createAppStore({ services: fakeServices().services });
    expect(store.getState().vip).toEqual(initialVipState);
    store.dispatch(setUserInfo(freeUser));
    expect(selectVipLoaded(store.getState())).toBe(false);
  });
});
