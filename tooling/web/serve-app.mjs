// The production web server of one built app (`npm start`, the e2e suite): the prerendered page for a public
// route (rendered again at the request, with its data, for the pages that need the API: request-render.mjs), the
// SPA's index.html for the other app routes, 404 for anything else; hashed assets cached for a year,
// HTML revalidated on every load; brotli / gzip from the build's precompressed copies; security headers on HTML;
// the API paths proxied to the API so cookies stay first-party.
//   node tooling/web/serve-app.mjs --app apps/domestic --port 3000 --api http://localhost:8080
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { COMPRESSIBLE } from './precompress.mjs';
import { importSsrEntry, MANIFEST, SSR_ENTRY, TEMPLATE } from './prerender.mjs';
import { createRequestRenderer } from './request-render.mjs';
import { htmlSecurityHeaders } from './security-headers.mjs';

/** Paths the API answers (the same list the Vite dev server proxies: tooling/vite/app.js). */
export const API_PATHS = ['/api', '/sandbox', '/passport', '/healthz', '/readyz'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page rendered for a signed-in user: only their browser keeps it, and revalidates it. */
const PRIVATE = 'private, no-cache';
/** Unhashed public files (favicon, robots.txt, sitemap.xml): a day, then revalidated. */
const PUBLIC_FILE = 'public, max-age=86400';

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** One file as served: its bytes, its precompressed copies and a strong validator. */
function loadFile(path) {
  const body = readFileSync(path);
  const ext = extname(path);
  const variants = { identity: body };
  if (COMPRESSIBLE.has(ext)) {
    if (existsSync(`${path}.br`)) variants.br = readFileSync(`${path}.br`);
    if (existsSync(`${path}.gz`)) variants.gzip = readFileSync(`${path}.gz`);
  }
  const etag = `"${body.length.toString(36)}-${hashOf(body)}"`;
  return { type: TYPES[ext] ?? 'application/octet-stream', variants, etag };
}

function hashOf(buffer) {
  let h = 2166136261;
  for (let i = 0; i < buffer.length; i++) h = Math.imul(h ^ buffer[i], 16777619);
  return (h >>> 0).toString(36);
}

/** `name=value` of the session cookie in a Cookie header, or undefined when it has none. */
export function sessionCookieOf(header, name) {
  if (!header || !name) return undefined;
  for (const part of String(header).split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.join('=')) return `${name}=${value.join('=')}`;
  }
  return undefined;
}

/** The best encoding the client accepts among those the file has: brotli, then gzip, then none. */
export function pickEncoding(acceptEncoding, variants) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (variants.br && ok('br')) return 'br';
  if (variants.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

/** The app's server-side entry's renderPage (built beside dist), loaded on first use; null without one. */
function ssrRenderPage(root) {
  const entry = join(dirname(root), SSR_ENTRY);
  if (!existsSync(entry)) return null;
  let loaded;
  return async (url, request) => {
    // Loaded on the first render, after main() has read NODE_ENV for `production`.
    loaded ??= importSsrEntry(dirname(root));
    return (await loaded).renderPage(url, request);
  };
}

/**
 * Loads the app's build (dist with its prerender manifest) and returns the request handler. `renderPage` renders a
 * page with its data at request time (default: the app's server-side entry).
 * @param {{ dist: string, api: string, apiOrigin?: string, csp?: Record<string, string[]>, production?: boolean,
 *   renderPage?: (url: string, request: { api: string, search: string, session?: string }) => Promise<object | null>,
 *   renderTimeoutMs?: number }} options
 */
export function createAppHandler({ dist, api, apiOrigin, csp = {}, production = false, renderPage, renderTimeoutMs }) {
  const root = resolve(dist);
  const manifestPath = join(root, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the app first (pnpm build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Map();
  for (const path of filesUnder(root)) {
    const rel = relative(root, path).split(sep).join('/');
    // The compressed copies are variants of their file; the pages are served by route, not by file name.
    if (rel.endsWith('.br') || rel.endsWith('.gz') || rel.startsWith('pages/')) continue;
    files.set(`/${rel}`, loadFile(path));
  }
  const pages = new Map(Object.entries(manifest.pages).map(([url, file]) => [url, loadFile(join(root, file))]));
  const routes = new Set(manifest.routes);
  const spa = files.get('/index.html');
  const withData = new Set(manifest.withData ?? []);
  const render = renderPage ?? ssrRenderPage(root);
  const pageAtRequest =
    withData.size > 0 && render && existsSync(join(root, TEMPLATE))
      ? createRequestRenderer({
          template: readFileSync(join(root, TEMPLATE), 'utf8'),
          api,
          renderPage: render,
          hashOf,
          ...(renderTimeoutMs ? { timeoutMs: renderTimeoutMs } : {}),
        })
      : null;
  const htmlHeaders = htmlSecurityHeaders({ apiOrigin, extra: csp, production });
  const apiUrl = new URL(api);

  function send(req, res, status, file, cacheControl, extraHeaders = {}) {
    const encoding = pickEncoding(req.headers['accept-encoding'], file.variants);
    const headers = {
      'content-type': file.type,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      etag: encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`,
      ...extraHeaders,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    if (status === 200 && req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = file.variants[encoding];
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(res) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
    res.end('Not found\n');
  }

  function proxy(req, res) {
    const send$ = apiUrl.protocol === 'https:' ? httpsRequest : httpRequest;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = send$(
      {
        protocol: apiUrl.protocol,
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? (req.socket.encrypted ? 'https' : 'http'),
          'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 502, msg: 'The API is not reachable' }));
    });
    req.pipe(upstream);
  }

  return function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://app.invalid');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      notFound(res);
      return;
    }
    if (API_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      proxy(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const redirect = manifest.redirects[route || '/'];
    if (redirect) {
      res.writeHead(302, { location: `${redirect}${url.search}`, 'cache-control': REVALIDATE });
      res.end();
      return;
    }
    const file = files.get(pathname);
    if (file && pathname !== '/index.html') {
      send(req, res, 200, file, pathname.startsWith('/assets/') ? IMMUTABLE : PUBLIC_FILE);
      return;
    }
    const page = pages.get(route);
    if (page && pageAtRequest && req.method === 'GET' && withData.has(route)) {
      // The page differs by session: a signed-in user's copy is theirs alone (never stored by a shared cache).
      const session = sessionCookieOf(req.headers.cookie, manifest.sessionCookie);
      void pageAtRequest(route, url.search, session).then((rendered) =>
        send(req, res, 200, rendered ?? page, rendered && session ? PRIVATE : REVALIDATE, {
          ...htmlHeaders,
          vary: 'Accept-Encoding, Cookie',
        }),
      );
      return;
    }
    if (page) {
      send(req, res, 200, page, REVALIDATE, htmlHeaders);
      return;
    }
    // Anything that looks like a file (a missing hashed asset, robots.txt of another name) is a plain 404:
    // answering it with the app's HTML would hand a browser or crawler a page where it expects a file.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(route)) {
      notFound(res);
      return;
    }
    const language = /^\/(zh|en|ja)(?=\/|$)/.exec(route)?.[1];
    const appRoute = (language ? route.slice(language.length + 1) : route) || '/';
    // The app's own routes get the SPA; any other path gets it too (its not-found screen) but with a 404 status.
    send(req, res, routes.has(appRoute) ? 200 : 404, spa, REVALIDATE, htmlHeaders);
  };
}

/** Reads `<app>/csp.json`: the app's third-party sources per CSP directive. */
export function appCsp(appDir) {
  const path = join(appDir, 'csp.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/** The server of one built app, not yet listening. */
export function createAppServer({ app, api, apiOrigin, production }) {
  const handler = createAppHandler({ dist: join(app, 'dist'), api, apiOrigin, csp: appCsp(app), production });
  // Uploads (videos) go through the API proxy: a slow connection gets half an hour, not Node's default 5 minutes.
  return createServer({ requestTimeout: 30 * 60_000 }, handler);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      api: { type: 'string', default: process.env.FRAMEWISE_API ?? 'http://localhost:8080' },
      // Where the API's own URLs (signed media, uploads) point, when not same-origin: PUBLIC_URL of the API.
      'api-origin': { type: 'string', default: process.env.FRAMEWISE_PUBLIC_API },
    },
  });
  if (!values.app || !values.port) throw new Error('usage: serve-app.mjs --app <app dir> --port <port> [--api <url>]');
  const production = process.env.NODE_ENV === 'production';
  const apiOrigin = values['api-origin'] ? new URL(values['api-origin']).origin : undefined;
  const server = createAppServer({ app: resolve(values.app), api: values.api, apiOrigin, production });
  server.listen(Number(values.port), values.host, () => {
    console.info(`serving ${values.app} on http://${values.host}:${values.port} (API ${values.api})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
