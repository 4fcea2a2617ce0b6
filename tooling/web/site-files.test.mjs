import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml, robotsTxt, sitemapXml } from './site-files.mjs';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN" data-brand="domestic">
  <head>
    <title>帧意 Framewise</title>
    <meta name="description" content="generic" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered site files', () => {
  it("puts the page's language, head and markup into the client build's index.html", () => {
    const html = pageHtml(TEMPLATE, {
      language: 'en',
      head: '<title>Gallery - Framewise</title>',
      body: '<h1>Gallery</h1>',
      rootAttributes: { 'data-prerendered': 'en', 'data-namespaces': 'app,ui' },
    });
    expect(html).toContain('<html lang="en" data-brand="domestic">');
    expect(html).toContain('<title>Gallery - Framewise</title>');
    expect(html).not.toContain('帧意 Framewise</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<div id="root" data-prerendered="en" data-namespaces="app,ui"><h1>Gallery</h1></div>');
    // The client entry is still loaded, so the page hydrates.
    expect(html).toContain('src="/assets/index-abc.js"');
  });

  it('maps each URL to its own file', () => {
    expect(pageFile('/')).toBe('pages/index.html');
    expect(pageFile('/ja/')).toBe('pages/ja.html');
    expect(pageFile('/en/m/member')).toBe('pages/en/m/member.html');
  });

  it('writes robots.txt that points at the sitemap and keeps crawlers off the API and the payment return page', () => {
    const robots = robotsTxt('https://framewise.cn/');
    expect(robots).toContain('Sitemap: https://framewise.cn/sitemap.xml');
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/pay-result$/m);
    expect(robots).not.toMatch(/my-work/);
  });

  it('writes a sitemap entry per listed page and language, each with the hreflang alternates', () => {
    const pages = ['zh', 'en', 'ja'].map((language) => ({
      path: '/gallery',
      language,
      url: language === 'zh' ? '/gallery' : `/${language}/gallery`,
    }));
    const unlisted = { path: '/my-work', language: 'zh', url: '/my-work', listed: false };
    const xml = sitemapXml('https://framewise.cn', [...pages, unlisted], 'zh');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).not.toContain('my-work');
    expect(xml).toContain('<loc>https://framewise.cn/ja/gallery</loc>');
    expect(xml.match(/hreflang="x-default" href="https:\/\/framewise.cn\/gallery"/g)).toHaveLength(3);
    expect(xml.match(/hreflang="en" href="https:\/\/framewise.cn\/en\/gallery"/g)).toHaveLength(3);
  });
});
