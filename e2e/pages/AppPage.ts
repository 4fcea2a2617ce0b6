import { LANGUAGE_LABELS, type Language } from '@framewise/i18n';
import { expect, type Locator, type Page } from '@playwright/test';

/** The parts of the app frame every test talks to. */
export class AppPage {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path);
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Opens the language menu and picks a language by its own label (LANGUAGE_LABELS); the page reloads. */
  async chooseLanguage(language: Language) {
    const label = LANGUAGE_LABELS[language];
    await this.header.locator('.fw-language-menu__button').click();
    await Promise.all([this.page.waitForEvent('load'), this.page.getByRole('menuitemradio', { name: label }).click()]);
  }

  async expectLanguage(lang: 'zh' | 'en' | 'ja') {
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
  }
}
