import { expect, type Page, test } from '@playwright/test';
import { generatedPng } from '../../pages/ProfileModal';
import { type Build, buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { fill, pattern, textsOf } from '../../pages/texts';

// A login and a run of the local engine per test: more than the default budget on a busy machine.
test.describe.configure({ timeout: 300_000 });
/** How long a run of the local engine may take on a busy machine. */
const RUN_MS = 240_000;

function taskTexts(build: Build) {
  const { app, common, tools } = textsOf(build);
  return {
    results: tools.results.title,
    cancel: tools.cancelTask.action,
    yes: tools.cancelTask.yes,
    cancelled: new RegExp(`^${pattern(tools.status.cancelledRefunded).source}$`),
    ready: fill(tools.notify.successToast, { tool: common.tools.upscale }),
    view: tools.notify.view,
    gallery: app.nav.gallery,
  };
}
const TEXTS: Record<Build, ReturnType<typeof taskTexts>> = {
  domestic: taskTexts('domestic'),
  overseas: taskTexts('overseas'),
};

const T2V = '/api/images/text2video/generate';

/** The quickest task of the local engine: a 2x upscale of a small picture. */
async function startUpscale(page: Page, build: Build) {
  const tools = new ToolsPage(page, build);
  await tools.open('/upscale');
  await tools.upload('source', await generatedPng(page, 160, 'small.png'));
  return { tools, task: await tools.generate('/api/images/animation/upscale') };
}

/** Makes the page believe its tab was hidden or shown again (headless Chromium's tab is always visible). */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the new task card is brought into view after Generate, and Cancel refunds it on the card', async ({
    page,
  }, info) => {
    const build = buildOf(info.project.name);
    const texts = TEXTS[build];
    await signInAsNewUser(page, build);
    const tools = new ToolsPage(page, build);
    await tools.open('/ai-video-generator?tool=text2video');
    // The results sit below the form, out of sight.
    await expect(page.getByRole('heading', { name: texts.results })).not.toBeInViewport();

    await page.getByLabel(tools.texts.keyframePrompt(1)).fill('A kite over the dunes');
    const task = await tools.generate(T2V);
    const card = tools.card(task.id);
    await expect(card).toBeInViewport({ ratio: 0.9 });

    await card.getByRole('button', { name: new RegExp(texts.cancel) }).click();
    await card.getByRole('button', { name: texts.yes }).click();
    await expect(card.locator('.fw-task-status__text')).toHaveText(texts.cancelled);
    await expect(card).toHaveAttribute('data-status', '-1');
  });
});

test('a task that ends while the user is on another page is announced by a toast that links to the result', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  const texts = TEXTS[build];
  await signInAsNewUser(page, build);
  const { task } = await startUpscale(page, build);

  await page.getByRole('navigation').getByRole('link', { name: texts.gallery }).click();
  await expect(page).toHaveURL(/\/gallery/);
  const toast = page.locator('.fw-toast', { hasText: texts.ready });
  await expect(toast).toBeVisible({ timeout: RUN_MS });
  await toast.getByRole('button', { name: texts.view }).click();
  await expect(page).toHaveURL(/\/upscale$/);
  await expect(new ToolsPage(page, build).card(task.id)).toHaveAttribute('data-status', '1');
});

test('the header tray lists the running task; a hidden tab gets a title badge that clears when shown', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  // The page's clock (time flows as usual) lets the hidden tab's 30 s wait be skipped below.
  await page.clock.install();
  await signInAsNewUser(page, build);
  const { task } = await startUpscale(page, build);

  const tray = page.getByTestId('task-tray');
  await expect(tray).toBeVisible();
  await tray.click();
  await expect(page.locator(`[data-testid="tray-task"][data-task-id="${task.id}"]`)).toBeVisible();

  await setTabHidden(page, true);
  // A hidden tab polls every 30 s: move the page's clock ahead 10 s per check, at most 4 minutes in all so its
  // requests stay inside the server's request-time window (5 minutes); after that, time flows as usual.
  let ahead = 0;
  const titleSoon = async () => {
    if (ahead < 240_000) {
      await page.clock.fastForward(10_000);
      ahead += 10_000;
    }
    return page.title();
  };
  await expect.poll(titleSoon, { timeout: RUN_MS, intervals: [2_000] }).toMatch(/^\(1\) ✓ /);
  // The tray empties once nothing runs.
  await expect(tray).toBeHidden();
  await setTabHidden(page, false);
  await expect.poll(() => page.title()).not.toMatch(/^\(\d+\)/);
});
