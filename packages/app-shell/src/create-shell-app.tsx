import { createBaseApi, createHttpClient, type HttpClient, injectUserEndpoints } from '@framewise/api-client';
import { createLazyI18n, I18nProvider } from '@framewise/i18n';
import {
  type AppServices,
  createAppStore,
  ensureVisitorId,
  fingerprintVisitorId,
  onSessionExpired,
} from '@framewise/stores';
import { ToastProvider } from '@framewise/ui-kit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { type AccountModule, lazyAccountSlots } from './account-slots';
import { afterFirstPaint, whenIdleAfterLoad } from './after-paint';
import { BuildProvider } from './BuildContext';
import { type BuildConfig, queryModalsOf } from './build-config';
import { type EnvironmentTable, environmentSettings, publicStorageBase } from './environment';
import { createAppRoutes, type PageSlots } from './routes';
import { ReturnHandlerSlot, type ShellSlots, SlotsProvider } from './slots';

/** The store every build gets; region services are reached through thunks' extra argument. */
export type ShellStore = ReturnType<typeof createAppStore<AppServices, ReturnType<typeof createBaseApi>>>;

export interface ShellAppOptions<R extends object> {
  build: BuildConfig;
  environments: EnvironmentTable;
  /** The region's own services (login and payment adapters), added to the store's thunk extra argument. */
  regionServices: (http: HttpClient) => R;
  /**
   * The account module, `() => import('@framewise/auth')`: loaded on first use, it fills the AccountMenu,
   * UserInfoPanel and (where the build offers activation codes) CodePanel slots, and restores the session at mount.
   */
  account?: () => Promise<AccountModule>;
  /** Region screens shown in the global modals and the header (see ShellSlots); they win over the account's. */
  slots?: ShellSlots;
  /** Screens this build supplies for routes (member, my works, tools...), as lazy loaders. */
  pages?: PageSlots;
  /**
   * A provider around the routed app for build services that components read from React context (the upload
   * engine, say). Gets the store and the HTTP client once they exist.
   */
  provider?: (app: { store: ShellStore; http: HttpClient }) => ComponentType<{ children: ReactNode }>;
  /** API base prefix; empty by default (spec section 7): the app's server proxies the API paths. */
  apiBase?: string;
}

/**
 * Wires one build: i18n, the HTTP client, the RTK Query api, the store with the region's services, and the router.
 * Called from each app's src/main.tsx, which is where region code is chosen.
 */
export function createShellApp<R extends object>(options: ShellAppOptions<R>) {
  const { build } = options;
  const environment = environmentSettings(window.location.hostname, options.environments);
  // Only the shell's texts are in the first chunk; each screen's namespaces load with it.
  const i18n = createLazyI18n({ fallbackLanguage: build.defaultLanguage });
  document.documentElement.dataset.brand = build.brand;

  // The store is created after the client, which reads it lazily for the visitor id and the polling flag.
  let store: ShellStore | undefined;
  const http = createHttpClient({
    baseUrl: options.apiBase ?? '',
    region: build.region,
    getVisitorId: () => store?.getState().device.visitorId ?? '',
    isLoginPolling: () => store?.getState().ui.loginPolling ?? false,
    onSessionExpired: () => store?.dispatch(onSessionExpired()),
  });
  const api = createBaseApi(http, createApi);
  injectUserEndpoints(api);
  const router = createBrowserRouter(createAppRoutes(build, options.pages));
  const services = {
    http,
    fingerprint: fingerprintVisitorId,
    region: build.region,
    navigate: (to: string) => void router.navigate(to),
    ...options.regionServices(http),
  };
  store = createAppStore({ services, api });
  const appStore = store;
  const BuildServices = options.provider?.({ store: appStore, http }) ?? PassThrough;
  const { account } = options;
  const slots: ShellSlots = {
    ...(account &&
      lazyAccountSlots(account, {
        region: build.region,
        cdnHost: environment.cdnHost,
        publicBase: publicStorageBase(environment),
        activationCode: queryModalsOf(build).includes('code'),
      })),
    ...options.slots,
  };

  return {
    build,
    environment,
    i18n,
    store: appStore,
    router,
    services,
    mount(container: HTMLElement) {
      // The fingerprint library waits for an idle moment after load: requests before it carry the stored id (or
      // none on a first visit), which the server accepts.
      whenIdleAfterLoad(() => void appStore.dispatch(ensureVisitorId()));
      createRoot(container).render(
        <StrictMode>
          <Provider store={appStore}>
            <I18nProvider i18n={i18n}>
              <BuildProvider value={build}>
                <SlotsProvider value={slots}>
                  <ToastProvider>
                    <BuildServices>
                      <RouterProvider router={router} />
                    </BuildServices>
                    <ReturnHandlerSlot />
                  </ToastProvider>
                </SlotsProvider>
              </BuildProvider>
            </I18nProvider>
          </Provider>
        </StrictMode>,
      );
      // The account module (login code) is fetched after first paint; the header shows the stored user meanwhile.
      if (account) afterFirstPaint(() => void account().then((module) => appStore.dispatch(module.bootstrapSession())));
    },
  };
}

function PassThrough({ children }: { children: ReactNode }) {
  return children;
}
