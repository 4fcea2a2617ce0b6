import { api } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import {
  combineReducers,
  configureStore,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { creationSlice } from './creation-slice';
import { deviceSlice, loadStoredDevice, storeDevice } from './device-slice';
import type { AppServices } from './services';
import type { RootState } from './state';
import { uiSlice } from './ui-slice';
import { storeUser } from './user-persistence';
import { loadStoredUser, resetUserInfo, sanitizeUser, userSlice } from './user-slice';
import { loadStoredVip, storeVip, vipSlice } from './vip-slice';
import { vipFromLogin } from './vip-thunks';

export interface CreateAppStoreOptions<S extends AppServices> {
  services: S;
  /** The user to start with instead of the stored one (server data, tests). */
  preloadedUser?: Partial<UserInfo>;
}

/**
 * The app's Redux store: ui, user, device, vip and creation slices, the RTK Query api (@framewise/api-client), and
 * the region's services as the thunk extra argument (the api's base query takes its http client from there). The user, the device id and the VIP cache are read from localStorage here
 * and written back on change.
 */
export function createAppStore<S extends AppServices>(options: CreateAppStoreOptions<S>) {
  const { services } = options;
  const reducer = combineReducers({
    ui: uiSlice.reducer,
    user: userSlice.reducer,
    device: deviceSlice.reducer,
    vip: vipSlice.reducer,
    creation: creationSlice.reducer,
    [api.reducerPath]: api.reducer,
  });

  // Cached answers belong to the user who fetched them: a logout or an expired session drops them.
  const resetApiOnUserReset: Middleware = (storeApi) => (next) => (action) => {
    const result = next(action);
    if (resetUserInfo.match(action)) storeApi.dispatch(api.util.resetApiState());
    return result;
  };

  const user = options.preloadedUser ? sanitizeUser(options.preloadedUser) : loadStoredUser();
  const store = configureStore({
    reducer,
    preloadedState: { user, device: loadStoredDevice(), vip: loadStoredVip(user.uuid) } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(vipFromLogin, api.middleware, resetApiOnUserReset),
  });

  let persisted = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.user !== persisted.user) storeUser(state.user);
    if (state.device !== persisted.device) storeDevice(state.device);
    if (state.vip !== persisted.vip) storeVip(state.vip);
    persisted = state;
  });

  return store as typeof store & { dispatch: ThunkDispatch<RootState, S, UnknownAction> };
}

export type AppStore<S extends AppServices = AppServices> = ReturnType<typeof createAppStore<S>>;
