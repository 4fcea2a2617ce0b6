import { type Api, loadApi, type ServerAnswers } from '@framewise/api-client';
import { createLazyI18n, SHELL_NAMESPACES, setLanguageCookie } from '@framewise/i18n';
import { ensureVisitorId, selectIsLoggedIn } from '@framewise/stores';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, type NavigateFunction } from 'react-router';
import { afterFirstPaint, whenSettledAfterLoad, yieldToMain } from './after-paint';
import { takeEarlyClicks } from './early-clicks';
import { environmentSettings } from './environment';
import { languageOfPath } from './language-path';
import { afterScreenCommit } from './lazy-screen';
import { PRERENDER_ATTRIBUTES } from './prerender-markers';
import type { RouteHandle } from './route-types';
import { RoutedApp } from './routed-app';
import { createAppRoutes } from './routes';
import { askAgain, readServerAnswers, startWithAnswers } from './server-answers-script';
import type { ShellAppOptions, ShellStore } from './shell-options';
import { ShellProviders, wireShell } from './shell-wiring';

/**
 * Loads the RTK Query api (not in the entry: its chunk comes beside the page's screen and texts) and mounts it on
 * the store, which then starts with the answers a page rendered at request time carries.
 */
function mountApiWith(store: ShellStore, answers: ServerAnswers | null): Promise<Api> {
  return loadApi().then((api) => {
    store.mountApi(api);
    if (answers) {
      startWithAnswers(store.dispatch, answers);
      // Rendered for a visitor while this browser has a user: that user's own view (their works marked as theirs)
      // replaces them in the background, with the page already showing.
      if (!answers.session?.user && selectIsLoggedIn(store.getState())) askAgain(api, store.dispatch, answers);
    }
    return api;
  });
}

/**
 * Starts the page's first requests (the handles' startData and askEarly) beside hydration, not after it, in a
 * task of their own once the api is mounted; a failure there is the screen's to show.
 */
function askFirstData(handles: RouteHandle[], apiMounted: Promise<Api>, dispatch: ShellStore['dispatch']): void {
  const data = { dispatch, search: new URLSearchParams(window.location.search) };
  void apiMounted
    .then(() => yieldToMain())
    .then(() => Promise.all(handles.flatMap((handle) => [handle.startData?.(data), handle.askEarly?.(data)])))
    .catch(() => {});
}

/**
 * Loads what hydration needs to render exactly what the server did: the page's texts and its route modules. False
 * when a chunk did not load: the app then renders afresh, with its own loading and error states.
 */
async function readyToHydrate(
  container: HTMLElement,
  i18n: ReturnType<typeof createLazyI18n>,
  handles: RouteHandle[],
): Promise<boolean> {
  const namespaces = container.getAttribute(PRERENDER_ATTRIBUTES.namespaces)?.split(',').filter(Boolean) ?? [];
  try {
    await Promise.all([i18n.loadNamespaces(namespaces), ...handles.map((handle) => handle.screen?.preload())]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wires one build: i18n, the HTTP client, the RTK Query api, the store with the region's services, and the router.
 * Called from each app's src/main.tsx, which is where region code is chosen.
 */
export function createShellApp<R extends object>(options: ShellAppOptions<R>) {
  const { build } = options;
  const environment = environmentSettings(window.location.hostname, options.environments);
  // A language prefix (/en/..., /ja/...) names the page's language and becomes the router's basename.
  const { language, basename } = languageOfPath(window.location.pathname);
  // Unprefixed pages cache what detection finds; a prefixed one has the server answer in the URL's language.
  if (language) setLanguageCookie(language);
  // No texts are in the first chunk: the shell's come in the page's language only, each screen's with it.
  const i18n = createLazyI18n({ fallbackLanguage: build.defaultLanguage, language });
  document.documentElement.dataset.brand = build.brand;

  let navigateTo: NavigateFunction | undefined;
  const wired = wireShell(options, { i18n, environment, navigate: (to) => void navigateTo?.(to) });
  const { store, services, providers } = wired;
  // The visitor state the prerendered HTML shows (see ShellProviders), with the same api and answers.
  // A page rendered for this request also knew who was there (its session): hydration renders that too.
  const visitorState = (api: Api, answers: ServerAnswers | null) => {
    const visitor = wireShell(options, { i18n, environment, navigate: () => {}, visitor: true }).store;
    visitor.mountApi(api);
    if (answers) startWithAnswers(visitor.dispatch, answers);
    return visitor.getState();
  };

  return {
    build,
    environment,
    i18n,
    store,
    services,
    /** Renders the app into `container`, hydrating it when it holds the prerendered HTML of this page's language. */
    async mount(container: HTMLElement) {
      // Not in the task that created the app (its store and i18n): each start-up task stays short on a phone.
      await yieldToMain();
      // The fingerprint waits until the page has settled after load (computed on demand; no request needs
      // it yet): requests before it carry the stored id (or none on a first visit), which the server accepts.
      whenSettledAfterLoad(() => void store.dispatch(ensureVisitorId()));
      const prerenderedInLanguage = container.getAttribute(PRERENDER_ATTRIBUTES.language) === i18n.language;
      // A page rendered at request time carries the answers its markup was made from (in its language): both
      // stores start with them when the page is hydrated, and the screen asks nothing again.
      const answers = prerenderedInLanguage ? readServerAnswers(document) : null;
      // Mounted before the first render (screens read through it); the prerendered page is on screen meanwhile.
      const apiMounted = mountApiWith(store, answers);
      const shellTexts = i18n.loadNamespaces(SHELL_NAMESPACES);
      // The start-up runs in several short tasks instead of one long one (the chunks above are on their way).
      await yieldToMain();
      const routes = createAppRoutes(build, options.pages);
      // The handles of the routes this page shows: their screens load before hydration, their data starts beside it.
      const handles = (matchRoutes(routes, window.location, basename || undefined) ?? []).map(
        ({ route }) => (route.handle ?? {}) as RouteHandle,
      );
      askFirstData(handles, apiMounted, store.dispatch);
      await yieldToMain();
      const hydrate = prerenderedInLanguage && (await readyToHydrate(container, i18n, handles));
      // Without its texts or the api the shell cannot render: a failure here is the entry's own failure.
      const [api] = await Promise.all([apiMounted, shellTexts]);
      const app = (
        <BrowserRouter basename={basename}>
          <RoutedApp
            routes={routes}
            onNavigate={(navigate) => {
              navigateTo = navigate;
            }}
          />
        </BrowserRouter>
      );
      // A button clicked on the prerendered page before now, or while React hydrates it, is clicked again once the
      // page's screen has committed.
      const replayEarlyClick = takeEarlyClicks(
        handles.some((handle) => handle.screen) ? { screenCommitted: afterScreenCommit } : {},
      );
      if (hydrate) {
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
        // for the whole page (one long task of several hundred ms on a slow phone); the prerendered page stays
        // visible meanwhile, and a click on a part not yet hydrated makes React hydrate that part at once.
        startTransition(() => {
          hydrateRoot(
            container,
            <ShellProviders {...providers} serverState={visitorState(api, answers)} onRendered={replayEarlyClick}>
              {app}
            </ShellProviders>,
          );
        });
      } else {
        createRoot(container).render(
          <ShellProviders {...providers} onRendered={replayEarlyClick}>
            {app}
          </ShellProviders>,
        );
      }
      const { account } = options;
      // The account module (login code) is fetched after first paint; the header shows the stored user meanwhile.
      if (account) afterFirstPaint(() => void account().then((module) => store.dispatch(module.bootstrapSession())));
    },
  };
}
