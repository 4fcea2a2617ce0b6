import type { namespaces } from './resources';

// Typed keys: t('errors.requestError') and t('ui:notFound.title') are checked against the zh resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { [N in keyof typeof namespaces]: (typeof namespaces)[N]['zh'] };
    returnNull: false;
  }
}
