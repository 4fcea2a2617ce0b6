import { type AppDispatch, refreshUserInfo, useAppDispatch } from '@framewise/stores';
import { useEffect } from 'react';
import { WORK_EVENT, type WorkEventBus, workEvents } from './events';

/**
 * Asks the user info again after a refund (a task that failed or was cancelled gave its points back: no answer
 * carries that balance), through the one refreshUserInfo of @framewise/stores.
 */
export function reloadPoints(dispatch: AppDispatch): void {
  dispatch((_d, getState) => {
    if (!getState().user.hasUserInfo) return;
    // A failure keeps what the header showed.
    dispatch(refreshUserInfo()).catch(() => undefined);
  });
}

/** While mounted, the refresh-points work event (a refund) reloads the user info. */
export function usePointsRefresh(bus: WorkEventBus = workEvents): void {
  const dispatch = useAppDispatch();
  useEffect(() => bus.on(WORK_EVENT.refreshPoints, () => reloadPoints(dispatch)), [bus, dispatch]);
}
