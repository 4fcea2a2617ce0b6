import { expect, type Locator, type Page, test } from '@playwright/test';
import { LoginFlow, PhoneForm, uniquePhone } from '../../pages/LoginFlow';
import { type Build, buildOf, LOGIN_TEXTS, signInAsNewUser, signInAtProvider } from '../../pages/SignIn';
import { fill, textsOf } from '../../pages/texts';

// What a new user meets around the brand and the account: the icon, the plans, the phone pages, buying points, the
// login panel's copy, and the header after a sign-in this page did not start.

const BRAND = {
  domestic: { accent: [0x7c, 0x5c, 0xff], home: '/app/home' },
  overseas: { accent: [0x3d, 0x7b, 0xff], home: '/' },
} as const;

/** The texts this spec looks for, from the build's first language in @framewise/i18n. */
function textsFor(build: Build) {
  const t = textsOf(build);
  const login = t.auth.login;
  return {
    plans: t.membership.plans.heading,
    home: t.works.mobile.home,
    buyPoints: t.auth.account.buyPoints,
    pointsModal: t.app.modals.point.title,
    packIntro: t.pay.grid.packIntro,
    packs: t.pay.grid.packs_other,
    // What the login panel names: the domestic panel's three bullets, the overseas panel's one line of features.
    features:
      build === 'domestic'
        ? [login.domestic.toVideo, login.domestic.aiVideo, login.domestic.lipSyncUpscale]
        : login.overseas.features.split(' · '),
    // Tools the product does not make have no text in the resources to read: named here to prove their absence.
    notOffered: build === 'domestic' ? /文生图|图生图/ : /text to image|image to image/i,
  };
}

/** The RGB of one pixel of /favicon.ico as the browser decodes it. */
async function faviconPixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ([px, py]) => {
      const image = new Image();
      image.src = `/favicon.ico?${Date.now()}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 32;
      canvas.height = 32;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(image, 0, 0, 32, 32);
      return Array.from(context.getImageData(px as number, py as number, 1, 1).data.slice(0, 3));
    },
    [x, y],
  );
}

test('/favicon.ico is an icon in the brand colour, linked beside the SVG icon', async ({ page, request }, testInfo) => {
  const build = buildOf(testInfo.project.name);
  const answer = await request.get('/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await answer.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  await page.goto(BRAND[build].home);
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/favicon.svg');
  // Above the frame drawn in the icon: the background, in this build's accent.
  const pixel = await faviconPixel(page, 16, 4);
  pixel.forEach((channel, i) => {
    expect(Math.abs(channel - (BRAND[build].accent[i] ?? 0))).toBeLessThanOrEqual(8);
  });
  const svg = await request.get('/favicon.svg');
  expect((await svg.text()).toUpperCase()).toContain(
    `#${BRAND[build].accent.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase(),
  );
});

async function planCards(page: Page, build: Build): Promise<Locator[]> {
  const region = page.getByRole('region', { name: textsFor(build).plans });
  const cards = region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards.first()).toBeVisible();
  return cards.all();
}

test('the plans sit in one row at 1440 px and one column at 375 px, none alone or cut', async ({ page }, testInfo) => {
  const build = buildOf(testInfo.project.name);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/member');
  const wide = await Promise.all((await planCards(page, build)).map((card) => card.boundingBox()));
  expect(wide.length).toBe(build === 'domestic' ? 5 : 3);
  const top = wide[0]?.y ?? -1;
  for (const box of wide) {
    expect(box?.y).toBe(top);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  const narrow = await Promise.all((await planCards(page, build)).map((card) => card.boundingBox()));
  for (const [i, box] of narrow.entries()) {
    expect(box?.x).toBe(narrow[0]?.x);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    if (i > 0) expect(box?.y ?? 0).toBeGreaterThan(narrow[i - 1]?.y ?? 0);
  }
});

test('the /m/* pages keep the dark theme and a way home, at 375 and 1440 px', async ({ page }, testInfo) => {
  const build = buildOf(testInfo.project.name);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 812 });
    for (const path of ['/m/member', '/m/point', '/m/music-download']) {
      await page.goto(path);
      const home = page.getByRole('link', { name: textsFor(build).home });
      await expect(home).toBeInViewport();
      await expect(page.locator('html')).not.toHaveClass(/fw-theme-light/);
      // The page background is the dark theme's #0E0F13, not a white page.
      await expect(page.locator('.fw-shell')).toHaveCSS('background-color', 'rgb(14, 15, 19)');
    }
  }
  await page.getByRole('link', { name: textsFor(build).home }).click();
  await expect(page).toHaveURL(new RegExp(`${BRAND[build].home.replace('/', '\\/')}$`));
});

test('the account menu buys points: the points modal opens, packs are explained', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const build = buildOf(testInfo.project.name);
  const flow = await signInAsNewUser(page, build);
  await flow.accountMenu.click();
  await page.getByRole('menuitem', { name: textsFor(build).buyPoints }).click();
  const modal = page.getByRole('dialog', { name: textsFor(build).pointsModal });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('radio').first()).toBeChecked();
  if (build === 'overseas') {
    const texts = textsFor(build);
    await expect(modal.getByText(fill(texts.packIntro, { points: 500, price: '$5' }))).toBeVisible();
    await expect(modal.getByRole('radio', { name: fill(texts.packs, { count: 2 }) })).toBeVisible();
    await expect(modal.getByText(/×/)).toHaveCount(0);
  }
});

test('the login panel names what the product makes, and nothing it does not', async ({ page }, testInfo) => {
  const build = buildOf(testInfo.project.name);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(BRAND[build].home);
  await page.getByRole('banner').getByRole('button', { name: LOGIN_TEXTS[build].login }).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TEXTS[build].login });
  for (const feature of textsFor(build).features) await expect(dialog.getByText(feature).first()).toBeVisible();
  await expect(dialog).not.toContainText(textsFor(build).notOffered);
});

/** A second tab of the same browser (shares cookies and storage), open on the home page as a visitor. */
async function otherTab(page: Page, build: Build): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(BRAND[build].home);
  await expect(tab.getByRole('banner').getByRole('button', { name: LOGIN_TEXTS[build].login })).toBeVisible();
  return tab;
}

test('a login on a sign-in page opened directly shows in the header at once, in that tab and in others', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const build = buildOf(testInfo.project.name);
  const texts = LOGIN_TEXTS[build];
  const waiting = await otherTab(page, build);
  if (build === 'domestic') {
    // /m/login opened in a new tab: the login modal asks at once; log in with the phone.
    await page.goto('/m/login');
    const flow = new LoginFlow(page, texts);
    const form = new PhoneForm(flow);
    await form.agree();
    await form.submit(await form.requestCode(uniquePhone()));
    await expect(flow.dialog).toBeHidden();
    await page.getByRole('link', { name: textsFor('domestic').home }).click();
  } else {
    // The server's sign-in page typed into the address bar, not reached through the login modal.
    await page.goto('/passport/google?redirect=/tutorials');
    await signInAtProvider(page, `direct-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.waitForURL(/\/tutorials$/);
  }
  await expect(page.getByRole('banner').getByRole('button', { name: texts.accountMenu })).toBeVisible();
  // The tab that stayed open on the home page follows without a reload.
  await expect(waiting.getByRole('banner').getByRole('button', { name: texts.accountMenu })).toBeVisible();
  // And the two tabs then stay put: neither takes the other's login for a logout and asks the server again.
  const asked: string[] = [];
  for (const tab of [page, waiting])
    tab.on('request', (r) => r.url().includes('/api/user/info') && asked.push(r.url()));
  await waiting.waitForTimeout(2_000);
  expect(asked).toEqual([]);

  // And a logout there shows here.
  await waiting.getByRole('banner').getByRole('button', { name: texts.accountMenu }).click();
  await waiting.getByRole('menuitem', { name: texts.logout }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: texts.login })).toBeVisible();
});
