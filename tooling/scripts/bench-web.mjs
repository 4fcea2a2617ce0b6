// `npm run bench:web`: Lighthouse (mobile emulation, Debian chromium) three runs each on the main pages of both built
// apps, served the production way; prints the median scores, LCP, TBT, CLS and initial JavaScript and appends a dated
// table to docs/benchmarks.md. A script, not a test: nothing here passes or fails. Run after `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bootstrap.mjs';
import { initialJs } from './initial-js.mjs';

const RUNS = 3;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 25085);
const APP_PORTS = { domestic: API_PORT + 1, overseas: API_PORT + 2 };
const API = `http://localhost:${API_PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Headless Debian chromium with nothing of its own going to the network during a run.
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--disable-quic',
];
const CHROME_FLAGS = CHROME_ARGS.join(' ');
// The WebSocket client Lighthouse itself uses, for the one DevTools call the signed-in runs need.
const WebSocket = createRequire(realpathSync(join(ROOT, 'tooling/node_modules/lighthouse/package.json')))('ws');

/** The main pages the web budgets cover (docs/benchmarks.md); only the build's home path differs. */
const pagesOf = (home) => [
  { name: 'home', path: home, loggedIn: false },
  { name: 'tool', path: '/ai-video-generator', loggedIn: false },
  { name: 'my works', path: '/my-work', loggedIn: true },
  { name: 'member', path: '/member', loggedIn: false },
  { name: 'gallery', path: '/gallery', loggedIn: false },
];
const PAGES = { domestic: pagesOf('/app/home'), overseas: pagesOf('/') };

/**
 * How a built app is served for the measurement: the production web server `npm start` and the e2e suite use
 * (tooling/web/serve-app.mjs: prerendered pages, precompressed assets, caching, the API proxied).
 */
function serveApp(app, port) {
  return spawn(
    process.execPath,
    [
      join(ROOT, 'tooling/web/serve-app.mjs'),
      '--app',
      join(ROOT, 'apps', app),
      '--port',
      String(port),
      '--api',
      API,
      '--api-origin',
      API,
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
}

function startApi(dataDir) {
  return spawn(process.execPath, ['dist/main.js'], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOCAL_PROVIDERS: '1',
      // The SMS test inbox signs the benchmark's user in; the examples are seeded through the test hook and awaited
      // before the first measurement (seedGallery), so no seeding competes with the measurements.
      FRAMEWISE_TEST_HOOKS: '1',
      SEED_EXAMPLES: '0',
      PUBLIC_URL: API,
    },
    stdio: 'ignore',
  });
}

async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The headers the API asks of a client call (region, request time). */
async function apiHeaders() {
  const { encodeRequestTime } = await import(join(ROOT, 'packages/contracts/dist/headers.js'));
  return { 'content-type': 'application/json', 'x-fw-region': 'cn', 'x-fw-t': encodeRequestTime(Date.now()) };
}

/**
 * Makes the example works a fresh install makes (the test hook starts the same seeding) and waits until the gallery
 * holds them and has stopped growing: the gallery is measured as visitors see it, not empty. Bounded to 5 minutes.
 */
async function seedGallery() {
  const started = await fetch(`${API}/api/test/seed-examples`, {
    method: 'POST',
    headers: await apiHeaders(),
    body: '{}',
  });
  const answer = await started.json();
  if (answer.code !== 0) throw new Error(`the example seeding did not start: ${answer.code} ${answer.msg}`);
  const until = Date.now() + 300_000;
  let count = -1;
  let stableSince = Date.now();
  while (Date.now() < until) {
    const answer = await fetch(`${API}/api/images/list3?scope=gallery&limit=50`, { headers: await apiHeaders() });
    const now = (await answer.json()).data?.items?.length ?? 0;
    if (now !== count) {
      count = now;
      stableSince = Date.now();
    } else if (count > 0 && Date.now() - stableSince > 15_000) {
      return count;
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error('the example works did not reach the gallery within 5 minutes');
}

/** A session cookie for a new phone user, through the console SMS provider's test inbox. */
async function signIn() {
  const headers = apiHeaders;
  const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
  await fetch(`${API}/api/user/getSMSCodeTicket`, {
    method: 'POST',
    headers: await headers(),
    body: JSON.stringify({ phone }),
  });
  const { data } = await (await fetch(`${API}/api/test/sms?phone=${phone}`)).json();
  const login = await fetch(`${API}/api/user/loginByCodePhone`, {
    method: 'POST',
    headers: await headers(),
    body: JSON.stringify({ phone, code: data.code }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return cookie;
}

/**
 * A Chromium for Lighthouse to drive (its --port) with the session cookie in its cookie jar, as a browser has it after
 * a login. (Lighthouse's --extra-headers is no substitute: once the page sets a cookie of its own, the browser sends
 * its jar instead of the extra header, and the API sees a visitor.) Lighthouse clears a page's storage between runs
 * but not its cookies.
 */
async function chromeWithSession(cookie) {
  const [name, ...value] = cookie.split('=');
  const profile = mkdtempSync(join(tmpdir(), 'framewise-bench-chrome-'));
  const child = spawn(
    CHROME,
    [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The profile goes once the browser has exited (it writes to it until then).
  const close = async () => {
    child.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    const endpoint = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chromium did not open its DevTools port in 30 s')), 30_000);
      child.stderr.on('data', (data) => {
        const match = /DevTools listening on (ws:\S+)/.exec(String(data));
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const socket = new WebSocket(endpoint);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const session = { name, value: value.join('='), domain: 'localhost', path: '/', httpOnly: true };
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [session] } }));
    /** @type {Promise<void>} */
    const cookieSet = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chromium did not set the cookie in 10 s')), 10_000);
      socket.on('message', (message) => {
        const answer = JSON.parse(String(message));
        if (answer.id !== 1) return;
        clearTimeout(timer);
        if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`));
        else resolve();
      });
    });
    await cookieSet;
    socket.close();
    return { port: new URL(endpoint).port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function lighthouse(url, cookie) {
  const chrome = cookie ? await chromeWithSession(cookie) : null;
  try {
    return await runLighthouse(url, chrome?.port);
  } finally {
    await chrome?.close();
  }
}

function runLighthouse(url, port) {
  const bin = join(ROOT, 'tooling/node_modules/.bin/lighthouse');
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-500)}`));
      const lhr = JSON.parse(out);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // What costs points outside performance (the scores' causes), and the LCP element with its phases.
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => ref.id),
      );
      // Lighthouse 13 reports the LCP element and its phases in the lcp-breakdown insight.
      const lcpParts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
      const lcpNode = lcpParts.find((item) => item.type === 'node');
      const phases = (lcpParts.find((item) => item.type === 'table')?.items ?? []).map(
        (p) => `${p.subpart} ${Math.round(p.duration)} ms`,
      );
      const lcpElement = lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '';
      resolve({
        failing,
        lcpElement: `${lcpElement.slice(0, 80)} (${phases.join(', ')})`,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'framewise-bench-web-'));
const children = [startApi(dataDir)];
const rows = [];
let galleryWorks = 0;
try {
  for (const [app, port] of Object.entries(APP_PORTS)) children.push(serveApp(app, port));
  await waitFor(`${API}/readyz`);
  for (const port of Object.values(APP_PORTS)) await waitFor(`http://localhost:${port}/`);
  const cookie = await signIn();
  galleryWorks = await seedGallery();
  console.info(`gallery: ${galleryWorks} example works`);
  for (const [app, pages] of Object.entries(PAGES)) {
    const js = initialJs(join(ROOT, 'apps', app, 'dist')).gz / 1024;
    for (const { name, path, loggedIn } of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await lighthouse(`http://localhost:${APP_PORTS[app]}${path}`, loggedIn ? cookie : undefined));
      }
      const numbers = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
      const m = Object.fromEntries(numbers.map((key) => [key, median(runs.map((r) => r[key]))]));
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      const row = { app, name, path, ...m, js, failing };
      rows.push(row);
      console.info(
        `${app.padEnd(9)} ${name.padEnd(8)} perf ${m.perf} a11y ${m.a11y} bp ${m.bp} seo ${m.seo}  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  initial JS ${js.toFixed(1)} KB`,
      );
      console.info(
        `          LCP element ${runs[0].lcpElement}${failing.length ? `; below full marks: ${failing.join(', ')}` : ''}`,
      );
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const table = [
  '',
  `### ${date}: Lighthouse mobile, median of ${RUNS} (\`npm run bench:web\`, apps served by tooling/web/serve-app.mjs; gallery with the ${galleryWorks} example works of a fresh install)`,
  '',
  '| app | page | perf | a11y | best practices | SEO | LCP | TBT | CLS | initial JS (gzip) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.app} | ${r.name} (${r.path}) | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.js.toFixed(1)} KB |`,
  ),
  '',
  ...rows
    .filter((r) => r.failing.length > 0)
    .map((r) => `- ${r.app} ${r.name}: audits below full marks (a11y, best practices, SEO): ${r.failing.join(', ')}`),
  '',
];
// Into the web section (at its end, before the next "## " section), or at the end of the file when it has none.
const file = join(ROOT, 'docs/benchmarks.md');
const doc = readFileSync(file, 'utf8');
const section = doc.indexOf('\n## Web: Lighthouse mobile');
const next = section < 0 ? -1 : doc.indexOf('\n## ', section + 1);
const at = next < 0 ? doc.length : next;
writeFileSync(file, `${doc.slice(0, at).trimEnd()}\n${table.join('\n')}${doc.slice(at)}`);
console.info(`\nWritten to docs/benchmarks.md (${rows.length} pages).`);
