// Build step of each app (its package.json `build`, after `vite build` and `vite build --ssr src/prerender.tsx`):
// writes the public pages' HTML, robots.txt, sitemap.xml and the serving manifest into dist, then precompresses dist.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withEarlyClicks } from './early-clicks.mjs';
import { inlineStylesheets } from './inline-styles.mjs';
import { precompress } from './precompress.mjs';
import { pageFile, pageHtml, robotsTxt, sitemapXml } from './site-files.mjs';
import { withStartAfterPaint } from './start-after-paint.mjs';

/** Name of the manifest the web server reads (serve-app.mjs). */
export const MANIFEST = 'pages/manifest.json';
/** The page template (index.html as the prerendered pages use it), for the pages rendered at request time. */
export const TEMPLATE = 'pages/template.html';
/** The server-side entry (vite build --ssr), relative to the app's directory. */
export const SSR_ENTRY = '.cache/ssr/prerender.js';

/**
 * Loads an app's server-side entry (`dir/SSR_ENTRY`) with React and Redux Toolkit in their production builds, as the
 * browser runs them: they choose by NODE_ENV when first loaded, and without it render with their development checks
 * (about a third slower per render). A caller that reads NODE_ENV for its own meaning reads it before this.
 */
export function importSsrEntry(dir) {
  process.env.NODE_ENV ??= 'production';
  return import(pathToFileURL(join(dir, SSR_ENTRY)).href);
}

export async function prerenderApp(appDir) {
  const dist = join(appDir, 'dist');
  const { renderSite } = await importSsrEntry(appDir);
  const { build, pages, routePaths, sessionCookie } = await renderSite();
  // Prerendered buttons are clickable before the app runs: their clicks are kept for it (early-clicks.mjs); the
  // stylesheet is in the page, so it paints from its HTML alone (inline-styles.mjs), and the app's scripts are
  // fetched once that paint is done (start-after-paint.mjs).
  const template = withStartAfterPaint(
    inlineStylesheets(withEarlyClicks(readFileSync(join(dist, 'index.html'), 'utf8')), dist),
  );
  const urlLanguage = build.urlLanguage ?? build.defaultLanguage;
  const files = {};
  // Pages whose first screenful needs the API (the gallery): the web server renders them again at each request
  // with their answers; the file written here is what it serves when the API does not answer in time.
  const withData = [];
  for (const page of pages) {
    const file = pageFile(page.url);
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), pageHtml(template, page));
    const route = page.url.replace(/(.)\/$/, '$1');
    files[route] = file;
    if (page.withData) withData.push(route);
  }
  mkdirSync(dirname(join(dist, TEMPLATE)), { recursive: true });
  writeFileSync(join(dist, TEMPLATE), template);
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(build.siteUrl));
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(build.siteUrl, pages, urlLanguage));
  // A build whose home is not "/" (domestic: /app/home) sends "/" there, in each language, before any JavaScript.
  const redirects = {};
  if (build.homePath !== '/') {
    redirects['/'] = build.homePath;
    for (const page of pages) {
      if (page.path === build.homePath && page.url !== page.path) {
        redirects[page.url.slice(0, -build.homePath.length)] = page.url;
      }
    }
  }
  const manifest = {
    pages: files,
    withData,
    sessionCookie,
    routes: routePaths,
    redirects,
    languages: ['zh', 'en', 'ja'],
  };
  writeFileSync(join(dist, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const compressed = precompress(dist);
  return { pages: pages.length, compressed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const appDir = resolve(process.argv[2] ?? '.');
  const { pages, compressed } = await prerenderApp(appDir);
  console.info(`prerendered ${pages} pages, precompressed ${compressed} files in ${join(appDir, 'dist')}`);
}
