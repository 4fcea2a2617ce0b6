import { expect, test } from '@playwright/test';
import { AppPage } from '../../pages/AppPage';
import { LANGUAGES } from '../../pages/PublicPages';
import { anyOf, TEXTS } from '../../pages/texts';

test('the home page renders with the header and the tools', async ({ page }) => {
  // One set of texts for both builds: the page reads English.
  await page.addInitScript(() => localStorage.setItem('framewise-lang', 'en'));
  const app = new AppPage(page);
  await app.goto('/');
  await expect(app.header).toBeVisible();
  await expect(app.heading(TEXTS.en.works.home.title)).toBeVisible();
  await expect(page.getByRole('link', { name: TEXTS.en.works.home.start })).toHaveAttribute(
    'href',
    '/ai-video-generator',
  );
  await expect(page.getByRole('link', { name: TEXTS.en.works.home.explore })).toHaveAttribute('href', '/gallery');
  // The local engine offers every tool: the six entries, each linking to its tool.
  const tools = page.getByRole('region', { name: TEXTS.en.works.home.toolsTitle }).getByRole('link');
  await expect(tools).toHaveCount(6);
  const routes = await tools.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(routes).toEqual([
    '/ai-video-generator',
    '/ai-video-generator?tool=text2video',
    '/ai-video-generator?tool=img2video',
    '/vid2vid',
    '/lip-sync',
    '/upscale',
  ]);
});

test('switching to 日本語 changes the UI and survives a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/tutorials');
  await app.chooseLanguage('ja');
  await app.expectLanguage('ja');
  const title = TEXTS.ja.works.tutorials.title;
  await expect(app.heading(title)).toBeVisible();
  await page.reload();
  await app.expectLanguage('ja');
  await expect(app.heading(title)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} - `));
});

test('/middle?a=1 lands on /vid2vid?a=1', async ({ page }) => {
  await page.goto('/middle?a=1');
  await expect(page).toHaveURL(/\/vid2vid\?a=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.locator('.fw-not-found')).toBeVisible();
  await expect(
    page.getByRole('link', { name: anyOf(...LANGUAGES.map((l) => TEXTS[l].ui.notFound.backHome)) }),
  ).toBeVisible();
});

test('mobile routes render without the header', async ({ page }) => {
  await page.goto('/m/member');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('openPointModal opens the points modal and closing follows redirectUrl', async ({ page }) => {
  await page.goto('/tutorials?openPointModal=1&redirectUrl=%2Fmember');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/member$/);
  await expect(dialog).toHaveCount(0);
});

test('the API answers through the app origin with the envelope', async ({ page, request, baseURL }) => {
  await page.goto('/');
  const health = await request.get(`${baseURL}/healthz`);
  expect(health.status()).toBe(200);
  // A contract call without the request-time header is refused in the envelope, not with a stack trace.
  const info = await request.get(`${baseURL}/api/user/info`);
  expect(info.status()).toBe(200);
  const body = await info.json();
  expect(body.code).not.toBe(0);
  expect(typeof body.msg).toBe('string');
});
