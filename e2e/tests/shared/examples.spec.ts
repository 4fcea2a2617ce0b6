import { expect, type Page, test } from '@playwright/test';
import { buildOf, urlOf } from '../../pages/PublicPages';
import { fill, pattern, TEXTS } from '../../pages/texts';

// The suite's server starts with SEED_EXAMPLES=0; this spec runs in its own projects after every other spec and
// starts the same seeding a fresh install runs at start (POST /api/test/seed-examples answers at once): the example
// works are made from the shipped pictures in the background, with the real local engine. These tests wait for the
// first ones to finish.
test.describe.configure({ timeout: 180_000 });

const MOUNTAIN = 'A mountain trail under limestone peaks, the camera slowly pushing in';

// The pages read English (set before each test), whichever the build.
const en = TEXTS.en;
const openWork = (title: string) => fill(en.works.card.open, { title });

/** Reloads the page until the example work shows (the worker is still making it right after the server starts). */
async function untilExampleShows(page: Page, path: string, prompt: string, openLabel = en.works.card.open) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        // The list arrives after the page: give each load a few seconds.
        const card = page.getByRole('button', { name: fill(openLabel, { title: prompt }), exact: true }).first();
        return card.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 150_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  // One set of texts for both builds: the pages read English.
  await page.addInitScript(() => localStorage.setItem('framewise-lang', 'en'));
  // Starts the seeding, or joins the one already running (the other build's project calls it too).
  const seeding = await page.request.post('/api/test/seed-examples');
  expect(seeding.ok()).toBe(true);
  expect((await seeding.json()).code).toBe(0);
});

test('a fresh install shows the example works in the gallery, by Framewise, with pictures that load', async ({
  page,
}) => {
  await untilExampleShows(page, '/gallery', MOUNTAIN);
  const works = page.getByRole('list', { name: en.works.gallery.grid });
  const card = works.getByRole('button', { name: openWork(MOUNTAIN), exact: true });
  await expect(card).toBeVisible();
  // The open button lies over the picture (WorkCard): the picture is its sibling.
  const thumb = card.locator('..').locator('img').first();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await card.click();
  const dialog = page.getByRole('dialog', { name: en.works.detail.title });
  await expect(dialog.getByText(MOUNTAIN, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Framewise', { exact: true })).toBeVisible();
});

test('the gallery comes with its first works in its HTML, and the browser does not ask for them again', async ({
  page,
}, testInfo) => {
  const build = buildOf(testInfo);
  const url = urlOf('/gallery', 'en', build.urlLanguage);
  await untilExampleShows(page, url, MOUNTAIN);
  // The web server renders a gallery URL at most every 10 s: a query of its own gets a render made now.
  const fresh = `${url}?from=${testInfo.project.name}-${Date.now()}`;
  const html = await (await page.request.get(fresh)).text();
  expect(html).toContain('id="fw-server-answers"');
  expect(html).toMatch(new RegExp(`<img [^>]*alt="${MOUNTAIN}"`));
  expect(html).toContain('fetchPriority="high"');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/images/list3') || request.url().includes('/api/gallery/queryTag'))
      asked.push(request.url());
  });
  await page.goto(fresh);
  const card = page
    .getByRole('list', { name: en.works.gallery.grid })
    .getByRole('button', { name: openWork(MOUNTAIN) });
  await expect(card.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated (its handlers work) with the answers the page brought: the list and the tags are not asked again.
  await card.first().click();
  await expect(page.getByRole('dialog', { name: en.works.detail.title })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the home page shows a real example video where the tool drawing was', async ({ page }) => {
  // Looked for where this test is about: the tool entry, and the highlights holding works at all. Not one given
  // card: the highlights show full rows only, so an example may sit in a cut partial row. And each load is looked
  // at whole: the gallery list is publicly cacheable for 15 s, so one load can show the tool's example (from
  // /api/config/example) beside a highlights list cached before any example had finished.
  const tools = page.getByRole('region', { name: en.works.home.toolsTitle });
  const video = tools.getByLabel(fill(en.works.home.exampleOf, { tool: en.common.tools.img2video }));
  const highlight = page
    .getByRole('region', { name: en.works.home.highlights })
    .getByRole('button', { name: pattern(en.works.card.open) });
  await expect
    .poll(
      async () => {
        await page.goto('/');
        const tag = await video.evaluate((v) => v.tagName, undefined, { timeout: 5_000 }).catch(() => 'none');
        const listed = await highlight
          .first()
          .waitFor({ timeout: 2_000 })
          .then(
            () => 'listed',
            () => 'no highlights',
          );
        return `${tag}, ${listed}`;
      },
      { timeout: 150_000, intervals: [2_000, 5_000] },
    )
    .toBe('VIDEO, listed');
  await expect(video).toBeVisible();
  // The loop fetches its video once the visitor uses the page (here a turn of the wheel), showing its poster before.
  await page.mouse.wheel(0, 1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
});

test('a Chinese page reads the examples in Chinese, and "draw same" fills the form in Chinese', async ({
  page,
}, testInfo) => {
  const build = buildOf(testInfo);
  const zh = TEXTS.zh.works;
  // The reader chose Chinese; the page tells the API its language (the language cookie), as a /zh/ URL does too.
  await page.addInitScript(() => localStorage.setItem('framewise-lang', 'zh'));
  const mountain = '石灰岩山峰下的一条山间小路，镜头缓缓推近';
  await untilExampleShows(page, urlOf('/gallery', 'zh', build.urlLanguage), mountain, zh.card.open);
  await expect(page.getByText(MOUNTAIN)).toHaveCount(0);
  await page
    .getByRole('button', { name: fill(zh.card.open, { title: mountain }), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: zh.detail.title });
  await expect(dialog.getByText(mountain, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: zh.detail.drawSame }).click();
  await expect(page.locator('[data-field="prompt"]').getByRole('textbox')).toHaveValue(mountain);
});
