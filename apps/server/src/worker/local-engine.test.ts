import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type DetectFaceAnswer, type GenerateAnswer, TASK_STATUS } from '@framewise/contracts';
import { createLocalEngine } from '@framewise/engine/local';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThreadFaceDetector } from '../modules/generation/face-detector';
import { appWithEngine, callAs, imageOf, makeMember, silentLog, uploadAs } from '../modules/generation/testing';
import { buildObjectKey, storageService } from '../modules/storage';
import type { LocalDriver } from '../modules/storage/local-driver';
import { findTask } from '../modules/tasks';
import { testConfig } from '../testing/app';
import { createWorker } from '.';

// One end-to-end run with the real local engine (sharp / ESRGAN, ffmpeg) and the real face-detection thread.
let h: Awaited<ReturnType<typeof appWithEngine>>;
const harness = () => h;

// The real engine (ESRGAN in its worker thread, Lanczos as its fallback) and the real face thread.
beforeAll(async () => {
  h = await appWithEngine(createLocalEngine());
});
afterAll(() => h?.close());

describe('with the local engine', () => {
  it('upscales a tiny image 2x through the queue and the worker', async () => {
    const user = await makeMember(harness(), 10);
    const image = await uploadAs(harness(), user, 'png');
    const res = await callAs<GenerateAnswer>(harness(), user, 'POST', '/api/images/animation/upscale', {
      reference_img: image,
      target: '2x',
    });
    expect(res).toMatchObject({ code: 0, data: { status: TASK_STATUS.QUEUED, cost: 1 } });
    const worker = createWorker(h.app.ctx, silentLog);
    expect(await worker.runOnce()).toBe('done');
    const task = await findTask(h.db, res.data.id);
    expect(task).toMatchObject({ status: TASK_STATUS.SUCCESS, engine: 'local', width: 128, height: 96 });
    const output = task?.outputs[0];
    const driver = storageService(h.app.ctx).driver as LocalDriver;
    const stored = await sharp(await readFile(driver.filePath(output?.bucket ?? '', output?.key ?? ''))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 128, 96]);
  }, 60_000);
});

describe('POST /api/images/detectface', () => {
  it('answers the face boxes at once, detected on a worker thread', async () => {
    const engineDir = dirname(createRequire(import.meta.url).resolve('@framewise/engine'));
    const faceApi = createRequire(join(engineDir, 'index.ts')).resolve('@vladmandic/face-api/package.json');
    const photo = await readFile(join(dirname(faceApi), 'demo', 'sample1.jpg'));
    const user = await makeMember(harness(), 0);
    const key = buildObjectKey({ path: 'upload', ownerUuid: user, ext: 'jpg' });
    await storageService(h.app.ctx).putOwnedObject({
      bucket: h.app.ctx.config.storage.buckets.private,
      key,
      ownerUuid: user,
      body: photo,
    });
    const res = await callAs<DetectFaceAnswer>(harness(), user, 'POST', '/api/images/detectface', {
      reference_media: key,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ width: 1920, height: 1280 });
    expect(res.data.faces).toHaveLength(3);
    expect(res.data.faces[0]?.score).toBeGreaterThan(0.9);
    // Someone else's file is refused before any detection.
    const other = await makeMember(harness(), 0);
    expect(await callAs(harness(), other, 'POST', '/api/images/detectface', { reference_media: key })).toMatchObject({
      code: 400,
    });
  }, 60_000);

  it('limits detections to 20 a minute per user, counted before any file is read', async () => {
    const user = await makeMember(harness(), 0);
    const other = await makeMember(harness(), 0);
    const foreign = buildObjectKey({ path: 'upload', ownerUuid: other, ext: 'jpg' });
    const detect = (who: string) =>
      callAs(harness(), who, 'POST', '/api/images/detectface', { reference_media: foreign });
    for (let i = 0; i < 20; i++) expect((await detect(user)).code).toBe(400);
    expect(await detect(user)).toMatchObject({
      code: 429,
      msg: 'Face detection was asked too often. Please try again shortly.',
    });
    // Another user has a window of their own.
    expect((await detect(other)).code).not.toBe(429);
  });

  it('keeps one thread for many detections and answers an image without faces with none', async () => {
    const detector = new ThreadFaceDetector();
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp(join(dirname(testConfig().dataDir), 'fw-')));
    try {
      const plain = join(dir, 'plain.png');
      await sharp(await imageOf(64, 64)).toFile(plain);
      const answers = await Promise.all([detector.detect(plain, 'image'), detector.detect(plain, 'image')]);
      expect(answers).toEqual([
        { width: 64, height: 64, faces: [] },
        { width: 64, height: 64, faces: [] },
      ]);
    } finally {
      await detector.close();
    }
  }, 60_000);
});
