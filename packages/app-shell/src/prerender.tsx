import { loadApi, type ServerAnswers, serverAnswersJson, serverAnswersOf } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import { SESSION_COOKIE } from '@framewise/contracts/routes';
import { createI18n, LANGUAGES, type Language } from '@framewise/i18n';
import { refreshUserInfo, uiActions } from '@framewise/stores';
import { prerender } from 'react-dom/static';
import { matchRoutes, type RouteObject, StaticRouter } from 'react-router';
import { environmentSettings } from './environment';
import { localizedPath } from './language-path';
import { pageHead } from './page-head';
import { PRERENDER_ATTRIBUTES, SERVER_ANSWERS_ID } from './prerender-markers';
import { type PublicPage, publicPages } from './public-pages';
import type { RouteHandle } from './route-types';
import { RoutedApp } from './routed-app';
import { createAppRoutes } from './routes';
import type { ShellAppOptions } from './shell-options';
import { ShellProviders, wireShell } from './shell-wiring';

/** One page rendered on the server (at build time, or at request time with its answers): its markup and <head> tags. */
export interface PrerenderedPage {
  /** The URL path it answers, with its language prefix. */
  url: string;
  /** The same page's unprefixed path (what its language versions share). */
  path: string;
  /** Whether the sitemap lists it. */
  listed: boolean;
  language: Language;
  /** Markup for inside the root element. */
  body: string;
  /** Attributes for the root element (language and namespaces the client loads before hydrating). */
  rootAttributes: Record<string, string>;
  /** <title>, description, canonical, hreflang and Open Graph tags. */
  head: string;
  /** Markup after the root element: the answers of a page rendered at request time (SERVER_ANSWERS_ID). */
  afterRoot?: string;
  /**
   * Its screen starts data (ScreenModule.startData): the web server renders it again at each request with the
   * answers (renderShellPageAtRequest); the build's copy, without them, is the fallback.
   */
  withData?: boolean;
}

/** How a request-time render reaches the API. */
export interface RequestRenderOptions {
  /** The API's origin as the web server reaches it (loopback): http://localhost:8080. */
  api: string;
  /** The page's query string (the gallery's sort and tag). */
  search?: string;
  /**
   * The request's session cookie (`name=value`), when it has one: the page is rendered for that user (their works,
   * their account) and must not be shared. Without it the render is a visitor's.
   */
  session?: string;
}

interface RenderTarget {
  page: PublicPage;
  language: Language;
  url: string;
  basename: string;
}

function targetOf(build: ShellAppOptions<object>['build'], page: PublicPage, language: Language): RenderTarget {
  const url = localizedPath(page.path, language, build.urlLanguage ?? build.defaultLanguage);
  return { page, language, url, basename: url === page.path ? '' : `/${language}` };
}

/** The route handles a page's URL matches: its screen and its data start. */
function handlesOf(routes: RouteObject[], target: RenderTarget): RouteHandle[] {
  return (matchRoutes(routes, target.url, target.basename || undefined) ?? []).map(
    ({ route }) => (route.handle ?? {}) as RouteHandle,
  );
}

/**
 * Renders a page of a build in a language with React's server renderer. The tree is the one createShellApp mounts
 * (wireShell), under a static router: the client hydrates it. At build time it is the page a visitor sees before
 * anyone is known. With `request`, the session is checked (the user it belongs to, or a visitor), the screen's
 * data is asked (its startData, through the API) and rendered, and the answers travel with the page.
 */
async function renderShellPage<R extends object>(
  options: ShellAppOptions<R>,
  target: RenderTarget,
  request?: RequestRenderOptions,
): Promise<PrerenderedPage> {
  const { build } = options;
  const { page, language, url, basename } = target;
  const i18n = createI18n({ language });
  const environment = environmentSettings('localhost', options.environments);
  const wiring = request
    ? // The API answers in the page's language (it reads Accept-Language when no cookie names one).
      { request: { apiBase: request.api, fetch: requestFetch(language, request.session) } }
    : {};
  const { providers } = wireShell(options, { i18n, environment, navigate: () => {}, visitor: true, ...wiring });
  const { store } = providers;
  const api = await loadApi();
  store.mountApi(api);
  const routes = createAppRoutes(build, options.pages);
  let user: UserInfo | null = null;
  if (request) {
    // A session that the API no longer accepts renders as a visitor, like the browser would show it.
    if (request.session) user = await store.dispatch(refreshUserInfo()).catch(() => null);
    store.dispatch(uiActions.setSessionKnown(true));
    const search = new URLSearchParams(request.search ?? '');
    await Promise.all(
      handlesOf(routes, target).map((handle) => handle.startData?.({ dispatch: store.dispatch, search })),
    );
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  }
  // prerender (not renderToString) waits for every suspended part (lazy screens, texts) to finish. No part is
  // written apart from its place to be moved in by a script (React does so past ~12 KB by default): the page must
  // show whole without JavaScript.
  const { prelude } = await prerender(
    <ShellProviders {...providers}>
      <StaticRouter location={url} basename={basename || undefined}>
        <RoutedApp routes={routes} />
      </StaticRouter>
    </ShellProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  const namespaces = i18n.usedNamespaces();
  const answers: ServerAnswers | null = request
    ? { ...serverAnswersOf(store.getState()[api.reducerPath]), session: { user } }
    : null;
  return {
    url,
    path: page.path,
    listed: page.listed ?? true,
    language,
    body,
    rootAttributes: {
      [PRERENDER_ATTRIBUTES.language]: language,
      [PRERENDER_ATTRIBUTES.namespaces]: namespaces.join(','),
    },
    head: pageHead(i18n.getFixedT(language, 'app'), build, page, language),
    ...(answers
      ? {
          afterRoot: `<script type="application/json" id="${SERVER_ANSWERS_ID}">${serverAnswersJson(answers)}</script>`,
        }
      : {}),
  };
}

function requestFetch(language: Language, session: string | undefined): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-language', language);
    if (session) headers.set('cookie', session);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/** A public page of a build in a language, as the build writes it (no data: what needs the API renders later). */
export async function prerenderShellPage<R extends object>(
  options: ShellAppOptions<R>,
  page: PublicPage,
  language: Language,
): Promise<PrerenderedPage> {
  const target = targetOf(options.build, page, language);
  const rendered = await renderShellPage(options, target);
  const routes = createAppRoutes(options.build, options.pages);
  const starts = await Promise.all(handlesOf(routes, target).map((handle) => handle.startsData?.() ?? false));
  return starts.some(Boolean) ? { ...rendered, withData: true } : rendered;
}

/**
 * A public page rendered for one request with its data (the web server calls it for the pages marked `withData`,
 * tooling/web/serve-app.mjs): the first screenful is in the HTML, and its answers travel with it. Null when `url` is
 * no public page of the build.
 */
export async function renderShellPageAtRequest<R extends object>(
  options: ShellAppOptions<R>,
  url: string,
  request: RequestRenderOptions,
): Promise<PrerenderedPage | null> {
  const route = (path: string) => path.replace(/(.)\/$/, '$1');
  for (const page of publicPages(options.build)) {
    for (const language of LANGUAGES) {
      const target = targetOf(options.build, page, language);
      if (route(target.url) === route(url))
        return { ...(await renderShellPage(options, target, request)), withData: true };
    }
  }
  return null;
}

/** The paths of the build's routes (no parameters in them), for the server's "is this an app route" test. */
export function appRoutePaths(build: ShellAppOptions<object>['build']): string[] {
  const paths: string[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.index ? parent : route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
      if ((route.index || route.path) && route.path !== '*') paths.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(createAppRoutes(build), '');
  return [...new Set(paths)];
}

/**
 * What the build writes for one app: every public page in every language, the app's route paths, and the
 * build config its SEO files are made from.
 */
export async function prerenderShellSite<R extends object>(options: ShellAppOptions<R>) {
  const pages: PrerenderedPage[] = [];
  for (const page of publicPages(options.build)) {
    for (const language of LANGUAGES) pages.push(await prerenderShellPage(options, page, language));
  }
  const { build } = options;
  // The web server renders a page for a signed-in user when the request carries this cookie.
  return { build, pages, routePaths: appRoutePaths(build), sessionCookie: SESSION_COOKIE };
}
