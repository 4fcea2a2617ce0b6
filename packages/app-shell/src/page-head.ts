import { LANGUAGES, type Language, type TFunction } from '@framewise/i18n';
import type { BuildConfig } from './build-config';
import { localizedPath } from './language-path';
import type { PublicPage } from './public-pages';

const OG_LOCALES: Record<Language, string> = { zh: 'zh_CN', en: 'en_US', ja: 'ja_JP' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page's title as the client's DocumentTitle writes it: "<page> - <brand>". */
function pageTitle(t: TFunction<'app'>, build: Pick<BuildConfig, 'title'>, page: PublicPage): string {
  const name = page.name === 'home' ? t('nav.home') : t(`pages.${page.name}.title`);
  return `${name} - ${build.title}`;
}

/** Absolute URL of `page` in `language` on the build's site. */
function pageUrl(
  build: Pick<BuildConfig, 'siteUrl' | 'urlLanguage' | 'defaultLanguage'>,
  path: string,
  language: Language,
) {
  const site = (build.siteUrl ?? '').replace(/\/$/, '');
  return `${site}${localizedPath(path, language, build.urlLanguage ?? build.defaultLanguage)}`;
}

/**
 * The <head> tags of one prerendered page in one language: title, description, canonical, the hreflang
 * alternates of all three languages (x-default: the unprefixed URL) and Open Graph.
 */
export function pageHead(
  t: TFunction<'app'>,
  build: Pick<BuildConfig, 'title' | 'siteUrl' | 'urlLanguage' | 'defaultLanguage'>,
  page: PublicPage,
  language: Language,
): string {
  const title = escapeHtml(pageTitle(t, build, page));
  const description = escapeHtml(t(`seo.${page.name}`));
  const canonical = pageUrl(build, page.path, language);
  const own = build.urlLanguage ?? build.defaultLanguage;
  const alternates = [
    ...LANGUAGES.map((lng) => ({ hreflang: lng, href: pageUrl(build, page.path, lng) })),
    { hreflang: 'x-default', href: pageUrl(build, page.path, own) },
  ];
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(build.title)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((lng) => lng !== language).map(
      (lng) => `<meta property="og:locale:alternate" content="${OG_LOCALES[lng]}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}
