import { createFakeServer } from '@framewise/api-client/testing';
import { createI18n, I18nProvider, type Language } from '@framewise/i18n';
import { createPreviewStore, type PreviewOptions, StoreFrame } from '@framewise/stores/testing';
import { ToastProvider } from '@framewise/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export interface RenderPaymentsOptions extends Partial<PreviewOptions> {
  language?: Language;
}

/** Renders ui with a real store on a fake server, i18n and the toast host; returns them for assertions. */
export function renderPayments(
  ui: ReactElement,
  { language = 'en', server = createFakeServer(), ...rest }: RenderPaymentsOptions = {},
) {
  const { store } = createPreviewStore({ server, ...rest });
  const i18n = createI18n({ language });
  const result = render(
    <StoreFrame store={store}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>{ui}</ToastProvider>
      </I18nProvider>
    </StoreFrame>,
  );
  return { ...result, store, server, i18n };
}
