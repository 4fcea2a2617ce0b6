import { expect, test } from '@playwright/test';
import { generatedPng } from '../../pages/ProfileModal';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';

// A whole login, an upload and a run of the local engine: more than the default budget on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('image to video from an uploaded image goes through the queue to a video that plays', async ({ page }, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator?tool=img2video');

  await tools.upload('reference_img', await generatedPng(page, 320, 'scene.png'));
  const task = await tools.generate('/api/images/animation/generate');
  const statuses = tools.watchStatuses(task.id);
  // The task starts under check or in the queue, and the card says so before it finishes.
  expect([-3, -2, 0]).toContain(task.status);
  await expect(tools.card(task.id)).toBeVisible();

  const card = await tools.finished(task.id);
  // The card can show the ending before this test's response listener has read that answer's body.
  await expect.poll(() => statuses.at(-1)).toBe(1);
  expect([task.status, ...statuses].some((s) => s === -3 || s === -2 || s === 0)).toBe(true);

  const video = card.getByTestId('result-video');
  await video.hover();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
});

test('text to video with two keyframe prompts finishes', async ({ page }, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator?tool=text2video');

  await page.getByLabel(tools.texts.keyframePrompt(1)).fill('Dawn over a quiet harbour');
  await page.getByRole('button', { name: tools.texts.addScene }).click();
  await page.getByLabel(tools.texts.keyframePrompt(2)).fill('Fishing boats head out to sea');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/images/text2video/generate');
  const task = await tools.generate('/api/images/text2video/generate');
  expect((await sent).postDataJSON()).toMatchObject({
    tool: 'text2video',
    prompts: [
      { prompt: 'Dawn over a quiet harbour', keyframe: 1 },
      { prompt: 'Fishing boats head out to sea', keyframe: 2 },
    ],
  });

  const card = await tools.finished(task.id);
  await expect(card.getByTestId('result-video')).toBeVisible();
});

test('upscale 2x of an uploaded image shows the result beside the source on a before/after slider', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/upscale');

  await tools.upload('source', await generatedPng(page, 200, 'small.png'));
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/images/animation/upscale');
  const task = await tools.generate('/api/images/animation/upscale');
  expect((await sent).postDataJSON()).toMatchObject({ target: '2x' });

  const card = await tools.finished(task.id);
  const slider = card.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  const [before, after] = await Promise.all(
    [card.locator('.fw-compare__before img'), card.locator('.fw-compare > .fw-compare__layer img')].map((image) =>
      expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
        .toBeGreaterThan(0)
        .then(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)),
    ),
  );
  expect(after).toBe((before ?? 0) * 2);

  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '39');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
});

test('a missing reference image shows the message and sends nothing', async ({ page }, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator?tool=img2video');

  await tools.generateButton.click();
  await expect(tools.problem).toHaveText(tools.texts.referenceImageRequired);
  // Give a wrongly sent request time to show up before checking there was none.
  await page.waitForTimeout(500);
  expect(tools.submits).toEqual([]);
});

test('a visitor pressing generate gets the login modal and nothing is sent', async ({ page }, info) => {
  const build = buildOf(info.project.name);
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator');
  await tools.field('prompt').getByRole('textbox').fill('A fox running through snow');

  await tools.generateButton.click();
  await expect(page.getByRole('dialog', { name: tools.texts.login })).toBeVisible();
  await page.waitForTimeout(500);
  expect(tools.submits).toEqual([]);
});
