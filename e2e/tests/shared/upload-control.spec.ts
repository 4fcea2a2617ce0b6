import { expect, type Locator, test } from '@playwright/test';
import { generatedImage } from '../../pages/ProfileModal';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';

// A whole login and two uploads through the local storage driver.
test.describe.configure({ timeout: 120_000 });

/** width / height of the picture a preview <img> shows, once it has loaded. */
async function shownAspect(preview: Locator): Promise<number> {
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 })
    .toBeGreaterThan(0);
  return preview.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
}

test('the image to video reference is cropped to a ratio the form then follows, deleted, or kept whole', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator?tool=img2video');

  const control = tools.uploadControl('reference_img');
  const ratio = (label: string) => tools.field('ratio').getByRole('radio', { name: label });
  const preview = control.locator('.fw-upload__preview img');
  // A 4:3 photo: neither the 16:9 crop nor the square ratio the form starts on.
  const photo = await generatedImage(page, 640, 480, 'harbour.png');

  // The dialog starts on the ratio the form holds.
  await tools
    .field('ratio')
    .locator('label', { has: page.getByRole('radio', { name: '1:1' }) })
    .click();
  await expect(ratio('1:1')).toBeChecked();
  await tools.pickFile('reference_img', photo);
  const dialog = tools.cropDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '1:1' })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: '16:9' }).click();
  await expect(dialog.getByRole('button', { name: '16:9' })).toHaveAttribute('aria-pressed', 'true');
  const confirm = dialog.getByRole('button', { name: tools.texts.cropConfirm });
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // The stored picture is the crop: 16:9 where the photo was 4:3.
  expect(await shownAspect(preview)).toBeCloseTo(16 / 9, 1);
  await expect(ratio('16:9')).toBeChecked();

  await control.getByRole('button', { name: tools.texts.deleteUpload }).click();
  await expect(control).toHaveAttribute('data-status', 'idle');
  await expect(preview).toHaveCount(0);
  await expect(control.locator('.fw-upload__zone')).toBeVisible();

  // Cropping is optional: the whole photo goes up as it is and the ratio stays.
  await tools.pickFile('reference_img', photo);
  await expect(dialog.getByRole('button', { name: '16:9' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: tools.texts.useWholeImage }).click();
  await expect(dialog).toBeHidden();
  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  expect(await shownAspect(preview)).toBeCloseTo(4 / 3, 1);
  await expect(ratio('16:9')).toBeChecked();
});
