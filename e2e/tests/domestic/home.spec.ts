import { expect, test } from '@playwright/test';
import { AppPage } from '../../pages/AppPage';
import { TEXTS } from '../../pages/texts';

test('the root redirects to /app/home in Chinese by default', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expect(page).toHaveURL(/\/app\/home$/);
  await app.expectLanguage('zh');
  await expect(app.heading(TEXTS.zh.works.home.title)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(TEXTS.zh.app.brand.domestic));
});

test('an invite_code in the URL is kept for a visitor', async ({ page }) => {
  await page.goto('/app/home?invite_code=FRIEND42');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is the prerendered page's; the app keeps the code once it runs.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('others-invite-code'))).toContain('FRIEND42');
});
