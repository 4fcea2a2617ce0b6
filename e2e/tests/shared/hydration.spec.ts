import { LANGUAGE_LABELS } from '@framewise/i18n';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, hydratedServerHeading, keepServerHeading } from '../../pages/hydration-checks';
import { EN, LoginFlow, ZH } from '../../pages/LoginFlow';
import { buildOf, LANGUAGES, publicPages, urlOf } from '../../pages/PublicPages';
import { anyOf, TEXTS } from '../../pages/texts';

test('every public page hydrates its prerendered HTML without a mismatch or any console error', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const build = buildOf(testInfo);
  const errors = collectErrors(page);
  await keepServerHeading(page);
  // Each page once, the languages taking turns, so every language and page is covered in one pass.
  for (const [index, publicPage] of publicPages(build.homePath).entries()) {
    const language = LANGUAGES[index % LANGUAGES.length] ?? 'zh';
    const url = urlOf(publicPage.path, language, build.urlLanguage);
    await page.goto(url);
    await expect.poll(() => hydratedServerHeading(page), { message: url }).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(publicPage.heading[language]);
    await page.waitForLoadState('networkidle');
    expect(errors, url).toEqual([]);
  }
});

/** Notes whether the route's loading state ever replaces the page after the prerendered HTML has been parsed. */
async function watchPageLoading(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { pageLoadingSeen?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('.fw-page-loading')) seen.pageLoadingSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

type ToolName = keyof (typeof TEXTS)['en']['common']['tools'];

// Each tool tab's URL: the server answers every query of a path with the one prerendered page of its first tool.
const TOOL_ROUTES: readonly { path: string; tool: ToolName }[] = [
  { path: '/ai-video-generator', tool: 'ai_video' },
  { path: '/ai-video-generator?tool=img2video', tool: 'img2video' },
  { path: '/ai-video-generator?tool=text2video', tool: 'text2video' },
  { path: '/ai-video-generator?tool=img2video_v2', tool: 'img2video_v2' },
  { path: '/vid2vid', tool: 'vid2vid' },
  { path: '/lip-sync', tool: 'lipsync' },
  { path: '/upscale', tool: 'upscale' },
  { path: '/upscale?tool=upscale_turbo', tool: 'upscale_turbo' },
];

test('tool routes at 375 px hydrate without a mismatch, then show the tab the query names and its form', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const build = buildOf(testInfo);
  const errors = collectErrors(page);
  await keepServerHeading(page);
  await watchPageLoading(page);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [index, { path, tool }] of TOOL_ROUTES.entries()) {
    const language = LANGUAGES[index % LANGUAGES.length] ?? 'zh';
    const url = urlOf(path, language, build.urlLanguage);
    await page.goto(url);
    await expect.poll(() => hydratedServerHeading(page), { message: url }).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(TEXTS[language].common.tools[tool]);
    await expect(page.getByTestId('generate'), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors, url).toEqual([]);
    // The screen stayed up: the form's texts arriving after hydration did not suspend the whole route.
    expect(await page.evaluate(() => (window as { pageLoadingSeen?: boolean }).pageLoadingSeen ?? false), url).toBe(
      false,
    );
  }
});

test('after hydration the page is live: links navigate in the page language, the language menu switches', async ({
  page,
}, testInfo) => {
  const build = buildOf(testInfo);
  const errors = collectErrors(page);
  await keepServerHeading(page);
  await page.goto(urlOf('/tutorials', 'ja', build.urlLanguage));
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  // A client-side navigation stays in Japanese, under /ja.
  await page.getByRole('contentinfo').getByRole('link', { name: TEXTS.ja.app.footer.privacy }).click();
  await expect(page).toHaveURL(/\/ja\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.ja.app.pages.privacy.title);
  // Choosing English opens the same page at its English URL, which hydrates in English.
  await page.getByRole('banner').locator('.fw-language-menu__button').click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_LABELS.en }).click();
  await expect(page).toHaveURL(new RegExp(`${urlOf('/privacy', 'en', build.urlLanguage).replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.app.pages.privacy.title);
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a stored login shows in the header after hydration, with no mismatch', async ({ page }, testInfo) => {
  const build = buildOf(testInfo);
  const errors = collectErrors(page);
  await keepServerHeading(page);
  // A visitor's first load makes the visitor id; then a logged-in user is in storage as after a login.
  await page.goto(urlOf('/gallery', build.urlLanguage, build.urlLanguage));
  const banner = page.getByRole('banner');
  const loginButton = banner.getByRole('button', { name: anyOf(TEXTS.zh.app.nav.login, TEXTS.en.app.nav.login) });
  await expect(loginButton).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'framewise-user',
      JSON.stringify({ uuid: 'u-hydration', nickname: 'Hydra', permanentPoints: 5, vip_points: 0, dailyCount: 0 }),
    ),
  );
  await page.route('**/api/user/info', (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'ok',
        data: { uuid: 'u-hydration', nickname: 'Hydra', permanentPoints: 5, vip_points: 0, dailyCount: 0 },
      },
    }),
  );
  // The start also loads the membership info; this made-up user has no session, so that call is answered here too
  // (a real 401 would rightly log the stored user out).
  await page.route('**/api/user/vipInfo', (route) =>
    route.fulfill({ json: { code: 0, msg: 'ok', data: { list: [] } } }),
  );
  // And so is the header's task tray, which lists the user's works under way.
  await page.route('**/api/images/list3?*scope=mine*', (route) =>
    route.fulfill({ json: { code: 0, msg: 'ok', data: { items: [], nextCursor: null } } }),
  );
  await page.reload();
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  // The visitor's login button is the server's; once hydrated, the stored user's account menu replaces it.
  await expect(loginButton).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test('a button clicked on the prerendered page before the app has run does its job once the app is up', async ({
  page,
}, testInfo) => {
  const build = buildOf(testInfo);
  const errors = collectErrors(page);
  await keepServerHeading(page);
  // The app's entry script is held back until the visitor has clicked: the page is the server's HTML only.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(urlOf('/gallery', build.urlLanguage, build.urlLanguage), { waitUntil: 'commit' });
  const flow = new LoginFlow(page, build.urlLanguage === 'zh' ? ZH : EN);
  const login = flow.header.getByRole('button', { name: flow.texts.login });
  await login.click();
  expect(await hydratedServerHeading(page)).toBe(false);
  await expect(flow.dialog).toBeHidden();
  release();
  await expect.poll(() => hydratedServerHeading(page)).toBe(true);
  await expect(flow.dialog).toBeVisible();
  expect(errors).toEqual([]);
});
