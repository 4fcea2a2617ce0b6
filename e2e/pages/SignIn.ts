import { expect, type Page } from '@playwright/test';
import { EN, LoginFlow, type LoginTexts, PhoneForm, uniquePhone, ZH } from './LoginFlow';
import { TEXTS } from './texts';

/** The build a Playwright project drives: the domestic app speaks zh first, the overseas app en. */
export type Build = 'domestic' | 'overseas';

export function buildOf(projectName: string): Build {
  if (projectName !== 'domestic' && projectName !== 'overseas') throw new Error(`Unknown project ${projectName}`);
  return projectName;
}

export const LOGIN_TEXTS: Record<Build, LoginTexts> = { domestic: ZH, overseas: EN };

/**
 * Signs in on whichever page the server's Google path shows: the local OpenID Connect test issuer's form, or the
 * development sign-in the server offers when no Google credentials are configured.
 */
export async function signInAtProvider(page: Page, email: string) {
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

/**
 * Logs a new user in the way the build offers (domestic: phone and the code from the test inbox; overseas: Google
 * through the local issuer) starting from the build's home page, and returns the login flow.
 */
export async function signInAsNewUser(page: Page, build: Build): Promise<LoginFlow> {
  const flow = new LoginFlow(page, LOGIN_TEXTS[build]);
  if (build === 'domestic') {
    const form = new PhoneForm(flow);
    await page.goto('/app/home');
    await flow.open();
    await form.agree();
    await form.submit(await form.requestCode(uniquePhone()));
  } else {
    await page.goto('/tutorials');
    await flow.open();
    await flow.dialog.getByRole('button', { name: TEXTS.en.auth.google.continue }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/tutorials'));
    await signInAtProvider(page, `e2e-avatar-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.waitForURL(/\/tutorials$/);
  }
  await flow.expectLoggedIn();
  return flow;
}
