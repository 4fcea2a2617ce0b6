import { cacheLanguage, detectLanguage } from './detect';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { I18n, type RuntimeSetup } from './runtime';

export interface I18nOptions {
  /** The build's default when nothing is detected; zh for both builds (overseas relies on <html lang="en">). */
  fallbackLanguage?: Language;
  /** Forces a language (stories, tests); skips detection and caching. */
  language?: Language;
}

/**
 * An I18n over the given namespaces (and loader, for namespaces loaded on use). Detection follows docs/product.md ("Languages")
 * and its result is cached in local storage and a cookie; zh is the fallback for missing keys. Kept free of
 * resource imports so each caller decides what its bundle carries.
 */
export function initI18n(options: I18nOptions, setup: Omit<RuntimeSetup, 'language'>): I18n {
  const fallback = options.fallbackLanguage ?? DEFAULT_LANGUAGE;
  const hasDom = typeof document !== 'undefined';
  const language = options.language ?? (hasDom ? detectLanguage(document, fallback) : fallback);
  if (!options.language && hasDom) cacheLanguage(language);
  if (hasDom) document.documentElement.setAttribute('lang', language);
  return new I18n({ ...setup, language });
}
