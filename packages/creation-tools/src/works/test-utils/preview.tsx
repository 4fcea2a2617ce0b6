import { createHttpClient } from '@framewise/api-client';
import type { FakeServer } from '@framewise/api-client/testing';
import type { Region, UserInfo } from '@framewise/contracts';
import { type AppServices, createAppStore, onSessionExpired, PREVIEW_BUILDS } from '@framewise/stores';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

export interface PreviewOptions {
  server: FakeServer;
  user?: Partial<UserInfo>;
  /** The build previewed: its brand and features (PREVIEW_BUILDS); 'cn' by default. */
  region?: Region;
}

/** A real store and HTTP client on a fake server, wired like the app shell, for tests and stories. */
export function createPreviewStore({ server, user, region = 'cn' }: PreviewOptions) {
  let store: ReturnType<typeof createAppStore<AppServices>> | undefined;
  const http = createHttpClient({
    region,
    getVisitorId: () => 'preview-visitor',
    fetch: server.fetch,
    isLoginPolling: () => store?.getState().ui.loginPolling ?? false,
    onSessionExpired: () => store?.dispatch(onSessionExpired()),
  });
  const services: AppServices = {
    http,
    fingerprint: async () => 'preview-visitor',
    ...PREVIEW_BUILDS[region],
    navigate: () => {},
  };
  store = createAppStore<AppServices>({ services, preloadedUser: user ?? {} });
  return { store, services };
}

export type PreviewStore = ReturnType<typeof createPreviewStore>['store'];

export function StoreFrame({ store, children }: { store: PreviewStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
