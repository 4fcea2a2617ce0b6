import { LANGUAGES } from '@framewise/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../works/test-utils/render';
import { LEGAL_SECTIONS, PrivacyPage, TermsPage } from './LegalPage';
import { LIGHT_THEME_CLASS } from './use-light-theme';

describe('legal pages', () => {
  it.each(LANGUAGES)('the privacy policy has every section, with real text, in %s', (language) => {
    const { i18n } = renderPage(<PrivacyPage />, { language, path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('legal:privacy.title'));
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(LEGAL_SECTIONS.privacy.length);
    for (const section of LEGAL_SECTIONS.privacy) {
      expect(i18n.t(`legal:privacy.sections.${section}.body`).length).toBeGreaterThan(60);
    }
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      LEGAL_SECTIONS.privacy.map((s) => `#privacy-${s}`),
    );
  });

  it.each(LANGUAGES)('the terms cover points, refunds, acceptable use, moderation and deletion in %s', (language) => {
    const { i18n } = renderPage(<TermsPage />, { language, path: '/terms' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const section of ['points', 'payments', 'acceptable', 'moderation', 'termination', 'contact'] as const) {
      expect(titles.some((title) => title?.includes(i18n.t(`legal:terms.sections.${section}.title`)))).toBe(true);
    }
  });

  it('renders bullet lists as lists', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByText(/Account: your phone number/).tagName).toBe('LI');
  });

  it('turns the page light while it is shown', () => {
    const { unmount } = renderPage(<TermsPage />, { path: '/terms' });
    expect(document.documentElement).toHaveClass(LIGHT_THEME_CLASS);
    unmount();
    expect(document.documentElement).not.toHaveClass(LIGHT_THEME_CLASS);
  });
});
