import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildOf } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';

/** Every tool screen, as a visitor opens it. */
const TOOL_PAGES = [
  '/ai-video-generator?tool=ai_video',
  '/ai-video-generator?tool=text2video',
  '/ai-video-generator?tool=img2video',
  '/ai-video-generator?tool=img2video_v2',
  '/vid2vid',
  '/lip-sync',
  '/upscale?tool=upscale',
  '/upscale?tool=upscale_turbo',
];

/** What makes a chip look chosen: its border, its fill, and the check mark drawn before it (not colour alone). */
async function lookOf(chip: Locator) {
  return chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: style.borderTopColor,
      background: style.backgroundColor,
      mark: getComputedStyle(element, '::before').content,
    };
  });
}

/** The chips the user can take now: not chosen, not locked to a tier or mode, not disabled for the input. */
const TAKEABLE =
  'label.fw-chip:not(.fw-chip--locked):not(.fw-chip--disabled):not(:has(.fw-chip__badge)):has(input:not(:checked):not(:disabled))';

/** Clicks a takeable chip of each chip group and checks it is announced and shown as the one chosen. */
async function checkEveryChipGroup(page: Page, where: string) {
  const groups = page.locator('.fw-chips');
  // The form's chips come with its options, which can land a moment after the generate button shows.
  await expect(groups.first(), `${where} has option chips`).toBeVisible();
  const count = await groups.count();
  expect(count, `${where} has option chips`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    const name = `${where} group ${index} (${await group.evaluate((g) => g.closest('[data-field]')?.getAttribute('data-field'))})`;
    // Pinned by position: a locator by state would move on to the next unchosen chip once this one is chosen.
    const position = await group.evaluate(
      (g, takeable) => [...g.querySelectorAll('label.fw-chip')].findIndex((chip) => chip.matches(takeable)),
      TAKEABLE,
    );
    if (position < 0) continue; // a single choice, already taken
    const chips = group.locator('label.fw-chip');
    const chip = chips.nth(position);
    const input = chip.locator('input');
    await chip.click();
    await expect(input, `${name}: the clicked chip is announced as chosen`).toBeChecked();
    // Let the border and fill transitions settle before reading the chosen look.
    await page.mouse.move(0, 0);
    await chip.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

    const chosen = await lookOf(chip);
    expect(chosen.mark, `${name}: the chosen chip carries a check mark`).not.toBe('none');
    for (let other = 0; other < (await chips.count()); other += 1) {
      const sibling = chips.nth(other);
      if (await sibling.locator('input').isChecked()) continue; // several styles may be chosen together
      const look = await lookOf(sibling);
      expect(look.border, `${name}: border differs from an unchosen sibling`).not.toBe(chosen.border);
      expect(look.background, `${name}: fill differs from an unchosen sibling`).not.toBe(chosen.background);
      expect(look.mark, `${name}: an unchosen sibling has no check mark`).toBe('none');
    }
  }
}

for (const path of TOOL_PAGES) {
  test(`every option chip group on ${path} shows and announces the chosen option`, async ({ page }, info) => {
    const tools = new ToolsPage(page, buildOf(info.project.name));
    await tools.open(path, { timeout: 30_000 });
    await checkEveryChipGroup(page, path);
  });
}

test('the tool tabs announce and show the open tool', async ({ page }, info) => {
  const tools = new ToolsPage(page, buildOf(info.project.name));
  await tools.open('/ai-video-generator', { timeout: 30_000 });
  const tabs = page.getByRole('tablist').getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    const looks = await tabs.evaluateAll((all) =>
      all.map((tab) => {
        const style = getComputedStyle(tab);
        return { selected: tab.getAttribute('aria-selected'), look: `${style.backgroundColor} ${style.boxShadow}` };
      }),
    );
    const chosen = looks[index]?.look;
    for (const [other, entry] of looks.entries()) {
      if (other === index) continue;
      expect(entry.selected).toBe('false');
      expect(entry.look).not.toBe(chosen);
    }
  }
});
