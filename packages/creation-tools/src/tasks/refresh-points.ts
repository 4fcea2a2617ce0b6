import { type AppServices, type AppThunk, setUserInfo } from '@framewise/stores';
import { useEffect } from 'react';
import { useToolsDispatch } from '../config/services';
import { WORK_EVENT, type WorkEventBus, workEvents } from './events';

// One request per store at a time: a burst of events (a submit and a refund) shares it.
const inFlight = new WeakMap<AppServices, Promise<void>>();

/** Reloads the user info (and so the points shown in the header) after points were charged or refunded. */
export const refreshUserInfo = (): AppThunk<Promise<void>> => (dispatch, getState, services) => {
  if (!getState().user.hasUserInfo) return Promise.resolve();
  const running = inFlight.get(services);
  if (running) return running;
  const request = services.http
    .call('getUserInfo')
    .then((user) => {
      dispatch(setUserInfo(user));
    })
    .finally(() => inFlight.delete(services));
  inFlight.set(services, request);
  return request;
};

/** While mounted, the refresh-points work event reloads the user info. */
export function usePointsRefresh(bus: WorkEventBus = workEvents): void {
  const dispatch = useToolsDispatch();
  useEffect(
    () =>
      bus.on(WORK_EVENT.refreshPoints, () => {
        dispatch(refreshUserInfo()).catch(() => undefined);
      }),
    [bus, dispatch],
  );
}
