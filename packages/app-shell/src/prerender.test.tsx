import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { galleryApi, useGetGalleryTagsQuery } from '@framewise/api-client';
import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutePaths, prerenderShellPage, renderShellPageAtRequest } from './prerender';
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

const tags = Array.from({ length: 400 }, (_, i) => ({ id: `t${i}`, name: `Tag number ${i}` }));

function Tags() {
  const { data } = useGetGalleryTagsQuery('gallery');
  return <ul>{data?.map((tag) => <li key={tag.id}>{tag.name}</li>) ?? <li>loading</li>}</ul>;
}

describe('a page rendered at request time with its data', () => {
  // A gallery screen whose first screenful is the API's answer (many tags: more markup than React writes in place
  // by default), and the API it asks.
  const withGallery = {
    ...options,
    pages: {
      gallery: async () => ({
        default: Tags,
        startData: ({ dispatch }: { dispatch: (action: never) => unknown }) =>
          void dispatch(galleryApi.endpoints.getGalleryTags.initiate('gallery', { subscribe: false }) as never),
      }),
    },
  };
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const user = { uuid: 'u-1', nickname: 'Mei', permanentPoints: 5, vip_points: 0, dailyCount: 0 };
  const apiServer = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/api/user/info') {
      const signedIn = req.headers.cookie === 'ai-qrcode-token=good';
      res.end(JSON.stringify(signedIn ? { code: 0, msg: 'ok', data: user } : { code: 401, msg: 'Please log in' }));
      return;
    }
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: tags }));
  });
  let api = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
    api = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => apiServer.close(() => resolve())));

  it('the build marks the pages whose screen starts data, and writes them without it', async () => {
    const gallery = await prerenderShellPage(withGallery, { name: 'gallery', path: '/gallery' }, 'en');
    expect(gallery.withData).toBe(true);
    expect(gallery.body).toContain('loading');
    expect(gallery.afterRoot).toBeUndefined();
    const terms = await prerenderShellPage(withGallery, { name: 'terms', path: '/terms' }, 'en');
    expect(terms.withData).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('asks the API in the page language, renders the answer in place and hands it to the browser', async () => {
    const page = await renderShellPageAtRequest(withGallery, '/ja/gallery', { api, search: '?tag=t1' });
    expect(page?.url).toBe('/ja/gallery');
    expect(page?.withData).toBe(true);
    expect(seen.map((request) => request.url)).toEqual(['/api/gallery/queryTag?type=gallery']);
    expect(seen[0]?.headers['accept-language']).toBe('ja');
    // The whole list is in place: nothing is left for a script to move in.
    expect(page?.body).toContain('<li>Tag number 0</li>');
    expect(page?.body).toContain('<li>Tag number 399</li>');
    expect(page?.body).not.toContain('$RC');
    expect(page?.body).not.toContain('<template');
    const json = /^<script type="application\/json" id="fw-server-answers">(.*)<\/script>$/.exec(page?.afterRoot ?? '');
    const answers = JSON.parse(json?.[1] ?? '{}');
    expect(Object.values(answers.queries)).toEqual([
      expect.objectContaining({ endpointName: 'getGalleryTags', status: 'fulfilled', data: tags }),
    ]);
  });

  it("renders for the request's session: the signed-in user's page, said so in the answers", async () => {
    seen.length = 0;
    const page = await renderShellPageAtRequest(withGallery, '/gallery', { api, session: 'ai-qrcode-token=good' });
    expect(seen.map((request) => [request.url, request.headers.cookie])).toEqual([
      ['/api/user/info', 'ai-qrcode-token=good'],
      ['/api/gallery/queryTag?type=gallery', 'ai-qrcode-token=good'],
    ]);
    // The header's login button is not offered to a signed-in user (the account's parts show once the app runs).
    expect(page?.body).not.toContain('Log in');
    const answers = JSON.parse(/>(.*)<\/script>$/.exec(page?.afterRoot ?? '')?.[1] ?? '{}');
    expect(answers.session).toEqual({ user: expect.objectContaining({ uuid: 'u-1', nickname: 'Mei' }) });

    // A session the API no longer accepts, or none, renders the visitor's page.
    for (const session of ['ai-qrcode-token=expired', undefined]) {
      const visitor = await renderShellPageAtRequest(withGallery, '/gallery', { api, ...(session ? { session } : {}) });
      expect(visitor?.body).toContain('Log in');
      expect(JSON.parse(/>(.*)<\/script>$/.exec(visitor?.afterRoot ?? '')?.[1] ?? '{}').session).toEqual({
        user: null,
      });
    }
  });

  it('renders nothing for a URL that is no public page of the build', async () => {
    expect(await renderShellPageAtRequest(withGallery, '/nowhere', { api })).toBeNull();
  });
});
