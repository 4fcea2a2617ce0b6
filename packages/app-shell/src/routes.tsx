import { Navigate, type RouteObject, useLocation } from 'react-router';
import { AppLayout } from './AppLayout';
import type { BuildConfig } from './build-config';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import type { InfoPageName, PageSlots, RouteHandle, ScreenModule } from './route-types';

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
