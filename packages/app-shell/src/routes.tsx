import type { ParseKeys } from '@framewise/i18n';
import type { AppDispatch } from '@framewise/stores';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { AppLayout } from './AppLayout';
import type { BuildConfig } from './build-config';
import { type LazyScreen, lazyScreen } from './lazy-screen';

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

/** Redirects to `to`, keeping the current query string and hash. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

// Every page is its own chunk: only the route being shown is downloaded.
const infoPage = (page: InfoPageName) =>
  lazyScreen(async () => {
    const { InfoPage } = await import('./pages/InfoPage');
    return () => <InfoPage page={page} />;
  });
const homePage = () => lazyScreen(async () => (await import('./pages/HomePage')).HomePage);

/** A route that renders a lazily loaded screen, with the screen in its handle for preloading. */
function screenRoute(route: Omit<RouteObject, 'element' | 'handle' | 'children'>, screen: LazyScreen, handle = {}) {
  const Screen = screen;
  return { ...route, element: <Screen />, handle: { ...handle, screen } satisfies RouteHandle } as RouteObject;
}

/**
 * Screens a build supplies for a route, as lazy loaders (`() => import('...')`), so each stays its own chunk.
 * A route without one shows its translated placeholder page.
 */
export type PageSlots = Partial<Record<InfoPageName | 'home', () => Promise<ScreenModule>>>;

/** A screen module's data hooks (ScreenModule.startData / askEarly) for its route's handle, read once it has loaded. */
function dataHooks(load: () => Promise<ScreenModule>): Pick<RouteHandle, 'startData' | 'startsData' | 'askEarly'> {
  return {
    startData: async (context) => (await load()).startData?.(context),
    startsData: async () => Boolean((await load()).startData),
    askEarly: async (context) => (await load()).askEarly?.(context),
  };
}

function routeFor(pages: PageSlots) {
  return (path: string, name: InfoPageName, handle: RouteHandle = {}): RouteObject => {
    const load = pages[name];
    const screen = load ? lazyScreen(async () => (await load()).default) : infoPage(name);
    return screenRoute({ path }, screen, {
      titleKey: `pages.${name}.title`,
      ...(load ? dataHooks(load) : {}),
      ...handle,
    } satisfies RouteHandle);
  };
}

/** The route table, lazy loaded under the shared layout. */
export function createAppRoutes(
  config: Pick<BuildConfig, 'homePath' | 'features'>,
  pages: PageSlots = {},
): RouteObject[] {
  const page = routeFor(pages);
  const loadHome = pages.home;
  const home$ = loadHome ? lazyScreen(async () => (await loadHome()).default) : homePage();
  const homeHandle: RouteHandle = { titleKey: 'nav.home', ...(loadHome ? dataHooks(loadHome) : {}) };
  const home: RouteObject[] =
    config.homePath === '/'
      ? [screenRoute({ index: true }, home$, homeHandle)]
      : [
          { index: true, element: <RedirectKeepingQuery to={config.homePath} /> },
          screenRoute({ path: config.homePath.slice(1) }, home$, homeHandle),
        ];
  const mobile = { hideHeader: true };
  const children: RouteObject[] = [
    ...home,
    { path: 'middle', element: <RedirectKeepingQuery to="/vid2vid" /> },
    { path: 'mx-video', element: <RedirectKeepingQuery to="/ai-video-generator" /> },
    { path: 'mx-img-video', element: <RedirectKeepingQuery to="/ai-video-generator" /> },
    page('vid2vid', 'vid2vid'),
    page('ai-video-generator', 'aiVideo'),
    page('lip-sync', 'lipsync'),
    page('upscale', 'upscale'),
    page('gallery', 'gallery'),
    page('my-work', 'myWork'),
    page('member', 'member'),
    page('pay-result', 'payResult'),
    page('privacy', 'privacy'),
    page('terms', 'terms'),
    page('tutorials', 'tutorials'),
    page('m/member', 'mobileMember', mobile),
    page('m/point', 'mobilePoint', mobile),
    page('m/login', 'mobileLogin', mobile),
    page('m/music-download', 'musicDownload', mobile),
    screenRoute(
      { path: 'pc/invited' },
      lazyScreen(async () => (await import('./pages/InvitedPage')).InvitedPage),
      { titleKey: 'pages.invited.title' },
    ),
    ...(config.features.googleLogin
      ? [
          screenRoute(
            { path: 'passport/google' },
            lazyScreen(async () => (await import('./pages/ServerNavigation')).ServerNavigation),
          ),
        ]
      : []),
    screenRoute(
      { path: '*' },
      lazyScreen(async () => (await import('./pages/NotFoundPage')).NotFoundPage),
    ),
  ];
  // The layout matches its own children for their handles (header, title) under any router.
  return [{ element: <AppLayout pages={children} />, children }];
}
