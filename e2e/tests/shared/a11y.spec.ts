import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Build, buildOf, signInAsNewUser } from '../../pages/SignIn';

// Every main page of both builds, checked by axe: any violation (contrast, names, landmarks, ARIA) fails. Each page is
// checked at the desktop width in one build and at the phone width the design is drawn for in the other, by turns
// down the list, so every page is checked at both widths and in both brands while each test loads and checks once.
// The screens are one shared package (the builds differ in brand colours and language, not layout), and the catalog
// runs every axe rule on every component story in both brands (docs/decisions.md, "CI wall time").
// An axe pass over a tool page takes seconds on a busy 2-core machine: each test gets twice the default.
test.describe.configure({ timeout: 60_000 });

const DESKTOP = { width: 1440, height: 900 } as const;
const PHONE = { width: 375, height: 812 } as const;

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
  // Logged in.
  '/my-work',
] as const;

/** The width page number `index` is checked at in `build`: the domestic build takes the even pages at 1440 px. */
function widthFor(index: number, build: Build) {
  return (index % 2 === 0) === (build === 'domestic') ? DESKTOP : PHONE;
}

/** Waits until the route's screen has replaced the loading state. */
async function settled(page: Page) {
  // Every page has a level-1 heading (axe checks it); waiting for it, not any heading, outlasts a route that is still
  // swapping its loading state for the screen after hydration.
  await expect(page.locator('h1').first()).toBeAttached();
  // Pictures below the fold stay lazy (busy) on purpose; every other loading state must have ended.
  await expect(page.locator('[aria-busy="true"]:not(.fw-lazy-image)')).toHaveCount(0);
}

/** axe's violations as "rule: target" lines, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${v.help})`));
}

PUBLIC_PAGES.forEach((path, index) => {
  const widths = `${widthFor(index, 'domestic').width} px domestic, ${widthFor(index, 'overseas').width} px overseas`;
  test(`axe finds nothing on ${path} (${widths})`, async ({ page }, testInfo) => {
    const build = buildOf(testInfo.project.name);
    // Signing in goes through the desktop header, as before; the page is then loaded at its width.
    if (path === '/my-work') await signInAsNewUser(page, build);
    await page.setViewportSize(widthFor(index, build));
    await page.goto(path === 'home' ? (build === 'domestic' ? '/app/home' : '/') : path);
    expect(await violations(page)).toEqual([]);
  });
});
