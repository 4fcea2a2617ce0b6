import { defineNamespace } from '../define';

/** Texts of the app shells: navigation, page titles, placeholder layouts. */
export const app = defineNamespace(
  {
    nav: { home: '首页' },
  },
  {
    en: { nav: { home: 'Home' } },
    ja: { nav: { home: 'ホーム' } },
  },
);
