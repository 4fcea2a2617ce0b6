import { createHttpClient } from '@framewise/api-client';
import type { UserInfo } from '@framewise/contracts';
import { createI18n, I18nProvider, type Language } from '@framewise/i18n';
import { createAppStore } from '@framewise/stores';
import { PREVIEW_BUILDS } from '@framewise/stores/testing';
import { ToastProvider } from '@framewise/ui-kit';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BuildProvider } from './BuildContext';
import type { BuildConfig } from './build-config';
import type { PageSlots } from './route-types';
import { createAppRoutes } from './routes';
import { ReturnHandlerSlot, type ShellSlots, SlotsProvider } from './slots';

const domesticPreviewBuild: BuildConfig = {
  ...PREVIEW_BUILDS.cn,
  region: 'cn',
  online: true,
  title: '帧意 Framewise',
  description: '',
  icon: '/favicon.svg',
  defaultLanguage: 'zh',
  homePath: '/app/home',
};
export const overseasPreviewBuild: BuildConfig = {
  ...domesticPreviewBuild,
  ...PREVIEW_BUILDS.global,
  region: 'global',
  title: 'Framewise',
  homePath: '/',
};

export interface ShellPreviewOptions {
  url: string;
  build?: BuildConfig;
  user?: Partial<UserInfo>;
  language?: Language;
  slots?: ShellSlots;
  pages?: PageSlots;
}

/**
 * The real route table in a memory router with a real store, for stories and tests. Its HTTP client has no
 * network: calls fail as they would offline.
 */
export function createShellPreview({
  url,
  build = domesticPreviewBuild,
  user,
  language = 'en',
  slots = {},
  pages = {},
}: ShellPreviewOptions) {
  const http = createHttpClient({
    region: build.region,
    getVisitorId: () => '',
    fetch: () => Promise.reject(new Error('offline preview')),
  });
  const router = createMemoryRouter(createAppRoutes(build, pages), { initialEntries: [url] });
  const store = createAppStore({
    services: {
      http,
      fingerprint: async () => 'preview-visitor',
      brand: build.brand,
      features: build.features,
      navigate: (to) => void router.navigate(to),
    },
    preloadedUser: user,
  });
  const i18n = createI18n({ language });
  const element = (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <BuildProvider value={build}>
          <SlotsProvider value={slots}>
            <ToastProvider>
              <RouterProvider router={router} />
              <ReturnHandlerSlot />
            </ToastProvider>
          </SlotsProvider>
        </BuildProvider>
      </I18nProvider>
    </Provider>
  );
  return { element, router, store };
}
