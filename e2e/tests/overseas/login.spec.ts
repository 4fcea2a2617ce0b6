import { expect, test } from '@playwright/test';
import { EN, LoginFlow } from '../../pages/LoginFlow';
import { signInAtProvider } from '../../pages/SignIn';
import { TEXTS, tagged } from '../../pages/texts';

const GOOGLE = TEXTS.en.auth.google;

test('Google login goes through the provider and back to the page it started on, then logout', async ({ page }) => {
  const flow = new LoginFlow(page, EN);
  await page.goto('/tutorials');
  await flow.open();
  await expect(flow.dialog.getByRole('link', { name: tagged(GOOGLE.legal, 'terms') })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(flow.dialog.getByRole('link', { name: tagged(GOOGLE.legal, 'privacy') })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await flow.dialog.getByRole('button', { name: GOOGLE.continue }).click();

  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const onProvider = page.waitForURL((url) => !url.pathname.startsWith('/tutorials'));
  await onProvider;
  await signInAtProvider(page, email);

  await page.waitForURL(/\/tutorials$/);
  await flow.expectLoggedIn();
  await flow.accountMenu.click();
  await expect(page.getByRole('menuitem', { name: TEXTS.en.auth.account.activationCode })).toBeVisible();
  await page.keyboard.press('Escape');

  await flow.logout();
  await expect(page).toHaveURL(/\/$/);
});
