import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutePaths, prerenderShellPage } from './prerender';
import { publicPages } from './public-pages';
import { createAppRoutes } from './routes';
import { overseasPreviewBuild } from './ShellPreview';

const build = { ...overseasPreviewBuild, urlLanguage: 'en' as const, siteUrl: 'https://framewise.example' };
const options = {
  build,
  environments: { productionHosts: [], testHosts: [], settings: {} } as never,
};

describe('the build-time prerender', () => {
  it('renders a public page in the language its URL names, as a visitor sees it, with its head tags', async () => {
    const page = await prerenderShellPage(options, { name: 'gallery', path: '/gallery' }, 'ja');
    expect(page.url).toBe('/ja/gallery');
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('ギャラリー');
    // Links stay in the page's language; the visitor gets the login button, not an account menu.
    expect(page.body).toContain('href="/ja/tutorials"');
    expect(page.body).toContain('ログイン');
    expect(page.rootAttributes['data-prerendered']).toBe('ja');
    expect(page.rootAttributes['data-namespaces']?.split(',')).toContain('app');
    expect(page.head).toContain('<title>ギャラリー - Framewise</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://framewise.example/ja/gallery" />');
    expect(page.head).toContain('<link rel="alternate" hreflang="en" href="https://framewise.example/gallery" />');
    expect(page.head).toContain('<link rel="alternate" hreflang="zh" href="https://framewise.example/zh/gallery" />');
    expect(page.head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://framewise.example/gallery" />',
    );
    expect(page.head).toContain('<meta property="og:locale" content="ja_JP" />');
    expect(page.head).toMatch(/<meta name="description" content="[^"]{10,}" \/>/);
  });

  it("writes the build's own language without a prefix", async () => {
    const page = await prerenderShellPage(options, { name: 'home', path: '/' }, 'en');
    expect(page.url).toBe('/');
    expect(page.body).toContain('Turn a sentence or a picture into a video');
    expect(page.body).toContain('href="/tutorials"');
  });

  it('lists only pages the app routes to, and the route paths the server treats as app routes', () => {
    const routes = createAppRoutes(build);
    for (const page of publicPages(build)) {
      const match = matchRoutes(routes, page.path)?.at(-1);
      expect(match?.route.path, page.path).not.toBe('*');
    }
    const paths = appRoutePaths(build);
    expect(paths).toEqual(expect.arrayContaining(['/', '/gallery', '/my-work', '/m/member', '/passport/google']));
    expect(paths).not.toContain('*');
  });
});
