import { ApiError, type ApiErrorInfo } from '@framewise/api-client';
import type { AppServices } from './services';
import type { AppThunk } from './state';
import { refreshUserInfo } from './user-info';
import { type MembershipEntry, VIP_CACHE_TTL_MS, VIP_FRESH_MS } from './vip-rules';
import { clearVipCache, loadVipInfo, vipCacheAge } from './vip-slice';

// The request under way per store (its services), so callers at the same time share one request.
const inFlight = new WeakMap<AppServices, { uuid: string; promise: Promise<MembershipEntry[]> }>();

export interface FetchVipOptions {
  /** Ask the server even when the cache is fresh. */
  force?: boolean;
}

/**
 * The logged-in user's memberships with the cache rules: answered from the cache while it is
 * fresh (under 10 minutes); answered from the cache and refreshed in the background while it is stale but valid
 * (10 to 15 minutes); fetched otherwise, or when forced. A visitor has none and causes no request.
 */
export const fetchVipInfo =
  ({ force = false }: FetchVipOptions = {}): AppThunk<Promise<MembershipEntry[]>> =>
  (dispatch, getState, services) => {
    const { user, vip } = getState();
    if (!user.hasUserInfo) return Promise.resolve([]);
    const age = vipCacheAge(vip, user.uuid, Date.now());
    if (!force && age < VIP_FRESH_MS) return Promise.resolve(vip.entries);

    const request = (): Promise<MembershipEntry[]> => {
      const running = inFlight.get(services);
      if (!force && running?.uuid === user.uuid) return running.promise;
      const promise: Promise<MembershipEntry[]> = dispatch(loadVipInfo({ uuid: user.uuid }))
        .unwrap()
        .then(
          (loaded) => loaded.entries,
          (info: ApiErrorInfo) => Promise.reject(new ApiError(info)),
        )
        .finally(() => {
          if (inFlight.get(services)?.promise === promise) inFlight.delete(services);
        });
      inFlight.set(services, { uuid: user.uuid, promise });
      return promise;
    };

    if (!force && age < VIP_CACHE_TTL_MS) {
      // The slice records the failure; the cached answer still stands.
      request().catch(() => undefined);
      return Promise.resolve(vip.entries);
    }
    return request();
  };

/**
 * Clears the VIP cache and reloads the memberships and the user info (after a payment, a redeemed code, a plan
 * change). The user info is applied even when the membership call fails; the first failure is then thrown.
 */
export const refreshVip = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  dispatch(clearVipCache());
  if (!getState().user.hasUserInfo) return;
  const [memberships, user] = await Promise.allSettled([
    dispatch(fetchVipInfo({ force: true })),
    dispatch(refreshUserInfo()),
  ]);
  if (memberships.status === 'rejected') throw memberships.reason;
  if (user.status === 'rejected') throw user.reason;
};
