import './types';

export type { ParseKeys, TFunction } from 'i18next';
export { setLanguageCookie } from './detect';
export { LANGUAGE_LABELS, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languages';
export { createLazyI18n, SHELL_NAMESPACES } from './lazy-setup';
export { I18nProvider, useTranslation } from './react';
/** Every namespace in every language at once: for e2e page objects that read UI texts by key. */
export { buildResources } from './resources';
export { I18n } from './runtime';
export { chooseLanguage, createI18n, currentLanguage, type I18nOptions } from './setup';
export { Trans } from './trans';
