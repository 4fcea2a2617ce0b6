import { createI18n, I18nProvider, type Language } from '@framewise/i18n';
import { ToastProvider } from '@framewise/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { UploadEnvironment } from '../UploadContext';
import { UploadProvider } from '../UploadContext';
import type { Uploader } from '../uploader';
import { fakeCodec } from './fake-codec';

export function fakeUploader(upload: Uploader['upload'] = vi.fn()): Uploader & { upload: ReturnType<typeof vi.fn> } {
  const fn = vi.fn(upload);
  return { upload: fn, uploadMany: vi.fn(), drivers: ['local'] };
}

export function renderWithUpload(ui: ReactElement, env: Partial<UploadEnvironment> = {}, language: Language = 'zh') {
  const value: UploadEnvironment = {
    uploader: env.uploader ?? fakeUploader(),
    isLoggedIn: env.isLoggedIn ?? (() => true),
    onLoginRequired: env.onLoginRequired ?? vi.fn(),
    // jsdom has no canvas: pictures are measured through the stubbed Image and "re-encoded" by the fake codec.
    imageCodec: env.imageCodec ?? fakeCodec().codec,
  };
  const i18n = createI18n({ language });
  // A wrapper, so rerender keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <UploadProvider value={value}>{children}</UploadProvider>
      </ToastProvider>
    </I18nProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, env: value, i18n };
}
