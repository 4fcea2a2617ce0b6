import { createFakeServer } from '@framewise/api-client/testing';
import { createI18n, I18nProvider, type Language } from '@framewise/i18n';
import { createPreviewStore, type PreviewOptions, StoreFrame } from '@framewise/stores/testing';
import { ToastProvider } from '@framewise/ui-kit';
import type { Uploader } from '@framewise/upload';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { scriptedUploader, storedAvatar, UploadFrame } from './upload';

export interface RenderAuthOptions extends Partial<PreviewOptions> {
  language?: Language;
  /** The app's uploader; by default one that stores every file as the user's avatar at once. */
  uploader?: Uploader;
}

/** Renders ui with a real store on a fake server, i18n, the toast host and the upload environment. */
export function renderAuth(
  ui: ReactElement,
  { language = 'en', server = createFakeServer(), uploader, ...rest }: RenderAuthOptions = {},
) {
  const { store, navigations } = createPreviewStore({ server, ...rest });
  const i18n = createI18n({ language });
  const upload = uploader ?? scriptedUploader(async () => storedAvatar(store.getState().user.uuid));
  const result = render(
    <StoreFrame store={store}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <UploadFrame store={store} uploader={upload}>
            {ui}
          </UploadFrame>
        </ToastProvider>
      </I18nProvider>
    </StoreFrame>,
  );
  return { ...result, store, server, navigations, i18n };
}
