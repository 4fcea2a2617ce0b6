import { loadApi } from '@framewise/api-client';
import { createI18n, LANGUAGES, type Language } from '@framewise/i18n';
import { prerender } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router';
import type { ShellAppOptions } from './create-shell-app';
import { environmentSettings } from './environment';
import { localizedPath } from './language-path';
import { pageHead } from './page-head';
import { PRERENDER_ATTRIBUTES } from './prerender-markers';
import { type PublicPage, publicPages } from './public-pages';
import { RoutedApp } from './routed-app';
import { createAppRoutes } from './routes';
import { ShellProviders, wireShell } from './shell-wiring';

/** One page rendered at build time: the root's markup and the tags for <head>. */
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
}

/**
 * Renders a public page of a build in a language with React's server renderer, as a visitor sees it before
 * logging in. The tree is the one createShellApp mounts (wireShell), under a static router: the client hydrates it.
 */
export async function prerenderShellPage<R extends object>(
  options: ShellAppOptions<R>,
  page: PublicPage,
  language: Language,
): Promise<PrerenderedPage> {
  const { build } = options;
  const urlLanguage = build.urlLanguage ?? build.defaultLanguage;
  const url = localizedPath(page.path, language, urlLanguage);
  const basename = url === page.path ? '' : `/${language}`;
  const i18n = createI18n({ language });
  const environment = environmentSettings('localhost', options.environments);
  const { providers } = wireShell(options, { i18n, environment, navigate: () => {}, visitor: true });
  providers.store.mountApi(await loadApi());
  // prerender (not renderToString) waits for every suspended part (lazy screens, texts) to finish.
  const { prelude } = await prerender(
    <ShellProviders {...providers}>
      <StaticRouter location={url} basename={basename || undefined}>
        <RoutedApp routes={createAppRoutes(build, options.pages)} />
      </StaticRouter>
    </ShellProviders>,
  );
  const body = await new Response(prelude).text();
  const namespaces = i18n.usedNamespaces();
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
  };
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
  return { build, pages, routePaths: appRoutePaths(build) };
}
