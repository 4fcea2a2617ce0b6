import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';

// Every main page of both builds, checked by axe at the desktop and the phone width the design is drawn for:
// any violation (contrast, names, landmarks, ARIA) fails. Each page is loaded once and checked at both widths.
// Two axe passes over a tool page take several seconds on a busy 2-core machine: each test gets twice the default.
test.describe.configure({ timeout: 60_000 });

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

const PUBLIC_PAGES = [
  'home',
  // The AI video page and its picture-input form (text to video is the same form without the picture).
  '/ai-video-generator',
  '/ai-video-generator?tool=img2video',
  '/vid2vid',
  '/lip-sync',
  '/upscale',
  '/member',
  '/gallery',
  '/tutorials',
  '/privacy',
  '/terms',
  '/m/member',
  '/m/point',
  '/m/login',
  '/m/music-download',
] as const;

/** Waits until the route's screen has replaced the loading state. */
async function settled(page: Page) {
  // Every page has a level-1 heading (axe checks it); waiting for it, not any heading, outlasts a route that is still
  // swapping its loading state for the screen after hydration.
  await expect(page.locator('h1').first()).toBeAttached();
  // Pictures below the fold stay lazy (busy) on purpose; every other loading state must have ended.
  await expect(page.locator('[aria-busy="true"]:not(.fw-lazy-image)')).toHaveCount(0);
}

/** axe's violations at each width, as "rule: target" lines, so a failure names what to fix. */
async function violationsAtEachWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations) {
      for (const node of v.nodes) found.push(`${size.width}px ${v.id}: ${node.target.join(' ')} (${v.help})`);
    }
  }
  return found;
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds nothing on ${path} at 1440 and 375 px`, async ({ page }, testInfo) => {
    const home = buildOf(testInfo.project.name) === 'domestic' ? '/app/home' : '/';
    await page.goto(path === 'home' ? home : path);
    expect(await violationsAtEachWidth(page)).toEqual([]);
  });
}

test('axe finds nothing on my works, logged in, at 1440 and 375 px', async ({ page }, testInfo) => {
  await signInAsNewUser(page, buildOf(testInfo.project.name));
  await page.goto('/my-work');
  expect(await violationsAtEachWidth(page)).toEqual([]);
});
