// What a build passes to createShellApp, and the store it gets: apart from create-shell-app.tsx so that the wiring
// and the prerender it uses can name them without importing it.
import type { HttpClient } from '@framewise/api-client';
import type { AppServices, createAppStore } from '@framewise/stores';
import type { ComponentType, ReactNode } from 'react';
import type { AccountModule } from './account-slots';
import type { BuildConfig } from './build-config';
import type { EnvironmentTable } from './environment';
import type { PageSlots } from './route-types';
import type { ShellSlots } from './slots';

/** The store every build gets; region services are reached through thunks' extra argument. */
export type ShellStore = ReturnType<typeof createAppStore<AppServices>>;

export interface ShellAppOptions<R extends object> {
  build: BuildConfig;
  environments: EnvironmentTable;
  /**
   * The build's own services (WeChat authorisation, the page surface...), added to the store's thunk extra
   * argument; brand and features come from `build`.
   */
  regionServices?: (http: HttpClient) => R;
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
  /** API base prefix; empty by default: the app's server proxies the API paths. */
  apiBase?: string;
}
