import { createHttpClient } from '@framewise/api-client';
import type { FakeServer } from '@framewise/api-client/testing';
import type { Region, UserInfo } from '@framewise/contracts';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppServices } from '../services';
import { onSessionExpired } from '../session-expired';
import { type AppStore, createAppStore } from '../store';
import type { MembershipEntry } from '../vip-rules';
import { vipInfoLoaded } from '../vip-slice';
import { PREVIEW_BUILDS } from './preview-builds';

export interface PreviewOptions {
  server: FakeServer;
  user?: Partial<UserInfo>;
  /** The build previewed: its brand and features (PREVIEW_BUILDS); 'cn' by default. */
  region?: Region;
  /** The memberships the store starts with (subscriber gates); needs `user.uuid`. */
  memberships?: MembershipEntry[];
  /** Build services beyond the basics (where the page runs, the JS-SDK, sharing, a navigate to assert on). */
  services?: Partial<Omit<AppServices, 'http'>>;
}

/**
 * A real store and HTTP client on a fake server, wired like the app shell's createShellApp (401 handling included),
 * for tests and stories. `navigations` records where the app navigated unless `services.navigate` is given.
 */
export function createPreviewStore({ server, user, region = 'cn', memberships, services: extra = {} }: PreviewOptions) {
  const navigations: string[] = [];
  let store: PreviewStore | undefined;
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
    navigate: (to) => navigations.push(to),
    ...extra,
  };
  store = createAppStore<AppServices>({ services, preloadedUser: user ?? {} });
  if (memberships && user?.uuid) {
    store.dispatch(vipInfoLoaded({ uuid: user.uuid, entries: memberships, fetchedAt: Date.now() }));
  }
  return { store, services, navigations };
}

export type PreviewStore = AppStore;

/** Redux only: the catalog's own decorator (or the test) provides i18n and the toast host. */
export function StoreFrame({ store, children }: { store: PreviewStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
