import { expect, type Locator, test } from '@playwright/test';
import { generatedPng, ProfileModal } from '../../pages/ProfileModal';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';

/** The width the browser decoded an <img> at: 0 until it has loaded a real picture. */
const naturalWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.naturalWidth);

test('a new avatar is uploaded, cropped, saved on confirm and shown in the header', async ({ page }, testInfo) => {
  // A whole login, then crop, compression and upload in the page: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  const build = buildOf(testInfo.project.name);
  const flow = await signInAsNewUser(page, build);
  const profile = new ProfileModal(page, build);
  const headerAvatar = flow.accountMenu.locator('img');
  await expect(headerAvatar).toHaveCount(0); // a new user shows the initial

  await profile.open(flow.accountMenu);
  const upload = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.startsWith('/api/storage/'),
  );
  await profile.pickAvatar(await generatedPng(page));
  await profile.confirmCrop();
  const answer = (await (await upload).json()) as { code: number; data: { key: string; url: string } };
  expect(answer.code).toBe(0);
  expect(answer.data.key).toMatch(/^user-avatar\/[^/]+\/[^/]+\.(png|jpg)$/);
  // The modal previews the cropped picture; nothing is saved before confirm.
  await expect(profile.avatarImage).toHaveAttribute('src', /^blob:/);
  await expect(headerAvatar).toHaveCount(0);

  const save = page.waitForRequest((request) => request.url().includes('/api/user/modifyInfo'));
  await profile.save();
  expect((await save).postDataJSON()).toMatchObject({ avatar_url: answer.data.key });

  await expect(headerAvatar).toHaveAttribute('src', /\/api\/storage\//);
  const src = (await headerAvatar.getAttribute('src')) ?? '';
  expect(new URL(src, page.url()).pathname).toBe(new URL(answer.data.url, page.url()).pathname);
  await expect.poll(() => naturalWidth(headerAvatar)).toBeGreaterThan(0);
});

test('a text file named .png is refused with the upload error and changes nothing', async ({ page }, testInfo) => {
  const build = buildOf(testInfo.project.name);
  const flow = await signInAsNewUser(page, build);
  const profile = new ProfileModal(page, build);
  // Upload credentials, uploads and profile saves: none of them may happen.
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(image\/(pub)?token|storage\/|user\/modifyInfo)/.test(path)) writes.push(path);
  });

  await profile.open(flow.accountMenu);
  await profile.pickAvatar({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a picture.\n'),
  });
  await expect(profile.dialog.getByRole('alert')).toHaveText(profile.texts.imageLoadFailed);
  await expect(profile.cropDialog).toBeHidden();
  await expect(profile.avatarImage).toHaveCount(0);

  await profile.confirm();
  await expect(flow.accountMenu.locator('img')).toHaveCount(0);
  expect(writes).toEqual([]);
});
