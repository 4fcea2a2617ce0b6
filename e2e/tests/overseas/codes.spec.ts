import { expect, test } from '@playwright/test';
import { createPointsCode, headerPoints } from '../../pages/Codes';
import { signInAsNewUser } from '../../pages/SignIn';

test('an activation code redeemed in the activation-code modal adds its points and the header updates', async ({
  page,
}) => {
  await signInAsNewUser(page, 'overseas');
  const code = await createPointsCode(page, 250);
  const before = await headerPoints(page);

  await page.goto('/tutorials?openCodeModal=1');
  const dialog = page.getByRole('dialog', { name: 'Activation code' });
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/250 points/).first()).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(before + 250);
});
