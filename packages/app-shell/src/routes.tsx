import type { ParseKeys } from '@framewise/i18n';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { AppLayout } from './AppLayout';
import type { BuildConfig } from './build-config';
import { RouteError } from './RouteError';

/** Per-route data read by the layout. */
export interface RouteHandle {
  /** The /m/* routes render without the header. */
  hideHeader?: boolean;
  /** Page title key in the 'app' namespace. */
  titleKey?: ParseKeys<'app'>;
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
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

// Every page is its own chunk: only the route being shown is downloaded.
const infoPage =
  (page: InfoPageName): RouteObject['lazy'] =>
  async () => {
    const { InfoPage } = await import('./pages/InfoPage');
    return { element: <InfoPage page={page} /> };
  };
const homePage: RouteObject['lazy'] = async () => ({ Component: (await import('./pages/HomePage')).HomePage });

/**
 * Screens a build supplies for a route, as lazy loaders (`() => import('...')`), so each stays its own chunk.
 * A route without one shows its translated placeholder page.
 */
export type PageSlots = Partial<Record<InfoPageName | 'home', () => Promise<{ default: ComponentType }>>>;

function routeFor(pages: PageSlots) {
  return (path: string, name: InfoPageName, handle: RouteHandle = {}): RouteObject => {
    const load = pages[name];
    return {
      path,
      lazy: load ? async () => ({ Component: (await load()).default }) : infoPage(name),
      handle: { titleKey: `pages.${name}.title`, ...handle } satisfies RouteHandle,
    };
  };
}

/** The route table, lazy loaded under the shared layout. */
export function createAppRoutes(
  config: Pick<BuildConfig, 'homePath' | 'features'>,
  pages: PageSlots = {},
): RouteObject[] {
  const page = routeFor(pages);
  const loadHome = pages.home;
  const home$: RouteObject['lazy'] = loadHome ? async () => ({ Component: (await loadHome()).default }) : homePage;
  const home: RouteObject[] =
    config.homePath === '/'
      ? [{ index: true, lazy: home$, handle: { titleKey: 'nav.home' } }]
      : [
          { index: true, element: <RedirectKeepingQuery to={config.homePath} /> },
          { path: config.homePath.slice(1), lazy: home$, handle: { titleKey: 'nav.home' } },
        ];
  const mobile = { hideHeader: true };
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
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
        {
          path: 'pc/invited',
          lazy: async () => ({ Component: (await import('./pages/InvitedPage')).InvitedPage }),
          handle: { titleKey: 'pages.invited.title' },
        },
        ...(config.features.googleLogin
          ? [
              {
                path: 'passport/google',
                lazy: async () => ({ Component: (await import('./pages/ServerNavigation')).ServerNavigation }),
              },
            ]
          : []),
        { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
      ],
    },
  ];
}
