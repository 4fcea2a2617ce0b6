import { expect, test } from '@playwright/test';
import { AppPage } from '../../pages/AppPage';
import { TEXTS } from '../../pages/texts';

test('the home page is the root and speaks English first (<html lang="en">)', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await app.expectLanguage('en');
  await expect(app.heading(TEXTS.en.works.home.title)).toBeVisible();
});

test('openCodeModal opens the activation-code modal', async ({ page }) => {
  await page.goto('/?openCodeModal=1');
  await expect(page.getByRole('dialog', { name: TEXTS.en.app.modals.code.title })).toBeVisible();
});
