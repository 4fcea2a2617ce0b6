import { expect, test } from '@playwright/test';
import { EN, LoginFlow } from '../../pages/LoginFlow';
import { signInAtProvider } from '../../pages/SignIn';

test('Google login goes through the provider and back to the page it started on, then logout', async ({ page }) => {
  const flow = new LoginFlow(page, EN);
  await page.goto('/tutorials');
  await flow.open();
  await expect(flow.dialog.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(flow.dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await flow.dialog.getByRole('button', { name: 'Continue with Google' }).click();

  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const onProvider = page.waitForURL((url) => !url.pathname.startsWith('/tutorials'));
  await onProvider;
  await signInAtProvider(page, email);

  await page.waitForURL(/\/tutorials$/);
  await flow.expectLoggedIn();
  await flow.accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Activation code' })).toBeVisible();
  await page.keyboard.press('Escape');

  await flow.logout();
  await expect(page).toHaveURL(/\/$/);
});
