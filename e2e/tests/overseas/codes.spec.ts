import { expect, test } from '@playwright/test';
import { createPointsCode, headerPoints } from '../../pages/Codes';
import { signInAsNewUser } from '../../pages/SignIn';
import { fill, TEXTS } from '../../pages/texts';

const EN = TEXTS.en;

test('an activation code redeemed in the activation-code modal adds its points and the header updates', async ({
  page,
}) => {
  await signInAsNewUser(page, 'overseas');
  const code = await createPointsCode(page, 250);
  const before = await headerPoints(page);

  await page.goto('/tutorials?openCodeModal=1');
  const dialog = page.getByRole('dialog', { name: EN.app.modals.code.title });
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: EN.common.actions.confirm }).click();
  await expect(page.getByText(fill(EN.auth.code.success, { points: 250 })).first()).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(before + 250);
});
