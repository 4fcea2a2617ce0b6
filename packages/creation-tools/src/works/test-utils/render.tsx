import { createFakeServer } from '@framewise/api-client/testing';
import { createI18n, I18nProvider, type Language } from '@framewise/i18n';
import { ToastProvider } from '@framewise/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createPreviewStore, type PreviewOptions, type PreviewStore } from '../../tools/test-utils/preview';

export interface RenderPageOptions extends Partial<PreviewOptions> {
  language?: Language;
  /** The URL the page opens at. */
  path?: string;
  /** The route pattern the page is mounted on. */
  route?: string;
  /** A store made beforehand (createPreviewStore on the same server), e.g. with requests already started. */
  store?: PreviewStore;
}

/**
 * Renders a page with a real store on a fake server, i18n, the toast host and a memory router (other paths render
 * their pathname, so navigation can be asserted).
 */
export function renderPage(
  ui: ReactElement,
  { language = 'en', server = createFakeServer(), path = '/', route, store: given, ...rest }: RenderPageOptions = {},
) {
  const store = given ?? createPreviewStore({ server, ...rest }).store;
  const i18n = createI18n({ language });
  const router = createMemoryRouter(
    [
      { path: route ?? path.split('?')[0] ?? '/', element: ui },
      { path: '*', element: <LocationEcho /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, server, router, i18n };
}

function LocationEcho() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}
