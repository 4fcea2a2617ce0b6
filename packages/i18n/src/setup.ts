import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cacheLanguage, detectLanguage } from './detect';
import { DEFAULT_LANGUAGE, type Language, normalizeLanguage } from './languages';
import { buildResources, DEFAULT_NAMESPACE, NAMESPACES } from './resources';

export interface I18nOptions {
  /** The build's default when nothing is detected; zh for both builds per spec (overseas relies on <html lang="en">). */
  fallbackLanguage?: Language;
  /** Forces a language (stories, tests); skips detection and caching. */
  language?: Language;
}

/**
 * Creates an initialised i18next instance. Detection follows spec section 1 and its result is cached in local
 * storage and a cookie; zh is the fallback for missing keys.
 */
export function createI18n(options: I18nOptions = {}): i18n {
  const fallback = options.fallbackLanguage ?? DEFAULT_LANGUAGE;
  const hasDom = typeof document !== 'undefined';
  const language = options.language ?? (hasDom ? detectLanguage(document, fallback) : fallback);
  if (!options.language && hasDom) cacheLanguage(language);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: buildResources(),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh', 'en', 'ja'],
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  if (hasDom) document.documentElement.setAttribute('lang', language);
  return instance;
}

/** The language menu's action: cache the choice, then reload so every screen renders in it (spec section 1). */
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
