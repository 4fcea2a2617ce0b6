import { createFakeServer } from '@framewise/api-client/testing';
import { createI18n, I18nProvider, type Language } from '@framewise/i18n';
import { ToastProvider } from '@framewise/ui-kit';
import type { Uploader } from '@framewise/upload';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPreviewStore, instantUploader, type PreviewOptions, StoreFrame } from './preview';

export interface RenderToolsOptions extends Partial<PreviewOptions> {
  language?: Language;
  uploader?: Uploader;
  /** The router's starting path. */
  path?: string;
  /** A store made beforehand (createPreviewStore), to render into what it already holds. */
  store?: ReturnType<typeof createPreviewStore>['store'];
}

/** Renders ui with a real store on a fake server, i18n, the toast host, the upload engine and a memory router. */
export function renderTools(
  ui: ReactElement,
  {
    language = 'en',
    server = createFakeServer(),
    uploader = instantUploader(),
    path,
    store: given,
    ...rest
  }: RenderToolsOptions = {},
) {
  const store = given ?? createPreviewStore({ server, ...rest }).store;
  const i18n = createI18n({ language });
  const result = render(
    <StoreFrame store={store} uploader={uploader} path={path}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>{ui}</ToastProvider>
      </I18nProvider>
    </StoreFrame>,
  );
  return { ...result, store, server, i18n, uploader };
}
