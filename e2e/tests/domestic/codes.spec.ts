import { expect, test } from '@playwright/test';
import { createPointsCode, headerPoints } from '../../pages/Codes';
import { signInAsNewUser } from '../../pages/SignIn';

test('a gift code redeemed on the member page adds its points once and the header balance updates', async ({
  page,
}) => {
  await signInAsNewUser(page, 'domestic');
  const code = await createPointsCode(page, 100);
  await page.goto('/member');
  const before = await headerPoints(page);

  await page.getByLabel('礼品码', { exact: true }).fill(code);
  await page.getByRole('button', { name: '兑换', exact: true }).click();
  await expect(page.getByText('兑换成功，获得 100 积分')).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(before + 100);

  // The same code again is refused and changes nothing.
  await page.getByLabel('礼品码', { exact: true }).fill(code);
  await page.getByRole('button', { name: '兑换', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await headerPoints(page)).toBe(before + 100);
});
