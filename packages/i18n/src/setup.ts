import type { i18n } from 'i18next';
import { cacheLanguage } from './detect';
import { type I18nOptions, initI18n } from './instance';
import { DEFAULT_LANGUAGE, type Language, normalizeLanguage } from './languages';
import { buildResources, NAMESPACES } from './resources';

export type { I18nOptions } from './instance';

/**
 * An i18next instance with every namespace bundled and ready at once: tests, stories and previews. The apps use
 * createLazyI18n, which loads all but the shell's namespaces on first use.
 */
export function createI18n(options: I18nOptions = {}): i18n {
  return initI18n(options, { resources: buildResources(), ns: NAMESPACES });
}

/** The language menu's action: cache the choice, then reload so every screen renders in it (product.md, Languages). */
export function chooseLanguage(language: string, reload: () => void = () => window.location.reload()): void {
  const lng = normalizeLanguage(language);
  if (!lng) throw new Error(`Unsupported language: ${language}`);
  cacheLanguage(lng);
  reload();
}

/** The current language of an instance, narrowed to ours. */
export function currentLanguage(instance: i18n): Language {
  return normalizeLanguage(instance.language) ?? DEFAULT_LANGUAGE;
}
