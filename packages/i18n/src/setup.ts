import { cacheLanguage } from './detect';
import { type I18nOptions, initI18n } from './instance';
import { DEFAULT_LANGUAGE, type Language, normalizeLanguage } from './languages';
import { NAMESPACES, namespaces } from './resources';
import type { I18n } from './runtime';

export type { I18nOptions } from './instance';

/**
 * An instance with every namespace bundled and ready at once: tests, stories and the prerender. The apps use
 * createLazyI18n, which loads all but the shell's namespaces on first use.
 */
export function createI18n(options: I18nOptions = {}): I18n {
  return initI18n(options, { bundled: namespaces, namespaces: NAMESPACES });
}

/** The language menu's action: cache the choice, then reload so every screen renders in it (product.md, Languages). */
export function chooseLanguage(language: string, reload: () => void = () => window.location.reload()): void {
  const lng = normalizeLanguage(language);
  if (!lng) throw new Error(`Unsupported language: ${language}`);
  cacheLanguage(lng);
  reload();
}

/** The current language of an instance, narrowed to ours. */
export function currentLanguage(instance: I18n): Language {
  return normalizeLanguage(instance.language) ?? DEFAULT_LANGUAGE;
}
