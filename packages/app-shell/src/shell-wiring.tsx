import { createHttpClient } from '@framewise/api-client';
import { type I18n, I18nProvider } from '@framewise/i18n';
import { createAppStoreWithoutApi, fingerprintVisitorId, onSessionExpired } from '@framewise/stores';
import { ToastProvider } from '@framewise/ui-kit';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { lazyAccountSlots } from './account-slots';
import { BuildProvider } from './BuildContext';
import { type environmentSettings, publicStorageBase } from './environment';
import type { ShellAppOptions, ShellStore } from './shell-options';
import { ReturnHandlerSlot, type ShellSlots, SlotsProvider } from './slots';

interface WiringContext {
  i18n: I18n;
  environment: ReturnType<typeof environmentSettings>;
  navigate: (to: string) => void;
  /** A visitor's store (nothing read from storage): the server's render, which the client's first render repeats. */
  visitor?: boolean;
  /**
   * A render on the server for one request (prerender.tsx): it reaches the API directly, in the page's language and
   * with the request's session. A session the API refuses renders as a visitor; it ends nothing in the browser.
   */
  request?: { apiBase: string; fetch: typeof fetch };
}

/**
 * The HTTP client, the store with the region's services, the slots and the providers of one build: the same for
 * the browser (createShellApp) and the build-time prerender, so the HTML the server writes is what the client hydrates.
 */
export function wireShell<R extends object>(options: ShellAppOptions<R>, context: WiringContext) {
  const { build } = options;
  // The store is created after the client, which reads it lazily for the visitor id and the polling flag.
  let store: ShellStore | undefined;
  const http = createHttpClient({
    baseUrl: context.request?.apiBase ?? options.apiBase ?? '',
    region: build.region,
    getVisitorId: () => store?.getState().device.visitorId ?? '',
    isLoginPolling: () => store?.getState().ui.loginPolling ?? false,
    ...(context.request
      ? { fetch: context.request.fetch }
      : { onSessionExpired: () => store?.dispatch(onSessionExpired()) }),
  });
  const services = {
    http,
    fingerprint: fingerprintVisitorId,
    brand: build.brand,
    features: build.features,
    navigate: context.navigate,
    ...options.regionServices?.(http),
  };
  // The RTK Query api is mounted by the caller once its chunk has loaded (store.mountApi), before the first render.
  store = createAppStoreWithoutApi({ services, ...(context.visitor ? { preloadedUser: {} } : {}) });
  const appStore = store;
  const BuildServices = options.provider?.({ store: appStore, http }) ?? PassThrough;
  const { account } = options;
  const slots: ShellSlots = {
    ...(account &&
      lazyAccountSlots(account, {
        features: build.features,
        cdnHost: context.environment.cdnHost,
        publicBase: publicStorageBase(context.environment),
      })),
    ...options.slots,
  };

  const providers: ShellProvidersProps = { store: appStore, i18n: context.i18n, build, slots, BuildServices };
  return { http, store: appStore, services, slots, providers };
}

interface ShellProvidersProps {
  store: ShellStore;
  i18n: I18n;
  build: ShellAppOptions<object>['build'];
  slots: ShellSlots;
  BuildServices: ComponentType<{ children: ReactNode }>;
}

/**
 * Everything around the router. `serverState` is the visitor state the prerendered HTML was made from: the
 * first (hydrating) render reads it, so a stored login shows only after hydration, never as a mismatch.
 * `onRendered` runs once the first render has been committed (the app's handlers are live).
 */
export function ShellProviders({
  store,
  i18n,
  build,
  slots,
  BuildServices,
  serverState,
  onRendered,
  children,
}: ShellProvidersProps & {
  serverState?: ReturnType<ShellStore['getState']>;
  onRendered?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <I18nProvider i18n={i18n}>
          <BuildProvider value={build}>
            <SlotsProvider value={slots}>
              <ToastProvider>
                <BuildServices>{children}</BuildServices>
                <ReturnHandlerSlot />
                {onRendered && <Rendered callback={onRendered} />}
              </ToastProvider>
            </SlotsProvider>
          </BuildProvider>
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}

function Rendered({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

function PassThrough({ children }: { children: ReactNode }) {
  return children;
}
