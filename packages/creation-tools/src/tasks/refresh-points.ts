import { userApi } from '@framewise/api-client';
import { type AppDispatch, setUserInfo, useAppDispatch } from '@framewise/stores';
import { useEffect } from 'react';
import { WORK_EVENT, type WorkEventBus, workEvents } from './events';

/**
 * Asks the user info again after a refund (a task that failed or was cancelled gave its points back: no answer
 * carries that balance). RTK Query shares one request among callers at the same time.
 */
export function reloadPoints(dispatch: AppDispatch): void {
  dispatch((_d, getState) => {
    if (!getState().user.hasUserInfo) return;
    dispatch(userApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then((user) => dispatch(setUserInfo(user)))
      .catch(() => undefined);
  });
}

/** While mounted, the refresh-points work event (a refund) reloads the user info. */
export function usePointsRefresh(bus: WorkEventBus = workEvents): void {
  const dispatch = useAppDispatch();
  useEffect(() => bus.on(WORK_EVENT.refreshPoints, () => reloadPoints(dispatch)), [bus, dispatch]);
}
