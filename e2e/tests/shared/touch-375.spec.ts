import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  devices,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { generatedImage } from '../../pages/ProfileModal';
import { Purchase } from '../../pages/Purchase';
import { type Build, buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { fill, textsOf } from '../../pages/texts';

// Every screen works on a 375 px phone with a finger (docs/product.md, "Mobile"). One phone context per build, its page shared by the
// tests in order (a visitor's screens, then logged in: a tool submitted by tap, the compare slider and the mask
// brush dragged by real touch events).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const WIDTH = 375;

function touchTexts(build: Build) {
  const { tools, works } = textsOf(build);
  return {
    rail: tools.rail.label,
    sort: works.gallery.sort,
    sortHot: works.gallery.sortHot,
    signUp: works.mobile.loginAction,
    openWork: fill(works.card.open, { title: '' }),
    detail: works.detail.title,
    drawSame: works.detail.drawSame,
    paint: tools.mask.paint,
    save: tools.mask.save,
    undo: tools.mask.undo,
    canvas: tools.mask.canvas,
    currentMask: tools.mask.current,
  };
}
const TEXTS = { domestic: touchTexts('domestic'), overseas: touchTexts('overseas') };

/** A phone: 375 px wide, touch, mobile viewport (Android Chrome for the China build, an iPhone for the other). */
async function phone(browser: Browser, build: Build, baseURL: string | undefined): Promise<BrowserContext> {
  const device = build === 'domestic' ? devices['Pixel 7'] : devices['iPhone 13'];
  return browser.newContext({
    baseURL,
    userAgent: device.userAgent,
    viewport: { width: WIDTH, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * Fits a phone: nothing wider than the screen (the page never scrolls sideways), and no visible text field under
 * 16 px (a phone zooms the page into a smaller one when it takes focus).
 */
async function expectFitsPhone(page: Page) {
  const found = await page.evaluate(() => {
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]):not([type=file]):not([type=range]):not([type=checkbox]):not([type=radio]), select, textarea',
    );
    const small = [...fields]
      .filter((el) => el.getBoundingClientRect().width > 1 && Number.parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => el.outerHTML.slice(0, 80));
    return { scrollWidth: document.documentElement.scrollWidth, small };
  });
  expect(found.small).toEqual([]);
  expect(found.scrollWidth).toBeLessThanOrEqual(WIDTH);
}

/**
 * The control is on screen, a fingertip big (44 px), and a tap at its centre reaches it: no sticky bar, overlay or
 * neighbour lies over it.
 */
async function expectTappable(control: Locator) {
  await expect(control).toBeVisible();
  await control.scrollIntoViewIfNeeded();
  const found = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      onScreen: x >= 0 && x <= window.innerWidth && y >= 0 && y <= window.innerHeight,
      hit: top !== null && (top === el || el.contains(top)),
      fingertip: Math.min(box.width, box.height) >= 44,
    };
  });
  expect(found).toEqual({ onScreen: true, hit: true, fingertip: true });
}

/** A one-finger drag through the browser's touch input (CDP), in steps, as a finger moves. */
async function fingerDrag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers down together, spreading apart (a pinch), then lifted. */
async function pinch(cdp: CDPSession, centre: { x: number; y: number }) {
  const at = (spread: number) => [
    { x: centre.x - spread, y: centre.y, id: 1 },
    { x: centre.x + spread, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(10) });
  for (const spread of [20, 30, 40])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Scrolls the element to the middle of the screen (clear of the sticky bars, as a user would) and gives its box. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has a box');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A finger there lands on the element itself, not on a bar lying over it.
  expect(
    await locator.evaluate((el, at) => {
      const top = document.elementFromPoint(at.x, at.y);
      return top !== null && (top === el || el.contains(top));
    }, centre),
  ).toBe(true);
  return { ...centre, width: box.width, height: box.height };
}

let context: BrowserContext;
let page: Page;
let build: Build;

test.beforeAll(async ({ browser }, info) => {
  build = buildOf(info.project.name);
  context = await phone(browser, build, info.project.use.baseURL);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test('a visitor: every tool screen, the gallery, member and points fit 375 px and their main action can be tapped', async () => {
  const tools = new ToolsPage(page, build);
  const texts = TEXTS[build];
  // One load, then the tool screens the way a phone user moves between them: the rail's links and each screen's
  // tabs (ai_video, text2video, img2video, img2video_v2, vid2vid, lipsync, upscale, upscale_turbo).
  const expectToolScreen = async () => {
    await expect(tools.generateButton).toBeVisible();
    await expectFitsPhone(page);
    await expectTappable(tools.generateButton);
  };
  const eachTab = async () => {
    const tabs = page.getByRole('tablist').getByRole('tab');
    const count = await tabs.count();
    if (count === 0) await expectToolScreen();
    for (let i = 0; i < count; i++) {
      if (i > 0) await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expectToolScreen();
    }
  };
  await tools.open('/ai-video-generator', { timeout: 20_000 });
  await eachTab();
  const rail = page.getByRole('navigation', { name: texts.rail }).getByRole('link');
  await expect(rail).toHaveCount(4);
  for (const group of [1, 2, 3]) {
    await rail.nth(group).click();
    await expect(rail.nth(group)).toHaveAttribute('aria-current', 'page');
    await eachTab();
  }

  await page.goto('/gallery');
  await expectTappable(page.getByRole('group', { name: texts.sort }).getByRole('button', { name: texts.sortHot }));
  await expectFitsPhone(page);

  const purchase = new Purchase(page, build);
  await page.goto('/member');
  const points = page.getByRole('region', { name: purchase.texts.pointsRegion });
  await expectTappable(points.getByRole('button', { name: purchase.texts.buy }).first());
  await expectFitsPhone(page);

  if (build === 'domestic') {
    for (const path of ['/m/point', '/m/member']) {
      await page.goto(path);
      await expectTappable(page.getByRole('button', { name: texts.signUp }).first());
      await expectFitsPhone(page);
    }
  }
});

test('logged in: an upscale submitted by tap makes a task, and a finger drags its before/after divider', async () => {
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/upscale');
  await tools.upload('source', await generatedImage(page, 240, 160, 'landscape.png'));
  await expectTappable(tools.generateButton);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/images/animation/upscale',
  );
  await tools.generateButton.tap();
  const created = (await (await answer).json()) as { code: number; data: { id: string } };
  expect(created.code).toBe(0);
  const card = await tools.finished(created.data.id);
  await expectFitsPhone(page);

  const slider = card.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  const frame = await centreOf(card.getByTestId('compare-slider'));
  const left = frame.x - frame.width / 2;
  const cdp = await context.newCDPSession(page);
  await fingerDrag(cdp, { x: left + frame.width * 0.3, y: frame.y }, { x: left + frame.width * 0.8, y: frame.y });
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(78);
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(82);

  // My works lists it, fitting the phone; its details show draw same on the first screen, under the picture.
  const texts = TEXTS[build];
  await page.goto('/my-work');
  const work = page.getByRole('button', { name: texts.openWork }).first();
  await expectTappable(work);
  await expectFitsPhone(page);
  await work.click();
  const drawSame = page.getByRole('dialog', { name: texts.detail }).getByRole('button', { name: texts.drawSame });
  await expect(drawSame).toBeInViewport({ ratio: 1 });
  await expectTappable(drawSame);
});

test('logged in: a finger paints the mask without scrolling the page, a pinch paints nothing, the saved mask has the paint', async () => {
  const texts = TEXTS[build];
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator?tool=img2video');
  await tools.upload('reference_img', await generatedImage(page, 240, 160, 'reference.png'));
  // Plain clicks around the touch under test: on a loaded machine a synthetic tap can turn into a long press.
  await page.getByRole('button', { name: texts.paint }).click();
  const canvas = page.getByLabel(texts.canvas, { exact: true });
  // The canvas takes the picture's own size once the picture is in.
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBe(240);
  const undo = page.getByRole('button', { name: texts.undo });
  const cdp = await context.newCDPSession(page);
  const box = await centreOf(canvas);

  await pinch(cdp, box);
  await expect(undo).toBeDisabled();

  const scrolledBefore = await page.evaluate(() => window.scrollY);
  // Up and to the left: on a page that scrolled with the finger this would scroll it down.
  await fingerDrag(
    cdp,
    { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 },
    { x: box.x - box.width * 0.3, y: box.y - box.height * 0.3 },
  );
  await expect(undo).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);

  await page.getByRole('button', { name: texts.save }).click();
  const mask = page.getByRole('img', { name: texts.currentMask });
  await expect(mask).toBeVisible();
  // The uploaded mask, read back: white where the finger went (the centre of the picture), black in a corner.
  const pixels = await mask.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0);
    const at = (x: number, y: number) => ctx.getImageData(x, y, 1, 1).data[0];
    return { size: `${c.width}×${c.height}`, centre: at(120, 80), corner: at(2, 2) };
  });
  expect(pixels).toEqual({ size: '240×160', centre: 255, corner: 0 });
  await expectFitsPhone(page);
  await expectTappable(tools.generateButton);
});
