import { createBaseApi, createHttpClient } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import { createI18n, I18nProvider } from '@framewise/i18n';
import { createAppStore } from '@framewise/stores';
import { ToastProvider } from '@framewise/ui-kit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BuildProvider } from './BuildContext';
import type { BuildConfig } from './build-config';
import { createAppRoutes } from './routes';

export const domesticBuild: BuildConfig = {
  brand: 'domestic',
  region: 'cn',
  abroad: false,
  online: true,
  title: '帧意 Framewise',
  description: 'test',
  icon: '/favicon.svg',
  defaultLanguage: 'zh',
  homePath: '/app/home',
};
export const overseasBuild: BuildConfig = {
  ...domesticBuild,
  brand: 'overseas',
  region: 'global',
  abroad: true,
  homePath: '/',
};

/** Renders the real route table in memory with a real store; the HTTP client never reaches a network. */
export function renderShell(url: string, options: { build?: BuildConfig; user?: Partial<UserInfo> } = {}) {
  const build = options.build ?? domesticBuild;
  const http = createHttpClient({
    region: build.region,
    getVisitorId: () => '',
    fetch: () => Promise.reject(new Error('no network in unit tests')),
  });
  const api = createBaseApi(http, createApi);
  const router = createMemoryRouter(createAppRoutes(build), { initialEntries: [url] });
  const store = createAppStore({
    services: {
      http,
      fingerprint: async () => 'test-visitor',
      region: build.region,
      navigate: (to) => void router.navigate(to),
    },
    api,
    preloadedUser: options.user,
  });
  const i18n = createI18n({ language: 'en' });
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <BuildProvider value={build}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </BuildProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
