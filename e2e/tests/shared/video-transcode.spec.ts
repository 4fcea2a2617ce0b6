import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ffmpegFile, type PickedFile } from '../../pages/media-files';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { pattern, textsOf } from '../../pages/texts';

// A login, an upload and a server-side conversion by ffmpeg.
test.describe.configure({ timeout: 120_000 });

const transcoding = (build: 'domestic' | 'overseas') => ({
  note: textsOf(build).upload.status.transcoding,
  progress: pattern(textsOf(build).upload.status.transcodingPercent),
});
const TRANSCODING = { domestic: transcoding('domestic'), overseas: transcoding('overseas') };

let iphoneClip: PickedFile;

test.beforeAll(async () => {
  // What an iPhone records: HEVC tagged hvc1 in a QuickTime .mov, which Chromium cannot play.
  iphoneClip = await ffmpegFile('IMG_0001.mov', 'video/quicktime', [
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=4',
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-tag:v',
    'hvc1',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'mov',
  ]);
});

/** Screenshots for the reviewers when SHOTS_DIR is set (not part of what the test checks). */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`) });
}

test('an iPhone HEVC .mov shows the transcoding state, then the form keeps its playable H.264 MP4', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/vid2vid');
  const answers: { state: string; key: string }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/image/transcode') return;
    const body = (await response.json()) as { data?: { state: string; key: string } };
    if (body.data) answers.push(body.data);
  });

  const control = tools.uploadControl('reference_video');
  await tools.pickFile('reference_video', iphoneClip);
  const texts = TRANSCODING[build];
  await expect(control.getByText(texts.note)).toBeVisible({ timeout: 30_000 });
  await expect(control.getByText(texts.progress)).toBeVisible();
  await shoot(page, `${build}-transcoding-${page.viewportSize()?.width ?? 0}`);

  await expect(control).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(control.getByText(texts.note)).toBeHidden();
  const last = answers.at(-1);
  expect(answers[0]?.state).toBe('transcoding');
  expect(last?.state).toBe('done');
  expect(last?.key).toMatch(/-h264\.mp4$/);
  // The preview is the converted copy, which Chromium plays (it could not decode the HEVC it was given).
  const player = control.locator('video');
  await expect(player).toHaveAttribute('src', /-h264\.mp4/);
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => (video.readyState >= 1 ? video.duration : 0)), {
      timeout: 20_000,
    })
    .toBeGreaterThan(3.5);
  expect(await player.evaluate((video: HTMLVideoElement) => video.error)).toBeNull();
  await shoot(page, `${build}-transcoded-${page.viewportSize()?.width ?? 0}`);
});
