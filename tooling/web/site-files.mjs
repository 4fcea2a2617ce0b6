// The files a build writes around its prerendered pages: where each page's HTML goes, robots.txt and sitemap.xml.

/** Where a prerendered page's HTML is written, relative to dist: /en/gallery -> pages/en/gallery.html. */
export function pageFile(url) {
  const path = url.replace(/\/$/, '');
  return `pages${path === '' ? '/index' : path}.html`;
}

/** <html lang> of a page: zh-CN for Chinese (what index.html says today), the language otherwise. */
export function htmlLang(language) {
  return language === 'zh' ? 'zh-CN' : language;
}

function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The page's HTML from the client build's index.html: its language, its own <head> tags in place of the generic
 * title and description, and the rendered markup (with the hydration markers) inside #root; after it, the answers
 * of a page rendered at request time (`afterRoot`).
 */
export function pageHtml(template, page) {
  const attributes = Object.entries(page.rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(page.language)}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${attributes}>${page.body}</div>${page.afterRoot ?? ''}`);
  if (!html.includes(page.body)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  return html;
}

/** Absolute URL of a path on the site. */
function absolute(siteUrl, path) {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

/**
 * robots.txt: every page may be crawled but the API and the payment return page (an order's state, nothing to index).
 * My works stays crawlable: a visitor (or crawler) sees its sign-in prompt with the page's title and description, and a
 * blocked page fails Lighthouse's SEO audit (docs/decisions.md).
 */
export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /pay-result',
    'Disallow: /*/pay-result',
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml: every prerendered page in every language, each with its hreflang alternates (the same group of
 * URLs that the pages' own <link rel="alternate"> tags list); a page with `listed: false` (my works) is left out.
 */
export function sitemapXml(siteUrl, pages, urlLanguage) {
  const groups = new Map();
  for (const page of pages.filter((p) => p.listed !== false)) {
    const key = page.path;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(page);
  }
  const entries = [];
  for (const group of groups.values()) {
    const alternates = [
      ...group.map((p) => ({ hreflang: p.language, href: absolute(siteUrl, p.url) })),
      ...group
        .filter((p) => p.language === urlLanguage)
        .map((p) => ({ hreflang: 'x-default', href: absolute(siteUrl, p.url) })),
    ];
    for (const page of group) {
      entries.push(
        [
          '  <url>',
          `    <loc>${escapeHtml(absolute(siteUrl, page.url))}</loc>`,
          ...alternates.map(
            (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`,
          ),
          '  </url>',
        ].join('\n'),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
