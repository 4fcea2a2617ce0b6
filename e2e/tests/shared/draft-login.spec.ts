import { expect, test } from '@playwright/test';
import { LoginFlow, PhoneForm, uniquePhone } from '../../pages/LoginFlow';
import { buildOf, LOGIN_TEXTS, signInAtProvider } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { TEXTS } from '../../pages/texts';

// A login through the build's real provider, then a generate call.
test.describe.configure({ timeout: 120_000 });

const PATH = '/ai-video-generator?tool=text2video';
const PROMPT = 'A paper boat drifting down a rainy street';

test('a visitor who writes a prompt, presses generate and logs in comes back to the same form', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  const tools = new ToolsPage(page, build);
  await tools.open(PATH, { timeout: 30_000 });

  // The visitor writes the scene and picks a ratio other than the default.
  const prompt = page.getByLabel(tools.texts.keyframePrompt(1));
  await prompt.fill(PROMPT);
  const free = tools.field('ratio').locator('label:not(:has(.fw-chip__badge)) input:not(:checked)').first();
  // Pinned by value: a locator by state would move on once this one is chosen.
  const ratio = tools.field('ratio').locator(`input[value="${await free.getAttribute('value')}"]`);
  await ratio.click();
  await expect(ratio).toBeChecked();
  const ratioName = await ratio.evaluate((input) => input.closest('label')?.textContent ?? '');

  await tools.generateButton.click();
  const flow = new LoginFlow(page, LOGIN_TEXTS[build]);
  await expect(flow.dialog).toBeVisible();
  expect(tools.submits).toEqual([]);

  if (build === 'domestic') {
    const form = new PhoneForm(flow);
    await form.agree();
    await form.submit(await form.requestCode(uniquePhone()));
  } else {
    // Google leaves the app and comes back to the page that asked for the login.
    await flow.dialog.getByRole('button', { name: TEXTS.en.auth.google.continue }).click();
    await page.waitForURL((url) => url.pathname !== '/ai-video-generator');
    await signInAtProvider(page, `e2e-draft-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.waitForURL((url) => url.pathname === '/ai-video-generator' && url.search === '?tool=text2video');
  }
  await flow.expectLoggedIn();

  // The same form, filled as the visitor left it, and one press away from the task.
  await expect(page.getByLabel(tools.texts.keyframePrompt(1))).toHaveValue(PROMPT);
  await expect(tools.field('ratio').getByRole('radio', { name: ratioName, exact: true })).toBeChecked();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/images/text2video/generate');
  await tools.generate('/api/images/text2video/generate');
  expect((await sent).postDataJSON()).toMatchObject({ prompts: [{ prompt: PROMPT, keyframe: 1 }] });
});
