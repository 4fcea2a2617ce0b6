import i18next, { type InitOptions, type i18n, type Module } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cacheLanguage, detectLanguage } from './detect';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export interface I18nOptions {
  /** The build's default when nothing is detected; zh for both builds (overseas relies on <html lang="en">). */
  fallbackLanguage?: Language;
  /** Forces a language (stories, tests); skips detection and caching. */
  language?: Language;
}

/**
 * An initialised i18next instance over the given resources (and backend, for namespaces loaded on use).
 * Detection follows docs/product.md ("Languages") and its result is cached in local storage and a cookie; zh is the
 * fallback for missing keys. Kept free of resource imports so each caller decides what its bundle carries.
 */
export function initI18n(
  options: I18nOptions,
  setup: Pick<InitOptions, 'resources' | 'ns' | 'partialBundledLanguages'> & { backend?: Module },
): i18n {
  const fallback = options.fallbackLanguage ?? DEFAULT_LANGUAGE;
  const hasDom = typeof document !== 'undefined';
  const language = options.language ?? (hasDom ? detectLanguage(document, fallback) : fallback);
  if (!options.language && hasDom) cacheLanguage(language);
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (setup.backend) instance.use(setup.backend);
  void instance.init({
    resources: setup.resources,
    partialBundledLanguages: setup.partialBundledLanguages,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh', 'en', 'ja'],
    load: 'currentOnly',
    ns: setup.ns,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  if (hasDom) document.documentElement.setAttribute('lang', language);
  return instance;
}
