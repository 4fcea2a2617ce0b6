import './types';

export type { ParseKeys, TFunction } from 'i18next';
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
export { createLazyI18n, loadNamespaceChunk } from './lazy-setup';
export { isMessageKey, type LanguageHints, pickLanguage, translateMessage } from './messages';
export { I18nProvider, useTranslation } from './react';
export { buildResources, NAMESPACES, type Namespace, namespaces } from './resources';
export { I18n, type NamespaceLoader, type NamespaceTexts } from './runtime';
export { chooseLanguage, createI18n, currentLanguage, type I18nOptions } from './setup';
export { Trans, type TransProps } from './trans';
