import type { UserInfo } from '@framewise/contracts';
import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
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

/** The parts of the RTK Query api (from @framewise/api-client's createBaseApi) the store mounts. */
export interface StoreApi<ApiState = unknown> {
  reducerPath: 'api';
  // Method syntax: the api's reducer takes its own state type, which a function-typed property would reject.
  reducer(state: ApiState | undefined, action: UnknownAction): ApiState;
  // biome-ignore lint/suspicious/noExplicitAny: RTK Query types its middleware against its own dispatch.
  middleware: Middleware<any, any, any>;
  util: { resetApiState(): UnknownAction };
}

export interface CreateAppStoreOptions<S extends AppServices, A extends StoreApi | undefined> {
  services: S;
  api?: A;
  /** The user to start with instead of the stored one (server data, tests). */
  preloadedUser?: Partial<UserInfo>;
}

type ApiStateOf<A> = A extends StoreApi ? { api: ReturnType<A['reducer']> } : unknown;
export type AppState<A extends StoreApi | undefined = undefined> = RootState & ApiStateOf<A>;

/**
 * The app's Redux store: ui, user, device, vip and creation slices, the RTK Query api when given, and the region's
 * services as the thunk extra argument. The user, the device id and the VIP cache are read from localStorage here
 * and written back on change.
 */
export function createAppStore<S extends AppServices, A extends StoreApi | undefined = undefined>(
  options: CreateAppStoreOptions<S, A>,
) {
  const { services, api } = options;
  const reducers = {
    ui: uiSlice.reducer,
    user: userSlice.reducer,
    device: deviceSlice.reducer,
    vip: vipSlice.reducer,
    creation: creationSlice.reducer,
    ...(api ? { [api.reducerPath]: api.reducer as Reducer } : {}),
  };

  // Cached answers belong to the user who fetched them: a logout or an expired session drops them.
  const resetApiOnUserReset: Middleware = (storeApi) => (next) => (action) => {
    const result = next(action);
    if (api && resetUserInfo.match(action)) storeApi.dispatch(api.util.resetApiState());
    return result;
  };

  const user = options.preloadedUser ? sanitizeUser(options.preloadedUser) : loadStoredUser();
  const store = configureStore({
    reducer: combineReducers(reducers) as unknown as Reducer<AppState<A>>,
    preloadedState: {
      user,
      device: loadStoredDevice(),
      vip: loadStoredVip(user.uuid),
    } as AppState<A>,
    middleware: (getDefault) => {
      const base = getDefault({ thunk: { extraArgument: services } }).concat(vipFromLogin);
      return api ? base.concat(api.middleware, resetApiOnUserReset) : base;
    },
  });

  let persisted = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.user !== persisted.user) storeUser(state.user);
    if (state.device !== persisted.device) storeDevice(state.device);
    if (state.vip !== persisted.vip) storeVip(state.vip);
    persisted = state;
  });

  return store as typeof store & { dispatch: ThunkDispatch<AppState<A>, S, UnknownAction> };
}

export type AppStore<S extends AppServices = AppServices, A extends StoreApi | undefined = undefined> = ReturnType<
  typeof createAppStore<S, A>
>;
