import { expect, test } from '@playwright/test';
import { createPointsCode, headerPoints } from '../../pages/Codes';
import { signInAsNewUser } from '../../pages/SignIn';
import { fill, TEXTS } from '../../pages/texts';

const GIFT = TEXTS.zh.membership.gift;

test('a gift code redeemed on the member page adds its points once and the header balance updates', async ({
  page,
}) => {
  await signInAsNewUser(page, 'domestic');
  const code = await createPointsCode(page, 100);
  await page.goto('/member');
  const before = await headerPoints(page);

  await page.getByLabel(GIFT.label, { exact: true }).fill(code);
  await page.getByRole('button', { name: GIFT.submit, exact: true }).click();
  await expect(page.getByText(fill(GIFT.success, { points: 100 }))).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(before + 100);

  // The same code again is refused and changes nothing.
  await page.getByLabel(GIFT.label, { exact: true }).fill(code);
  await page.getByRole('button', { name: GIFT.submit, exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await headerPoints(page)).toBe(before + 100);
});
