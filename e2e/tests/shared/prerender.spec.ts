import { expect, test } from '@playwright/test';
import { buildOf, HTML_LANG, LANGUAGES, publicPages, urlOf } from '../../pages/PublicPages';

// With JavaScript off, every public page in every language is already there: the prerendered HTML.
test.use({ javaScriptEnabled: false });

test('every public page reads in zh, en and ja without JavaScript, with its own title, canonical and hreflang', async ({
  page,
}, testInfo) => {
  // One test for all 45 pages: the pages are static files, and a test per page would mostly pay for its browser set-up.
  test.setTimeout(180_000);
  const build = buildOf(testInfo);
  for (const publicPage of publicPages(build.homePath)) {
    for (const language of LANGUAGES) {
      const url = urlOf(publicPage.path, language, build.urlLanguage);
      // The document is what is checked (no wait for its pictures), read in one go: the page is static here.
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      const read = await page.evaluate(() => {
        const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
        return {
          lang: document.documentElement.lang,
          headings: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? ''),
          main: document.querySelector('main')?.textContent ?? '',
          title: document.title,
          description: attribute('meta[name="description"]', 'content') ?? '',
          canonical: attribute('link[rel="canonical"]', 'href') ?? '',
          alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
            l.getAttribute('hreflang'),
            new URL(l.getAttribute('href') ?? '').pathname,
          ]),
          ogTitle: attribute('meta[property="og:title"]', 'content'),
        };
      });
      expect(read.lang, url).toBe(HTML_LANG[language]);
      expect(read.headings, url).toEqual([publicPage.heading[language]]);
      expect(read.main, url).toContain(publicPage.content[language]);
      // Search engines get the page's own title and description, its canonical URL and the other languages.
      expect(read.title, url).toMatch(/ - /);
      expect(read.description, url).toMatch(/.{8,}/);
      expect(new URL(read.canonical).pathname, url).toBe(url);
      expect(read.alternates, url).toEqual([
        ['zh', urlOf(publicPage.path, 'zh', build.urlLanguage)],
        ['en', urlOf(publicPage.path, 'en', build.urlLanguage)],
        ['ja', urlOf(publicPage.path, 'ja', build.urlLanguage)],
        ['x-default', publicPage.path],
      ]);
      expect(read.ogTitle, url).toBe(read.title);
    }
  }
});

test('robots.txt and sitemap.xml are real files that list the public pages in every language', async ({
  request,
}, testInfo) => {
  const build = buildOf(testInfo);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^User-agent: \*$[\s\S]*^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const expected = publicPages(build.homePath)
    .filter((p) => p.listed !== false)
    .flatMap((p) => LANGUAGES.map((l) => urlOf(p.path, l, build.urlLanguage)));
  expect(locs.sort()).toEqual(expected.sort());
  // A missing file is a 404, not the app's HTML.
  expect((await request.get('/sitemap-missing.xml')).status()).toBe(404);
  expect((await request.get('/assets/missing.js')).status()).toBe(404);
});
