import { expect, test } from '@playwright/test';
import { Purchase } from '../../pages/Purchase';
import { SandboxPay } from '../../pages/SandboxPay';
import { signInAsNewUser } from '../../pages/SignIn';

test.describe.configure({ timeout: 60_000 });

test('buys 2 points packages through the sandbox card checkout and lands on the paid result, balance up once', async ({
  page,
}) => {
  const flow = await signInAsNewUser(page, 'overseas');
  const purchase = new Purchase(page, 'overseas');
  const before = await purchase.serverBalanceAfterReload();

  await purchase.buyOnMemberPage(1000);
  await purchase.confirm();

  const checkout = new SandboxPay(page);
  // The provider's page names what was bought: the points of 2 × the 500-point base package ("1000 points").
  await checkout.expectOrder(/^1000 /);
  await checkout.pay();
  await checkout.backToApp();

  await expect(page.getByText(purchase.texts.resultPaid, { exact: true })).toBeVisible();
  await expect(page.getByText(purchase.texts.resultPoints(1000))).toBeVisible();
  await expect.poll(() => purchase.headerBalance(flow.accountMenu)).toBe(before + 1000);
  // Reloading the result page confirms the same session again: still granted once.
  expect(await purchase.serverBalanceAfterReload()).toBe(before + 1000);
  await expect(page.getByText(purchase.texts.resultPaid, { exact: true })).toBeVisible();
});

test('a declined card payment comes back as not completed and grants nothing', async ({ page }) => {
  await signInAsNewUser(page, 'overseas');
  const purchase = new Purchase(page, 'overseas');
  const before = await purchase.serverBalanceAfterReload();

  await purchase.buyOnMemberPage(500);
  await purchase.confirm();
  const checkout = new SandboxPay(page);
  await checkout.expectOrder(/500/);
  await checkout.fail();
  await checkout.backToApp();

  await expect(page.getByText(purchase.texts.resultFailed)).toBeVisible();
  expect(await purchase.serverBalanceAfterReload()).toBe(before);
});
