import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ffmpegFile, type PickedFile } from '../../pages/media-files';
import { buildOf, signInAsNewUser } from '../../pages/SignIn';
import { ToolsPage } from '../../pages/ToolsPage';
import { pattern, textsOf } from '../../pages/texts';

// A login, two uploads, face detection and a lip-sync run of the local engine.
test.describe.configure({ timeout: 180_000 });

const FACE_CHOSEN = {
  domestic: pattern(textsOf('domestic').tools.faces.chosen),
  overseas: pattern(textsOf('overseas').tools.faces.chosen),
};

let face: PickedFile;
let voice: PickedFile;

test.beforeAll(async () => {
  // A real face: the engine detects faces with @vladmandic/face-api, whose demo photo has people in it; this crop
  // keeps one of them large in a small picture (the engine's own lip-sync tests use the same crop).
  const engine = resolve(import.meta.dirname, '../../../packages/engine/package.json');
  const faceApi = dirname(createRequire(engine).resolve('@vladmandic/face-api/package.json'));
  face = await ffmpegFile('face.png', 'image/png', [
    '-i',
    join(faceApi, 'demo', 'sample1.jpg'),
    '-vf',
    'crop=336:360:334:300',
  ]);
  // 2 s of speech-like bursts and a pause, as the MP3 a user records.
  voice = await ffmpegFile('voice.mp3', 'audio/mpeg', [
    '-f',
    'lavfi',
    '-i',
    'aevalsrc=if(lt(t\\,0.6)+gte(t\\,1.4)\\,0.5*sin(2*PI*220*t)\\,0):s=22050:d=2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
  ]);
});

test('lip-sync: a face picture and an MP3 voice become a talking video as long as the voice', async ({
  page,
}, info) => {
  const build = buildOf(info.project.name);
  await signInAsNewUser(page, build);
  const tools = new ToolsPage(page, build);
  await tools.open('/lip-sync');

  await tools.upload('media', face);
  await expect(page.getByText(FACE_CHOSEN[build])).toBeVisible({ timeout: 30_000 });

  const stored = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/storage/'),
  );
  await tools.upload('audio', voice);
  const answer = (await (await stored).json()) as { code: number; data: { key: string; url: string } };
  expect(answer).toMatchObject({ code: 0, data: { key: expect.stringMatching(/\.mp3$/) } });
  // The preview is an audio player with its controls, and it reads the voice's length.
  const player = tools.field('audio').locator('audio');
  await expect(player).toHaveAttribute('controls', '');
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 20_000 })
    .toBeGreaterThan(1.5);
  // The server kept the very bytes and serves them as MP3 audio.
  const served = await page.request.get(new URL(answer.data.url, page.url()).href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('audio/mpeg');
  expect((await served.body()).equals(voice.buffer)).toBe(true);

  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/images/lipsync/generate');
  const task = await tools.generate('/api/images/lipsync/generate');
  expect((await sent).postDataJSON()).toMatchObject({ reference_audio: expect.stringMatching(/\.mp3$/) });

  const card = await tools.finished(task.id);
  const video = card.getByTestId('result-video');
  await expect(video).toBeVisible();
  await video.hover();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  const length = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(Math.abs(length - 2)).toBeLessThan(0.3);
});
