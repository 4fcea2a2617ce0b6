import { expect, test } from '@playwright/test';
import { buildOf } from '../../pages/SignIn';

// What the first screen downloads: code it does not use (zip packing, image compression) stays on the server
// until first use, and the device fingerprint waits until the page has settled after load.
test('the home page loads neither the zip nor the compressor code, and the fingerprint only once settled', async ({
  page,
}, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const fingerprint = () => scripts.filter((s) => /\/fp\.esm-/.test(s));
  // The page's timers run on a test clock: the settle delay (app-shell after-paint.ts, 10 s) passes on demand.
  await page.clock.install();
  await page.goto(buildOf(testInfo.project.name) === 'domestic' ? '/app/home' : '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fingerprint()).toEqual([]);
  // Past the settle delay and the idle deadline, the fingerprint runs and the visitor id is stored.
  await page.clock.runFor(13_000);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('framewise-system-config') ?? ''))
    .toContain('visitorId');

  expect(scripts.some((n) => /\/index-[\w-]+\.js$/.test(n))).toBe(true);
  expect(scripts.filter((n) => /jszip|browser-image-compression/.test(n))).toEqual([]);
  expect(fingerprint()).toHaveLength(1);
});

// Layout shift as Lighthouse's mobile run sees it: sections that arrive late must not push what is already in view.
for (const { path, ready } of [
  { path: '/member', ready: '.fw-pay-plans' },
  { path: '/ai-video-generator', ready: '.fw-results:not([aria-busy="true"])' },
]) {
  test(`${path} does not shift what is in view while its content arrives`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForLoadState('load');
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThan(0.02);
  });
}

// The shell's texts come in the page's language only (i18n resources/shell/<language>.ts, one chunk each).
for (const language of ['en', 'ja'] as const) {
  test(`a /${language}/ page loads the shell texts of ${language} and of no other language`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${language}/tutorials`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((n) => /\/(zh|en|ja)-[\w-]+\.js$/.test(n)).map((n) => n.split('/').pop()?.slice(0, 2)),
    ).toEqual([language]);
  });
}
