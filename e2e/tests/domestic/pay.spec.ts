import { expect, test } from '@playwright/test';
import { Purchase } from '../../pages/Purchase';
import { SandboxPay } from '../../pages/SandboxPay';
import { signInAsNewUser } from '../../pages/SignIn';

// A payment waits on real polling (1.5 s), the success close (1.5 s) and two page loads.
test.describe.configure({ timeout: 60_000 });

test('buys a points package by QR code through the sandbox payment page: success, balance up exactly once', async ({
  page,
}) => {
  const flow = await signInAsNewUser(page, 'domestic');
  const purchase = new Purchase(page, 'domestic');
  const before = await purchase.serverBalanceAfterReload();

  await purchase.buyOnMemberPage(550);
  await purchase.confirm();
  await expect(purchase.settlement.getByText('¥50.00')).toBeVisible();
  await purchase.payByWechatQr();

  const sandbox = new SandboxPay(await purchase.openPaymentPage());
  await sandbox.expectOrder(/550/);
  await sandbox.pay();

  // The modal sees the paid order on its next poll, shows success, refreshes the balance and closes.
  await expect(purchase.payment.getByText(purchase.texts.success)).toBeVisible();
  await expect(purchase.payment).toBeHidden();
  await expect(purchase.modal).toBeHidden();
  await expect.poll(() => purchase.headerBalance(flow.accountMenu)).toBe(before + 550);

  // The payment page's way back confirms the same order again (fulfil on read): still granted once.
  await sandbox.backToApp();
  await expect(sandbox.page.getByText(purchase.texts.resultPaid, { exact: true })).toBeVisible();
  await expect(sandbox.page.getByText(purchase.texts.resultPoints(550))).toBeVisible();
  expect(await purchase.serverBalanceAfterReload()).toBe(before + 550);
});

test('a declined payment shows the fail state, and retry starts a new payment', async ({ page }) => {
  await signInAsNewUser(page, 'domestic');
  const purchase = new Purchase(page, 'domestic');
  const before = await purchase.serverBalanceAfterReload();

  await purchase.buyOnMemberPage(100);
  await purchase.confirm();
  await purchase.payByWechatQr();
  const firstCode = await purchase.payment.getByRole('link', { name: purchase.texts.openPage }).getAttribute('href');

  const sandbox = new SandboxPay(await purchase.openPaymentPage());
  await sandbox.fail();
  await sandbox.page.close();

  await expect(purchase.payment.getByText(purchase.texts.declined)).toBeVisible();
  await purchase.payment.getByRole('button', { name: purchase.texts.retry }).click();
  const again = purchase.payment.getByRole('link', { name: purchase.texts.openPage });
  await expect(again).toBeVisible();
  expect(await again.getAttribute('href')).not.toBe(firstCode);
  expect(await purchase.serverBalanceAfterReload()).toBe(before);
});
