// The route table's types, apart from the table (routes.tsx) so that the layout and the pages it lazy-loads can
// read them without importing the table that imports them.
import type { ParseKeys } from '@framewise/i18n';
import type { AppDispatch } from '@framewise/stores';
import type { ComponentType } from 'react';
import type { LazyScreen } from './lazy-screen';

/** Per-route data read by the layout. */
export interface RouteHandle {
  /** The /m/* routes render without the header. */
  hideHeader?: boolean;
  /** Page title key in the 'app' namespace. */
  titleKey?: ParseKeys<'app'>;
  /** The route's screen module, loaded before hydration so the client renders what the server did. */
  screen?: LazyScreen;
  /** Starts the screen's first request at start-up, beside hydration (see ScreenModule.startData). */
  startData?: (context: ScreenDataContext) => Promise<void>;
  /** Whether the screen module has a startData (a page whose first screenful needs the API). */
  startsData?: () => Promise<boolean>;
  /** Starts the screen's first requests in the browser only, beside hydration (see ScreenModule.askEarly). */
  askEarly?: (context: ScreenDataContext) => Promise<void>;
}

/** What a screen's data start gets: the store's dispatch (the api is mounted) and the page's query string. */
export interface ScreenDataContext {
  dispatch: AppDispatch;
  search: URLSearchParams;
}

/**
 * A screen module as a build supplies it. `startData`, when present, asks for the screen's first answer as soon as the
 * app has its api, before hydration: the answer is in the cache when the screen's own request would have started
 * (after hydration), so the content a prerendered page cannot hold (the gallery's works) shows a round trip sooner.
 * It must ask exactly what the screen asks, with the same arguments.
 */
export interface ScreenModule {
  default: ComponentType;
  startData?: (context: ScreenDataContext) => void;
  /**
   * Like startData, in the browser only: the page stays prerendered once at build time (its first screenful does not
   * wait for these answers), and the requests its screen makes once hydrated are already under way then instead of
   * starting together in one long task right after hydration (the tool pages' options).
   */
  askEarly?: (context: ScreenDataContext) => void;
}

export type InfoPageName =
  | 'vid2vid'
  | 'aiVideo'
  | 'myWork'
  | 'member'
  | 'payResult'
  | 'tutorials'
  | 'privacy'
  | 'terms'
  | 'mobileMember'
  | 'mobilePoint'
  | 'mobileLogin'
  | 'musicDownload'
  | 'lipsync'
  | 'upscale'
  | 'gallery';

/**
 * Screens a build supplies for a route, as lazy loaders (`() => import('...')`), so each stays its own chunk.
 * A route without one shows its translated placeholder page.
 */
export type PageSlots = Partial<Record<InfoPageName | 'home', () => Promise<ScreenModule>>>;
