import { createI18n, type I18n, I18nProvider, type Language } from '@framewise/i18n';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ToastProvider } from './Toast';

function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nProvider>
  );
}

/**
 * Renders ui inside an I18nProvider (zh unless told) and a ToastProvider, as the apps and the catalog do;
 * rerender keeps both.
 */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'zh', ...options }: Omit<RenderOptions, 'wrapper'> & { language?: Language } = {},
) {
  const i18n = createI18n({ language });
  const result = render(<Providers i18n={i18n}>{ui}</Providers>, options);
  return {
    ...result,
    i18n,
    rerender: (next: ReactElement) => result.rerender(<Providers i18n={i18n}>{next}</Providers>),
  };
}
