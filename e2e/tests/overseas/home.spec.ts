import { expect, test } from '@playwright/test';
import { AppPage } from '../../pages/AppPage';

test('the home page is the root and speaks English first (<html lang="en">)', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await app.expectLanguage('en');
  await expect(app.heading('Turn a sentence or a picture into a video')).toBeVisible();
});

test('openCodeModal opens the activation-code modal', async ({ page }) => {
  await page.goto('/?openCodeModal=1');
  await expect(page.getByRole('dialog', { name: 'Activation code' })).toBeVisible();
});
