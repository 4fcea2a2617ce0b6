import { expect, type Locator, type Page, test } from '@playwright/test';
import { ffmpegFile, type PickedFile } from '../../pages/media-files';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { fill, textsOf } from '../../pages/texts';

// A login, two large pictures fitted in the browser, and a run of the local engine.
test.describe.configure({ timeout: 240_000 });

const FITTED_NOTE = {
  domestic: (from: string, to: string) => fill(textsOf('domestic').upload.status.fitted, { from, to }),
  overseas: (from: string, to: string) => fill(textsOf('overseas').upload.status.fitted, { from, to }),
};

/** A camera-sized test picture drawn by ffmpeg (detail everywhere, like a photo), made fresh for each run. */
function ffmpegPicture(width: number, height: number, name: string): Promise<PickedFile> {
  const webp = name.endsWith('.webp');
  return ffmpegFile(name, webp ? 'image/webp' : 'image/jpeg', [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}`,
    '-frames:v',
    '1',
    ...(webp ? ['-c:v', 'libwebp', '-quality', '80'] : ['-q:v', '4']),
  ]);
}

/** The JPEG with an EXIF block saying how to turn it (6: rotate 90° clockwise, as phones held upright write). */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  // Big-endian TIFF with one IFD entry: 0x0112 Orientation, SHORT, count 1.
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/** The preview shows the uploaded picture inside the viewport; resolves with that picture's size. */
async function previewSize(control: Locator): Promise<{ width: number; height: number }> {
  const preview = control.locator('.fw-upload__preview img');
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toBeInViewport();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 })
    .toBeGreaterThan(0);
  return preview.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

const look = (chip: Locator) =>
  chip.evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).borderColor}`);

/** A new user on a tool screen, with the upload control of one field and the note under it. */
async function openTool(page: Page, projectName: string, path: string, field: string) {
  const build = buildOf(projectName);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open(path);
  return {
    tools,
    note: FITTED_NOTE[build],
    control: tools.uploadControl(field),
    fieldNote: tools.field(field).locator('.fw-upload-note'),
  };
}

test('image to video takes a 4000x3000 phone photo and a WebP, fitted to the upload size, and generates', async ({
  page,
}, info) => {
  const { tools, note, control, fieldNote } = await openTool(
    page,
    info.project.name,
    '/ai-video-generator?tool=img2video',
    'reference_img',
  );

  // A phone held upright stores 4000x3000 pixels and an EXIF turn: the picture is 3000x4000, portrait.
  const photo = await ffmpegPicture(4000, 3000, 'IMG_0001.jpg');
  await tools.pickFile('reference_img', { ...photo, buffer: withExifOrientation(photo.buffer, 6) });
  const dialog = tools.cropDialog;
  await expect(dialog).toBeVisible({ timeout: 30_000 });

  // The crop presets show which one is chosen: pressed and visibly different from the others.
  const pressed = dialog.locator('.fw-crop-preset[aria-pressed="true"]').first();
  const unpressed = dialog.locator('.fw-crop-preset[aria-pressed="false"]').first();
  expect(await look(pressed)).not.toBe(await look(unpressed));

  await dialog.getByRole('button', { name: tools.texts.useWholeImage }).click();
  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(fieldNote).toHaveText(note('3000×4000', '750×1000'));
  await expect(control.getByRole('alert')).toHaveCount(0);
  // The picture that went up is the upright one, at the compressed upload size.
  expect(await previewSize(control)).toEqual({ width: 750, height: 1000 });

  // A WebP is read by the browser and goes up as a JPEG (the server stores no WebP for the tools).
  await control.getByRole('button', { name: tools.texts.deleteUpload }).click();
  await expect(fieldNote).toHaveCount(0);
  await tools.pickFile('reference_img', await ffmpegPicture(3000, 2000, 'sunset.webp'));
  await dialog.getByRole('button', { name: tools.texts.useWholeImage }).click();
  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(fieldNote).toHaveText(note('3000×2000', '1000×667'));
  expect(await previewSize(control)).toEqual({ width: 1000, height: 667 });

  const task = await tools.generate('/api/images/animation/generate');
  const card = await tools.finished(task.id);
  await expect(card.getByTestId('result-video')).toBeVisible();
});

test('upscale keeps a phone photo up to 2048 px, says it was reduced, converts a WebP, and generates', async ({
  page,
}, info) => {
  const { tools, note, control, fieldNote } = await openTool(page, info.project.name, '/upscale', 'source');

  await tools.pickFile('source', await ffmpegPicture(3000, 2000, 'street.webp'));
  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(fieldNote).toHaveText(note('3000×2000', '2048×1365'));
  expect(await previewSize(control)).toEqual({ width: 2048, height: 1365 });

  await control.getByRole('button', { name: tools.texts.deleteUpload }).click();
  await expect(fieldNote).toHaveCount(0);
  await tools.pickFile('source', await ffmpegPicture(4000, 3000, 'IMG_0002.jpg'));
  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(fieldNote).toHaveText(note('4000×3000', '2048×1536'));
  await expect(fieldNote).toBeInViewport();
  expect(await previewSize(control)).toEqual({ width: 2048, height: 1536 });

  const task = await tools.generate('/api/images/animation/upscale');
  const card = await tools.finished(task.id);
  await expect(card.getByRole('slider')).toBeVisible();
  // The source the server kept, shown before/after, is the 2048 px picture the browser sent.
  const before = card.locator('.fw-compare__before img');
  await expect
    .poll(() => before.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 })
    .toBe(2048);
});
