import type { PayPackage } from '@framewise/contracts';
import type { VipPermission } from '@framewise/contracts/routes';
import type { AppServices, AppThunk } from '@framewise/stores';
import { useCallback, useEffect, useState } from 'react';
import { usePaymentsDispatch } from './hooks';

/** Answers of the package list are reused for 3 minutes: the dedupe interval. */
export const PACKAGE_LIST_DEDUPE_MS = 3 * 60_000;

interface Cached {
  at: number;
  answer: Promise<PayPackage[]>;
}

// Per store (its services): the catalogue is the same for every user of a build.
const caches = new WeakMap<AppServices, Map<VipPermission, Cached>>();

/**
 * GET /api/pay/type/list for one permission id (VIP 7, ACC 4, Point 9). Callers within 3 minutes share the answer;
 * a failed request is forgotten so the next call tries again. `force` skips the shared answer.
 */
export const loadPackageList =
  (permission: VipPermission, { force = false } = {}): AppThunk<Promise<PayPackage[]>> =>
  (_dispatch, _getState, services) => {
    let cache = caches.get(services);
    if (!cache) {
      cache = new Map();
      caches.set(services, cache);
    }
    const now = Date.now();
    const cached = cache.get(permission);
    if (!force && cached && now - cached.at < PACKAGE_LIST_DEDUPE_MS) return cached.answer;
    const answer = services.http.call('getPackageList', { query: { permission_id: permission } });
    const entry = { at: now, answer };
    cache.set(permission, entry);
    answer.catch(() => {
      if (cache.get(permission) === entry) cache.delete(permission);
    });
    return answer;
  };

export type PackageListState =
  | { status: 'loading' }
  | { status: 'ready'; packages: PayPackage[] }
  | { status: 'failed'; error: unknown };

/** The package list of one permission id, loaded on mount; `reload` asks the server again. */
export function usePackageList(permission: VipPermission): PackageListState & { reload(): void } {
  const dispatch = usePaymentsDispatch();
  const [state, setState] = useState<PackageListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    dispatch(loadPackageList(permission, { force: attempt > 0 })).then(
      (packages) => live && setState({ status: 'ready', packages }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [dispatch, permission, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
