import './types';

export type { i18n as I18n, ParseKeys, TFunction } from 'i18next';
export { I18nextProvider as I18nProvider, Trans, useTranslation } from 'react-i18next';
export { defineNamespace, type Messages, type SameKeys } from './define';
export { cacheLanguage, detectLanguage } from './detect';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_LABELS,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  normalizeLanguage,
} from './languages';
export { createLazyI18n, lazyNamespaceBackend } from './lazy-setup';
export { isMessageKey, type LanguageHints, pickLanguage, translateMessage } from './messages';
export { buildResources, NAMESPACES, type Namespace, namespaces } from './resources';
export { chooseLanguage, createI18n, currentLanguage, type I18nOptions } from './setup';
