import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_CSP_HASH } from './early-clicks.mjs';
import { precompress } from './precompress.mjs';
import { createAppHandler } from './serve-app.mjs';
import { START_AFTER_PAINT_CSP_HASH } from './start-after-paint.mjs';

// A built app in miniature: the SPA shell, a hashed asset, a prerendered page, robots.txt and the manifest.
const SPA = `<!doctype html><html lang="zh-CN"><head><title>app</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const GALLERY = `<!doctype html><html lang="en"><head><title>Gallery</title></head><body><div id="root" data-prerendered="en"><h1>Gallery</h1></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const ASSET = `export const answer = 42;\n${'// padding\n'.repeat(200)}`;

function writeFixture(dir) {
  const files = {
    'index.html': SPA,
    'assets/index-abc123.js': ASSET,
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'pages/en/gallery.html': GALLERY,
    'pages/app/home.html': GALLERY.replace('Gallery', 'Home'),
    'pages/manifest.json': JSON.stringify({
      pages: { '/en/gallery': 'pages/en/gallery.html', '/app/home': 'pages/app/home.html' },
      routes: ['/', '/app/home', '/gallery', '/my-work'],
      redirects: { '/': '/app/home', '/en': '/en/app/home' },
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  precompress(dir);
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options] */
function get(port, path, options = {}) {
  const { method = 'GET', headers = {}, body } = options;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let dist;
let upstreamRequests;
const servers = [];
let port;
let productionPort;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-app-'));
  writeFixture(dist);
  // A stand-in API that echoes what reached it.
  upstreamRequests = [];
  const upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      upstreamRequests.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'sid=1; HttpOnly' });
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { path: req.url } }));
    });
  });
  const upstreamPort = await listen(upstream);
  const api = `http://127.0.0.1:${upstreamPort}`;
  const csp = { 'script-src': ['https://js.stripe.com'] };
  const app = createServer(createAppHandler({ dist, api, apiOrigin: 'http://localhost:8080', csp }));
  const production = createServer(createAppHandler({ dist, api, csp, production: true }));
  servers.push(upstream, app, production);
  port = await listen(app);
  productionPort = await listen(production);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  rmSync(dist, { recursive: true, force: true });
});

describe('the app web server', () => {
  it('answers a prerendered route with its own HTML, revalidated on every load, with the security headers', async () => {
    const res = await get(port, '/en/gallery');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toContain('<h1>Gallery</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(
      `script-src 'self' ${EARLY_CLICKS_CSP_HASH} ${START_AFTER_PAINT_CSP_HASH} https://js.stripe.com`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' http://localhost:8080");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // HSTS only where the site is served over https (production).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const prod = await get(productionPort, '/en/gallery');
    expect(prod.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(prod.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sends brotli or gzip as the browser accepts, the same bytes once decoded', async () => {
    const br = await get(port, '/en/gallery', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(GALLERY);
    expect(br.body.length).toBeLessThan(GALLERY.length / 2);
    const gz = await get(port, '/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET);
    const plain = await get(port, '/assets/index-abc123.js', { headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
  });

  it('caches hashed assets for a year and answers a known copy with 304', async () => {
    const res = await get(port, '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(port, '/assets/index-abc123.js', { headers: { 'if-none-match': res.headers.etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers robots.txt as text, and missing files with a plain 404 instead of the app', async () => {
    const robots = await get(port, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.toString()).toContain('User-agent: *');
    for (const path of [
      '/assets/index-gone.js',
      '/assets/nested/thing',
      '/sitemap-2.xml',
      '/ads.txt',
      '/favicon.png',
    ]) {
      const res = await get(port, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(res.body.toString(), path).not.toContain('<div id="root">');
    }
  });

  it('gives app routes (in any language) the SPA, and other paths the SPA with a 404 status', async () => {
    for (const path of ['/my-work', '/en/my-work', '/ja/gallery', '/gallery/']) {
      const res = await get(port, path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(SPA);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
    const unknown = await get(port, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toBe(SPA);
    expect((await get(port, '/', { method: 'POST' })).status).toBe(405);
  });

  it('redirects the root to the home page of its language', async () => {
    const root = await get(port, '/?from=ad');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/app/home?from=ad');
    expect((await get(port, '/en/')).headers.location).toBe('/en/app/home');
  });

  it('proxies the API paths with method, body and cookies, and says where the request came from', async () => {
    const res = await get(port, '/api/user/info?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=abc', host: 'framewise.test' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['sid=1; HttpOnly']);
    expect(JSON.parse(res.body.toString()).data.path).toBe('/api/user/info?x=1');
    const seen = upstreamRequests.at(-1);
    expect(seen).toMatchObject({ method: 'POST', url: '/api/user/info?x=1', body: '{"a":1}' });
    expect(seen.headers.cookie).toBe('sid=abc');
    expect(seen.headers['x-forwarded-host']).toBe('framewise.test');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    // /passport is the API's too (Google sign-in), but a path that only starts with the same letters is not.
    expect((await get(port, '/passport/google/callback?code=1')).status).toBe(201);
    expect((await get(port, '/apixyz')).status).toBe(404);
  });
});

describe('a page rendered at request time with its data', () => {
  const TEMPLATE_HTML =
    '<!doctype html><html lang="zh-CN"><head><title>app</title></head><body><div id="root"></div></body></html>';
  let liveDist;
  let livePort;
  let calls;
  /** What the app's server-side entry would answer: the page with the works it asked the API for. */
  let answer;

  beforeAll(async () => {
    liveDist = mkdtempSync(join(tmpdir(), 'serve-app-live-'));
    writeFixture(liveDist);
    writeFileSync(join(liveDist, 'pages/template.html'), TEMPLATE_HTML);
    writeFileSync(
      join(liveDist, 'pages/manifest.json'),
      JSON.stringify({
        pages: { '/en/gallery': 'pages/en/gallery.html' },
        withData: ['/en/gallery'],
        sessionCookie: 'ai-qrcode-token',
        routes: ['/gallery'],
        redirects: {},
      }),
    );
    calls = [];
    answer = async (_url, request) => ({
      language: 'en',
      head: '<title>Gallery</title>',
      rootAttributes: { 'data-prerendered': 'en' },
      body: `<h1>Gallery</h1><ul><li>work for ${request.search || 'all'}</li></ul>`,
      afterRoot: '<script type="application/json" id="fw-server-answers">{"queries":{}}</script>',
    });
    const renderPage = (url, request) => {
      calls.push({ url, ...request });
      return answer(url, request);
    };
    const app = createServer(
      createAppHandler({ dist: liveDist, api: 'http://api.test', renderPage, renderTimeoutMs: 200 }),
    );
    servers.push(app);
    livePort = await listen(app);
  });

  afterAll(() => rmSync(liveDist, { recursive: true, force: true }));

  it('serves the render with its answers, compressed, and reuses it for the same URL', async () => {
    const res = await get(livePort, '/en/gallery?tag=anime', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<div id="root" data-prerendered="en"><h1>Gallery</h1><ul><li>work for ?tag=anime</li>');
    expect(html).toContain('</div><script type="application/json" id="fw-server-answers">');
    expect(calls).toEqual([{ url: '/en/gallery', api: 'http://api.test', search: '?tag=anime' }]);

    const again = await get(livePort, '/en/gallery?tag=anime');
    expect(again.body.toString()).toBe(html);
    expect(calls).toHaveLength(1);
    await get(livePort, '/en/gallery');
    expect(calls.map((call) => call.search)).toEqual(['?tag=anime', '']);
  });

  it("renders a signed-in user's page for them alone: their session passed on, kept by no shared cache", async () => {
    const before = calls.length;
    const headers = { cookie: 'framewise_lang=en; ai-qrcode-token=abc=; other=1' };
    const res = await get(livePort, '/en/gallery', { headers });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    await get(livePort, '/en/gallery', { headers });
    expect(calls.slice(before)).toEqual([
      { url: '/en/gallery', api: 'http://api.test', search: '', session: 'ai-qrcode-token=abc=' },
      { url: '/en/gallery', api: 'http://api.test', search: '', session: 'ai-qrcode-token=abc=' },
    ]);
    // Other cookies (the language) make no session: the visitor's shared render.
    const visitor = await get(livePort, '/en/gallery', { headers: { cookie: 'framewise_lang=en' } });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(calls.slice(before)).toHaveLength(2);
  });

  it("serves the build's copy when the render fails or takes too long", async () => {
    answer = async () => {
      throw new Error('API down');
    };
    const failed = await get(livePort, '/en/gallery?sort=hot');
    expect(failed.status).toBe(200);
    expect(failed.body.toString()).toContain('<h1>Gallery</h1>');
    expect(failed.body.toString()).not.toContain('fw-server-answers');

    answer = () => new Promise(() => {});
    const started = Date.now();
    const slow = await get(livePort, '/en/gallery?sort=new');
    expect(slow.body.toString()).not.toContain('fw-server-answers');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
