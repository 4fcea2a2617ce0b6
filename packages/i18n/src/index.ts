import './types';

export type { i18n as I18n, ParseKeys, TFunction } from 'i18next';
export { I18nextProvider as I18nProvider, Trans, useTranslation } from 'react-i18next';

export { LANGUAGE_LABELS, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languages';
export { createLazyI18n } from './lazy-setup';

export { chooseLanguage, createI18n, currentLanguage, type I18nOptions } from './setup';
/** Every namespace in every language at once: for e2e page objects that read UI texts by key. */
export { buildResources } from './resources';
