import { expect, type Page, test } from '@playwright/test';
import { EN, LoginFlow } from '../../pages/LoginFlow';

/**
 * Signs in on whichever page the server's Google path shows: the local OpenID Connect test issuer's form, or the
 * development sign-in the server offers when no Google credentials are configured.
 */
async function signInAtProvider(page: Page, email: string) {
  const issuer = page.getByTestId('oidc-email');
  const devSignIn = page.getByTestId('dev-signin-email');
  await expect(issuer.or(devSignIn)).toBeVisible();
  if (await issuer.isVisible()) {
    await issuer.fill(email);
    await issuer.press('Enter');
  } else {
    await devSignIn.fill(email);
    await page.getByTestId('dev-signin-name').fill('Mia');
    await page.getByTestId('dev-signin-submit').click();
  }
}

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
