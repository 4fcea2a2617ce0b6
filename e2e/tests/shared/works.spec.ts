import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { generatedPng } from '../../pages/ProfileModal';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { fill, TEXTS } from '../../pages/texts';

// The test reads the app in English (set below), whichever the build.
const { works } = TEXTS.en;
const openWork = (title: string) => fill(works.card.open, { title });
const selectWork = (title: string) => fill(works.card.select, { title });

/**
 * The API as the page's own client speaks it: the session cookie of the browser context and the product headers
 * (region, channel, visitor id, request time) the app put on its last call. The request time is valid for five
 * minutes, far longer than this test needs, so replaying the app's headers keeps the test free of a copy of the
 * header encoding.
 */
class PageApi {
  private headers: Record<string, string> = {};

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      const headers = request.headers();
      if (!new URL(request.url()).pathname.startsWith('/api/') || !headers['x-fw-t']) return;
      this.headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('x-fw-')));
    });
  }

  async call<T>(method: 'GET' | 'POST', path: string, input: { query?: Record<string, string>; body?: unknown } = {}) {
    expect(this.headers['x-fw-t'], 'the app has made an API call to learn its headers from').toBeTruthy();
    const response = await this.page.request.fetch(path, {
      method,
      headers: this.headers,
      ...(input.query ? { params: input.query } : {}),
      ...(input.body === undefined ? {} : { data: input.body }),
    });
    const envelope = (await response.json()) as { code: number; data: T; msg: string };
    expect(envelope, `${method} ${path}`).toMatchObject({ code: 0 });
    return envelope.data;
  }

  /** Uploads a picture to the user's private folder with temporary credentials (the local storage driver). */
  async upload(bytes: Buffer, id: string): Promise<{ key: string; url: string }> {
    const token = await this.call<{
      credentials: { sessionToken: string };
      bucket: string;
      prefix: string;
      uploadUrl?: string;
    }>('GET', '/api/image/token');
    const key = `${token.prefix}${id}.png`;
    const folder = token.uploadUrl ?? `/api/storage/${encodeURIComponent(token.bucket)}/`;
    const response = await this.page.request.put(`${folder}${key.split('/').map(encodeURIComponent).join('/')}`, {
      headers: { authorization: `Bearer ${token.credentials.sessionToken}`, 'content-type': 'image/png' },
      data: bytes,
    });
    const envelope = (await response.json()) as { code: number; data: { key: string; url: string } };
    expect(envelope.code).toBe(0);
    return envelope.data;
  }

  /** Submits a 2x upscale of an uploaded picture and waits until the engine finished it. */
  async upscale(key: string, prompt: string): Promise<string> {
    const { id } = await this.call<{ id: string }>('POST', '/api/images/animation/upscale', {
      body: { reference_img: key, target: '2x', prompt },
    });
    await expect
      .poll(
        async () => {
          const [entry] = await this.call<{ status: number }[]>('GET', '/api/images/status2', { query: { ids: id } });
          return entry?.status;
        },
        { timeout: 60_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1);
    return id;
  }
}

/**
 * The file the browser chose for the picture beside a work's open button (the button lies over it): its path, once
 * it has loaded, so a test can see whether an AVIF/WebP copy or the original was taken.
 */
async function chosenPicture(page: Page, name: string): Promise<string> {
  const img = page.getByRole('button', { name, exact: true }).first().locator('..').locator('img').first();
  return img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc, location.href).pathname : '',
  );
}

/** The number of files in a zip, from its end-of-central-directory record. */
function zipEntryCount(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) return zip.readUInt16LE(at + 10);
  }
  throw new Error('not a zip file');
}

test('a finished work shows in my works, downloads as a zip, is published, opens in the gallery and draws the same', async ({
  page,
}, testInfo) => {
  // Login, two real upscales by the local engine, a zip and the gallery: well past the default budget.
  test.setTimeout(180_000);
  const build = buildOf(testInfo.project.name);
  const api = new PageApi(page);
  // The apps use the system's fonts: no page of this test downloads one.
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await signInAsNewUser(page, build);
  // One set of texts for both builds: the rest of the test reads English.
  await page.evaluate(() => localStorage.setItem('framewise-lang', 'en'));

  const run = `${build}${Date.now().toString(36)}`;
  const prompt = `e2e harbour ${run}`;
  const first = await api.upload((await generatedPng(page, 96, 'harbour.png')).buffer, `e2e${run}a`);
  const second = await api.upload((await generatedPng(page, 64, 'second.png')).buffer, `e2e${run}b`);
  const workId = await api.upscale(first.key, prompt);
  await api.upscale(second.key, `${prompt} second`);

  await test.step('my works lists both, and a selection downloads as a zip of two files', async () => {
    await page.goto('/my-work');
    const grid = page.getByRole('list', { name: works.myWorks.title });
    await expect(grid.getByRole('button', { name: openWork(prompt), exact: true })).toBeVisible();
    await expect(grid.getByRole('button', { name: openWork(`${prompt} second`), exact: true })).toBeVisible();
    // The browser takes one of the cover's AVIF/WebP copies (192 px wide here), not the PNG.
    await expect
      .poll(() => chosenPicture(page, openWork(prompt)), { timeout: 20_000 })
      .toMatch(/^\/api\/storage\/.+-w192\.(avif|webp)$/);
    await page.getByRole('button', { name: works.select.start, exact: true }).click();
    await page.getByRole('checkbox', { name: selectWork(prompt), exact: true }).check();
    await page.getByRole('checkbox', { name: selectWork(`${prompt} second`), exact: true }).check();
    await expect(page.getByText(fill(works.select.count, { count: 2 }))).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: works.select.zip }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^framewise-works-\d{8}-\d{4}\.zip$/);
    expect(zipEntryCount(await readFile(await file.path()))).toBe(2);
    await page.getByRole('button', { name: works.select.done }).click();
  });

  await test.step('the detail shows the settings and publishes the work', async () => {
    await page.getByRole('button', { name: openWork(prompt), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: works.detail.title });
    await expect(dialog.getByText(works.params.target)).toBeVisible();
    await expect(dialog.getByText(works.publication.state.private)).toBeVisible();
    await dialog.getByRole('button', { name: works.publication.action.publish }).click();
    await expect(page.getByText(works.publication.done.public)).toBeVisible();
    await expect(dialog.getByRole('button', { name: works.publication.action.withdraw })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the gallery shows it; its detail copies a link that opens it', async () => {
    await page.goto('/gallery');
    const card = page
      .getByRole('list', { name: works.gallery.grid })
      .getByRole('button', { name: openWork(prompt), exact: true });
    await expect(card).toBeVisible();
    await expect.poll(() => chosenPicture(page, openWork(prompt)), { timeout: 20_000 }).toMatch(/-w192\.(avif|webp)$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?work=${workId}$`));
    const dialog = page.getByRole('dialog', { name: works.detail.title });
    await expect(dialog.getByText(prompt, { exact: true })).toBeVisible();

    await page.goto(`/gallery?work=${workId}`);
    await expect(
      page.getByRole('dialog', { name: works.detail.title }).getByText(prompt, { exact: true }),
    ).toBeVisible();
  });

  await test.step('draw same opens the upscale tool with the reference filled', async () => {
    await page
      .getByRole('dialog', { name: works.detail.title })
      .getByRole('button', { name: works.detail.drawSame })
      .click();
    await expect(page).toHaveURL(/\/upscale(\?|$)/);
    // The tool's form (not its results, whose before/after view also shows the source) holds the reference.
    const fileName = first.key.split('/').pop() ?? '';
    await expect(page.getByRole('form').locator(`img[src*="${fileName}"]`)).toBeVisible();
  });
  expect(fonts).toEqual([]);
});
