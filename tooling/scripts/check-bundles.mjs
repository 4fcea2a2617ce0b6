// The built bundles of each app must not carry the other region's providers (issue: overseas imports no
// China-only code, domestic no Stripe or Google code), and the JavaScript loaded before the first page shows must
// stay within its budget. Runs after `build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bootstrap.mjs';
import { initialJs } from './initial-js.mjs';

/**
 * Gzip KB of the entry script and the chunks index.html preloads. The target is 120; the entry carries
 * react-dom (~63), react-router in declarative mode (~13) and Redux Toolkit with immer for the slices (~10). RTK
 * Query (the api, mounted before the first render) and the shell's texts (one language) are chunks of their own
 * loaded beside the page's screen. The budget holds today's figure (115.0 KB) with 2 KB of room, and must only go down.
 */
const INITIAL_JS_BUDGET_KB = 117;

/**
 * Strings that only the other region's provider code contains, and zod (schemas are the server's: browsers import
 * only @framewise/contracts/routes at run time, which keeps ~30 KB gzip out of the first load).
 */
const FORBIDDEN = {
  domestic: ['ZodError', 'js.stripe.com', 'accounts.google.com', 'redirectToCheckout', 'billing_portal'],
  overseas: [
    'ZodError',
    'open.weixin.qq.com',
    'res.wx.qq.com',
    'cos-js-sdk',
    'myqcloud.com',
    'TencentCaptcha',
    'turing.captcha',
  ],
};

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|html|css)$/.test(name)) yield full;
  }
}

let problems = 0;
for (const [app, needles] of Object.entries(FORBIDDEN)) {
  const dist = join(ROOT, 'apps', app, 'dist');
  if (!existsSync(dist)) {
    console.error(`apps/${app}/dist is missing: build first`);
    process.exit(1);
  }
  let count = 0;
  for (const file of files(dist)) {
    count++;
    const text = readFileSync(file, 'utf8').toLowerCase();
    for (const needle of needles) {
      if (text.includes(needle.toLowerCase())) {
        console.error(`apps/${app}: ${file.slice(dist.length + 1)} contains '${needle}' (other region's code)`);
        problems++;
      }
    }
  }
  console.info(`apps/${app}: ${count} built files checked`);
  const initial = initialJs(dist);
  const kb = initial.gz / 1024;
  if (kb > INITIAL_JS_BUDGET_KB) {
    console.error(
      `apps/${app}: initial JavaScript is ${kb.toFixed(1)} KB gzip, over the ${INITIAL_JS_BUDGET_KB} KB budget (${initial.refs.join(', ')})`,
    );
    problems++;
  } else console.info(`apps/${app}: initial JavaScript ${kb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`);
}
if (problems) process.exit(1);
console.info('bundle boundaries and initial JavaScript ok');
