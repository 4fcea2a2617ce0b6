import { defineNamespace } from '../define';

/** Texts of the ui-kit components. */
export const ui = defineNamespace(
  {
    language: { label: '语言' },
    notFound: { title: '页面不存在', body: '你访问的页面不存在或已被移动。' },
  },
  {
    en: {
      language: { label: 'Language' },
      notFound: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.' },
    },
    ja: {
      language: { label: '言語' },
      notFound: { title: 'ページが見つかりません', body: 'お探しのページは存在しないか、移動しました。' },
    },
  },
);
