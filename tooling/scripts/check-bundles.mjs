// The built bundles of each app must not carry the other region's providers (issue: overseas imports no
// China-only code, domestic no Stripe or Google code). Runs after `build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bootstrap.mjs';

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
}
if (problems) process.exit(1);
console.info('bundle boundaries ok');
