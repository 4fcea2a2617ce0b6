import { expect, test } from '@playwright/test';
import { EXTEND_PATH, ExtendDialog, videoDuration } from '../../pages/ExtendDialog';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';

// A login and two runs of the local engine (the video, then its extension).
test.describe.configure({ timeout: 240_000 });

test('a finished text to video is extended from its result card into a longer video', async ({ page }, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/ai-video-generator?tool=text2video');

  await page.getByLabel(tools.texts.keyframePrompt(1)).fill('A lighthouse at dusk, waves rolling in');
  const source = await tools.generate('/api/images/text2video/generate');
  const sourceCard = await tools.finished(source.id);
  const sourceLength = await videoDuration(sourceCard.getByTestId('result-video'));

  const extend = new ExtendDialog(page, build);
  await extend.openFrom(sourceCard.getByTestId('extend'));
  await extend.duration(5).click();
  // The points are shown before anything is sent.
  await expect(extend.cost).toContainText(/\d/);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === EXTEND_PATH);
  const task = await extend.submit();
  expect((await sent).postDataJSON()).toMatchObject({ id: source.id, duration: 5 });
  await expect(extend.dialog).toBeHidden();

  // The extension joins the results with the normal status flow and finishes as a longer video.
  await expect(tools.card(task.id)).toBeVisible();
  const extendedCard = await tools.finished(task.id);
  const extendedLength = await videoDuration(extendedCard.getByTestId('result-video'));
  expect(extendedLength).toBeGreaterThan(sourceLength + 4);
});
