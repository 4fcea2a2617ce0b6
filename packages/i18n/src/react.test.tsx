import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createLazyI18n } from './lazy-setup';
import { I18nProvider, useTranslation } from './react';
import { namespaces } from './resources';
import { createI18n } from './setup';

function Title() {
  const { t } = useTranslation('ui');
  return <h1>{t('notFound.title')}</h1>;
}

function AuthText() {
  const { t } = useTranslation(['auth', 'ui']);
  return <p>{`${t('login.success')} / ${t('ui:notFound.title')}`}</p>;
}

describe('useTranslation', () => {
  it('renders in the language and again after a language change', async () => {
    const i18n = createI18n({ language: 'en' });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(namespaces.ui.en.notFound.title);
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByRole('heading').textContent).toBe(namespaces.ui.ja.notFound.title);
  });

  it('suspends until a screen namespace has loaded, then renders it and the other named one', async () => {
    const i18n = createLazyI18n({ language: 'zh' });
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <AuthText />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    const text = `${namespaces.auth.zh.login.success} / ${namespaces.ui.zh.notFound.title}`;
    expect((await screen.findByText(text)).tagName).toBe('P');
  });

  it('refuses to run without a provider', () => {
    expect(() => render(<Title />)).toThrow('I18nProvider');
  });
});
