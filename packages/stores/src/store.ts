import { api } from '@framewise/api-client';
import type { AppServices } from './services';
import { type CreateAppStoreOptions, createAppStoreWithoutApi } from './store-without-api';

export type { CreateAppStoreOptions } from './store-without-api';

/**
 * The app's Redux store: ui, user, device, vip and creation slices, the RTK Query api (@framewise/api-client), and
 * the region's services as the thunk extra argument (the api's base query takes its http client from there). The
 * user, the device id and the VIP cache are read from localStorage here and written back on change.
 */
export function createAppStore<S extends AppServices>(options: CreateAppStoreOptions<S>) {
  const store = createAppStoreWithoutApi(options);
  store.mountApi(api);
  return store;
}

export type AppStore<S extends AppServices = AppServices> = ReturnType<typeof createAppStore<S>>;
