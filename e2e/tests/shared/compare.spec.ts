import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { generatedImage } from '../../pages/ProfileModal';
import { type Build, buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { textsOf } from '../../pages/texts';

// A login, an upload and a real 2x upscale by the local engine, then two screens: more than the default budget.
test.describe.configure({ timeout: 180_000 });

/** Where to save screenshots for a person to look at (E2E_SHOTS_DIR); none are saved without it. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The compare view's texts in a build's first language. */
function compareTexts(build: Build) {
  const { tools, works } = textsOf(build);
  return {
    compare: tools.compareView.open,
    title: tools.compareView.title,
    slider: tools.compare.label,
    openImage: tools.compareView.openImage,
    detail: works.detail.title,
    zoomIn: tools.compareView.zoomIn,
    fit: tools.compareView.fit,
    actual: tools.compareView.actualSize,
    download: tools.compareView.download,
    before: tools.compare.before,
    after: tools.compare.after,
  };
}
const TEXTS: Record<Build, ReturnType<typeof compareTexts>> = {
  domestic: compareTexts('domestic'),
  overseas: compareTexts('overseas'),
};

/** Saves a screenshot once images have faded in and the dialog has settled. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`);

/** Checks an open compare view: both pictures at their real sizes, the divider by keyboard, zoom to real pixels. */
async function checkCompareView(page: Page, build: Build, dialog: Locator, name: string) {
  const texts = TEXTS[build];
  const before = dialog.getByRole('img', { name: texts.before, exact: true });
  const after = dialog.getByRole('img', { name: texts.after, exact: true });
  // The source is 240×160 and the 2x result 480×320, read from the files the browser decoded.
  await expect.poll(() => naturalSize(before), { timeout: 20_000 }).toBe('240×160');
  await expect.poll(() => naturalSize(after), { timeout: 20_000 }).toBe('480×320');
  await expect(dialog.getByText(`${texts.before} 240×160`)).toBeVisible();
  await expect(dialog.getByText(`${texts.after} 480×320`)).toBeVisible();
  // The source is drawn at the result's size, so the two line up pixel for pixel (measured in one frame: the
  // dialog may still be animating in).
  const boxes = await dialog.evaluate((el) =>
    ['compare-before', 'compare-after'].map((id) => {
      const box = el.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
      return box && [box.x, box.y, box.width, box.height];
    }),
  );
  expect(boxes[0]).toBeTruthy();
  expect(boxes[0]).toEqual(boxes[1]);

  const slider = dialog.getByRole('slider', { name: texts.slider });
  await expect(slider).toBeFocused();
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '62');
  // The divider sits 62 % of the way across the picture.
  const dividerAt = await dialog.evaluate((el) => {
    const box = el.querySelector('[role="slider"]')?.getBoundingClientRect();
    const picture = el.querySelector('[data-testid="compare-after"]')?.getBoundingClientRect();
    return box && picture ? (box.x + box.width / 2 - picture.x) / picture.width : Number.NaN;
  });
  expect(dividerAt).toBeCloseTo(0.62, 2);
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('PageDown');
  await expect(slider).toHaveAttribute('aria-valuenow', '90');

  const level = dialog.getByTestId('compare-zoom');
  const fit = dialog.getByRole('button', { name: texts.fit, exact: true });
  const actual = dialog.getByRole('button', { name: texts.actual });
  await expect(fit).toHaveAttribute('aria-pressed', 'true');
  const fitted = (await level.textContent()) ?? '';
  await dialog.getByRole('button', { name: texts.zoomIn, exact: true }).click();
  await expect(level).not.toHaveText(fitted);
  await expect(fit).toHaveAttribute('aria-pressed', 'false');

  await actual.click();
  await expect(level).toHaveText('100%');
  await expect(actual).toHaveAttribute('aria-pressed', 'true');
  // Real pixels: the 480×320 result takes 480×320 CSS pixels on screen.
  await expect.poll(async () => (await after.boundingBox())?.width).toBeCloseTo(480, 0);
  expect((await after.boundingBox())?.height).toBeCloseTo(320, 0);
  await shot(page, `${name}-100`);

  // Zoomed past the stage, a drag pans the picture, and it stops at the picture's edge.
  const stage = dialog.getByTestId('compare-stage');
  for (let i = 0; i < 7; i++) await page.keyboard.press('+');
  await expect(level).toHaveText('477%');
  const stageBox = await stage.boundingBox();
  const start = await after.boundingBox();
  if (!stageBox || !start) throw new Error('the stage and the picture have boxes');
  const centre = { x: stageBox.x + stageBox.width / 2, y: stageBox.y + stageBox.height / 2 };
  await page.mouse.move(centre.x + 100, centre.y + 50);
  await page.mouse.down();
  await page.mouse.move(centre.x - 100, centre.y - 50, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await after.boundingBox())?.x).toBeCloseTo(start.x - 200, 0);
  expect((await after.boundingBox())?.y).toBeCloseTo(start.y - 100, 0);
  await page.mouse.move(centre.x - 300, centre.y - 200);
  await page.mouse.down();
  await page.mouse.move(centre.x + 300, centre.y + 200, { steps: 4 });
  await page.mouse.move(centre.x + 5000, centre.y + 5000, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await after.boundingBox())?.x).toBeCloseTo(stageBox.x, 0);
  expect((await after.boundingBox())?.y).toBeCloseTo(stageBox.y, 0);
  await shot(page, `${name}-zoomed`);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 5000, centre.y - 5000, { steps: 4 });
  await page.mouse.up();
  const end = async () => {
    const box = await after.boundingBox();
    return box && [Math.round(box.x + box.width), Math.round(box.y + box.height)];
  };
  await expect.poll(end).toEqual([Math.round(stageBox.x + stageBox.width), Math.round(stageBox.y + stageBox.height)]);
  // The wheel zooms too.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, 300);
  await expect.poll(async () => Number.parseInt((await level.textContent()) ?? '', 10)).toBeLessThan(477);

  await slider.focus();
  await page.keyboard.press('0');
  await expect(fit).toHaveAttribute('aria-pressed', 'true');
  await expect(level).toHaveText(fitted);
}

test('an upscale result opens in the compare view from the tool and from my works', async ({ page }, info) => {
  const build = buildOf(info.project.name);
  const texts = TEXTS[build];
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/upscale');
  await tools.upload('source', await generatedImage(page, 240, 160, 'landscape.png'));
  const task = await tools.generate('/api/images/animation/upscale');
  const card = await tools.finished(task.id);
  await shot(page, `${build}-tool-card-1440`);

  await test.step('from the result card in the tool', async () => {
    const open = card.getByRole('button', { name: texts.compare, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.download })).toBeVisible();
    await checkCompareView(page, build, dialog, `${build}-tool-compare`);
    await shot(page, `${build}-tool-1440`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  await test.step('from the work detail in my works: the Compare button and the picture', async () => {
    await page.goto(`/my-work?work=${task.id}`);
    const detail = page.getByRole('dialog', { name: texts.detail });
    await expect(detail.getByRole('button', { name: texts.compare, exact: true })).toBeVisible();
    await shot(page, `${build}-works-detail-1440`);
    await detail.getByRole('button', { name: texts.compare, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.title });
    await checkCompareView(page, build, dialog, `${build}-works-compare`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(detail).toBeVisible();

    await detail.getByRole('button', { name: texts.openImage }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('slider', { name: texts.slider })).toBeFocused();
    await shot(page, `${build}-works-1440`);
  });

  await test.step('on a 375 px phone the view fills the screen with every control in reach', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const dialog = page.getByRole('dialog', { name: texts.title });
    const stage = dialog.getByTestId('compare-stage');
    await expect(stage).toHaveCSS('touch-action', 'none');
    await expect(dialog.getByRole('button', { name: texts.actual })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('slider', { name: texts.slider })).toBeInViewport();
    // Polled: the dialog's pop-in animation (scale 0.98 → 1) may still be running when the viewport changes.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(375);
    // The whole result fits the stage: 480×320 shrinks to the phone's width.
    const after = dialog.getByRole('img', { name: texts.after, exact: true });
    await expect.poll(async () => (await after.boundingBox())?.width).toBeLessThanOrEqual(375);
    await expect(after).toBeInViewport({ ratio: 1 });
    await shot(page, `${build}-works-375`);

    await page.keyboard.press('Escape');
    const detail = page.getByRole('dialog', { name: texts.detail });
    await detail.getByRole('button', { name: texts.compare, exact: true }).scrollIntoViewIfNeeded();
    await expect(detail.getByRole('button', { name: texts.compare, exact: true })).toBeInViewport({ ratio: 1 });
    await shot(page, `${build}-works-detail-375`);

    await tools.open('/upscale');
    const compare = tools.card(task.id).getByRole('button', { name: texts.compare, exact: true });
    await compare.scrollIntoViewIfNeeded();
    await expect(compare).toBeInViewport({ ratio: 1 });
    await shot(page, `${build}-tool-card-375`);
  });
});
