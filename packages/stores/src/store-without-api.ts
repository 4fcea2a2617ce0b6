import type { Api } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type EnhancedStore,
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
import { loadStoredUser, sanitizeUser, userSlice } from './user-slice';
import { vipFromLogin } from './vip-from-login';
import { loadStoredVip, storeVip, vipSlice } from './vip-slice';

export interface CreateAppStoreOptions<S extends AppServices> {
  services: S;
  /** The user to start with instead of the stored one (server data, tests). */
  preloadedUser?: Partial<UserInfo>;
}

/**
 * The same store with the RTK Query api mounted later (`mountApi`), so the browser's entry chunk can start without
 * RTK Query (@framewise/api-client `loadApi`); nothing may read through the api before it is mounted.
 */
export function createAppStoreWithoutApi<S extends AppServices>(options: CreateAppStoreOptions<S>) {
  const { services } = options;
  const reducer = combineSlices(uiSlice, userSlice, deviceSlice, vipSlice, creationSlice).withLazyLoadedSlices<
    Pick<RootState, 'api'>
  >();
  const apiMiddleware = createDynamicMiddleware();
  // The action that adds middleware carries functions by design; the development check would warn about it.
  const serializableCheck = { ignoredActions: [apiMiddleware.withMiddleware.type] };

  const user = options.preloadedUser ? sanitizeUser(options.preloadedUser) : loadStoredUser();
  const store = configureStore({
    reducer,
    preloadedState: { user, device: loadStoredDevice(), vip: loadStoredVip(user.uuid) } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services }, serializableCheck }).concat(
        vipFromLogin,
        apiMiddleware.middleware,
      ),
  });

  // Written once the actions dispatched together have run (a microtask later), so only where they end is stored: a
  // login's reset-then-set must not reach the other tabs as a logout (followOtherTabs there would answer it, and the
  // two tabs would log each other out and in for ever).
  let persisted = store.getState();
  let writePending = false;
  const persist = () => {
    writePending = false;
    const state = store.getState();
    if (state.user !== persisted.user) storeUser(state.user);
    if (state.device !== persisted.device) storeDevice(state.device);
    if (state.vip !== persisted.vip) storeVip(state.vip);
    persisted = state;
  };
  store.subscribe(() => {
    if (writePending) return;
    writePending = true;
    queueMicrotask(persist);
  });

  let mounted: Api | undefined;
  /** Mounts the api's cache and middleware (once; the same api again changes nothing). */
  const mountApi = (mount: Api) => {
    if (mounted) return;
    mounted = mount;
    reducer.inject(mount);
    store.dispatch(apiMiddleware.withMiddleware(mount.middleware, resetApiOnIdentityChange(mount)));
    // An action through the reducers gives the state its (empty) `api` part at once.
    store.dispatch(mount.util.resetApiState());
  };

  // Typed with the api's part present: nothing reads it before mountApi.
  const typed = store as unknown as EnhancedStore<RootState> & { dispatch: ThunkDispatch<RootState, S, UnknownAction> };
  return Object.assign(typed, { mountApi });
}

// Cached answers belong to the user who fetched them: when the signed-in identity changes (a login, a logout, an
// expired session) they are dropped. A visitor's own 401 or a refresh of the same user changes nothing, so the public
// answers on screen (gallery highlights, tool options) are not fetched again at start.
const resetApiOnIdentityChange =
  (mounted: Api): Middleware<object, RootState> =>
  (storeApi) =>
  (next) =>
  (action) => {
    const before = storeApi.getState().user.uuid;
    const result = next(action);
    if (storeApi.getState().user.uuid !== before) storeApi.dispatch(mounted.util.resetApiState());
    return result;
  };
