import { existsSync } from 'node:fs';
import { type GenerateAnswer, TASK_STATUS, type TaskStatusEntry, type Work, type WorkList } from '@framewise/contracts';
import { EngineRefusal, EngineTransientError } from '@framewise/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balanceOf,
  callAs,
  type GenerationHarness,
  generationHarness,
  ledgerOf,
  makeMember,
  silentLog,
  uploadAs,
} from '../modules/generation/testing';
import { pointsDeps } from '../modules/points/testing';
import { type StorageDriver, storageService } from '../modules/storage';
import type { LocalDriver } from '../modules/storage/local-driver';
import { claimNext, completeTask, findTask, retryDelayMs, settleUnsuccessful } from '../modules/tasks';
import { createTestDb, type TestDb } from '../testing/db';
import { createWorker } from './index';

let testDb: TestDb;
let h: GenerationHarness;

beforeAll(async () => {
  testDb = await createTestDb();
  h = await generationHarness(testDb.db, { env: { WORKER_MAX_ATTEMPTS: '3' } });
});
afterAll(async () => {
  await h?.close();
  await testDb?.close();
});
beforeEach(async () => {
  h.engine.behave = () => {};
  // Each test starts with an empty queue.
  await h.db.updateTable('tasks').set({ deleted_at: h.clock.now() }).where('deleted_at', 'is', null).execute();
});

const T2V = '/api/images/text2video/generate';
const t2v = { prompts: [{ prompt: 'lanterns over a river', keyframe: 1 }], model: '90', ratio: 4, duration: 5 };

async function submit(user: string, url = T2V, body: unknown = t2v): Promise<GenerateAnswer> {
  const res = await callAs<GenerateAnswer>(h, user, 'POST', url, body);
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

const status = async (user: string, id: string) =>
  (await callAs<TaskStatusEntry[]>(h, user, 'GET', `/api/images/status2?ids=${id}`)).data[0];

/** Resolves when the fake engine is running a job; the job waits until released or aborted. */
function holdEngine() {
  let release: () => void = () => {};
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  h.engine.behave = (_job, { signal }) =>
    new Promise<void>((resolve, reject) => {
      started();
      release = resolve;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  return { running, release: () => release() };
}

describe('running a task', () => {
  it('stores the results under works/, records the engine and notes, and answers URLs', async () => {
    const user = await makeMember(h, 20);
    const image = await uploadAs(h, user, 'png');
    const task = await submit(user, '/api/images/upscaler/turbo', {
      reference_img: image,
      upscaler: '2x',
      prompt: 'crisp',
    });
    expect(await h.worker().runOnce()).toBe('done');
    const entry = await status(user, task.id);
    expect(entry).toMatchObject({ status: TASK_STATUS.SUCCESS, progress: 100, msg: null });
    expect(entry?.url).toMatch(/^\/api\/storage\/framewise-test-private\/works\/.+\.png\?t=\d+&sign=/);
    expect(entry?.cover).toBe(entry?.url);
    const work = await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`);
    expect(work.data).toMatchObject({
      engine: 'fake',
      notes: ['The local engine enhances with image processing only: the prompt is recorded but not used.'],
      width: 32,
      height: 32,
      tool: 'upscale_turbo',
      prompt: 'crisp',
    });
    expect(work.data.params).toMatchObject({ upscaler: '2x', prompt: 'crisp', hdr: false });
    // Notes are stored as keys and read in the reader's language; rows from before keys keep their text.
    expect((await findTask(h.db, task.id))?.notes).toEqual([{ key: 'promptIgnored.upscaleTurbo' }]);
    const inJapanese = await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`, undefined, 'ja');
    expect(inJapanese.data.notes).toEqual([
      'ローカルエンジンは画像処理のみで補正します。プロンプトは記録されますが、使用されません。',
    ]);
    await h.db
      .updateTable('tasks')
      .set({ notes: JSON.stringify(['Written by an older engine.']) })
      .where('id', '=', task.id)
      .execute();
    const old = await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`, undefined, 'ja');
    expect(old.data.notes).toEqual(['Written by an older engine.']);
    expect(h.engine.jobs.at(-1)).toMatchObject({ tool: 'upscale_turbo', params: { upscaler: '2x' } });
    // The engine read the upload in place from the local store.
    const driver = storageService(h.app.ctx).driver as LocalDriver;
    expect(h.engine.jobs.at(-1)?.inputs.image).toBe(driver.filePath('framewise-test-private', image));
  });

  it('labels procedural text to video as local-preview and keeps every parameter', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user, T2V, { ...t2v, motion_speed: 7, move_type: 'orbit', seed: 42 });
    await h.worker().runOnce();
    const work = (await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`)).data;
    expect(work).toMatchObject({
      engine: 'local-preview',
      ratio: 4,
      duration: 5,
      motion_speed: 7,
      move_type: 'orbit',
      seed: 42,
      mode: 0,
      cost: 2,
      status: 1,
    });
    expect(work.cover).toMatch(/works\/.+\.jpg/);
    expect(work.url).toMatch(/works\/.+\.mp4/);
  });

  it('runs a 2K / 4K pass after a video tool that asks for an upscaler', async () => {
    const user = await makeMember(h, 50, 'BASE');
    const task = await submit(user, T2V, { ...t2v, upscaler: '2k' });
    const jobs = h.engine.jobs.length;
    expect(await h.worker().runOnce()).toBe('done');
    expect(h.engine.jobs.slice(jobs).map((j) => [j.tool, j.params.target])).toEqual([
      ['text2video', undefined],
      ['upscale', '2k'],
    ]);
    expect((await status(user, task.id))?.status).toBe(TASK_STATUS.SUCCESS);
  });
});

describe('leases, crashes and retries', () => {
  it('reclaims the task of a worker that died mid-run: it finishes once and is charged once', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    const leaseMs = 60_000;
    // A worker claims it and dies: no heartbeat, no result.
    const dead = await claimNext(h.db, { workerId: 'dead-worker', lanes: [0, 1, 2], now: h.clock.now(), leaseMs });
    expect(dead?.id).toBe(task.id);
    expect((await status(user, task.id))?.status).toBe(TASK_STATUS.PROCESSING);

    // Within the lease nobody else takes it.
    expect(await h.worker().runOnce()).toBeUndefined();
    h.clock.advance(leaseMs + 1000);
    expect(await h.worker().runOnce()).toBe('done');

    const row = await findTask(h.db, task.id);
    expect(row).toMatchObject({ status: TASK_STATUS.SUCCESS, attempts: 2 });
    // The dead worker coming back cannot complete it again.
    expect(
      await completeTask(h.db, {
        id: task.id,
        workerId: 'dead-worker',
        now: h.clock.now(),
        engine: 'x',
        notes: [],
        seed: 1,
        outputs: [],
      }),
    ).toBe(false);
    expect(await ledgerOf(h.db, task.id)).toEqual([{ kind: 'charge', amount: -2 }]);
    expect(await balanceOf(h, user)).toBe(18);
  });

  it('a worker that lost its lease stops, and only the new owner’s result stays', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    const slow = holdEngine();
    const first = h.worker({ leaseSeconds: 5 });
    const firstRun = first.runOnce();
    await slow.running;
    // The first worker stalls past its lease (its clock is the test clock); another takes over.
    h.clock.advance(6000);
    h.engine.behave = () => {};
    expect(await h.worker({ leaseSeconds: 5 }).runOnce()).toBe('done');
    // The stalled worker's next heartbeat finds the task gone and aborts its run.
    expect(await firstRun).toBe('lost');
    const row = await findTask(h.db, task.id);
    expect(row?.status).toBe(TASK_STATUS.SUCCESS);
    expect(row?.outputs).toHaveLength(1);
    const works = await h.db
      .selectFrom('storage_objects')
      .select('key')
      .where('owner_uuid', '=', user)
      .where('key', 'like', 'works/%')
      .execute();
    expect(works).toHaveLength(4); // the result, its poster and the poster's AVIF and WebP copies, once
    expect(await ledgerOf(h.db, task.id)).toEqual([{ kind: 'charge', amount: -2 }]);
  });

  it('retries a transient failure with exponential backoff', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    let calls = 0;
    h.engine.behave = () => {
      calls++;
      if (calls <= 2) throw new EngineTransientError('GPU worker restarted');
    };
    const worker = h.worker();
    const start = h.clock.now().getTime();
    expect(await worker.runOnce()).toBe('retry');
    let row = await findTask(h.db, task.id);
    expect(row).toMatchObject({ status: TASK_STATUS.QUEUED, attempts: 1 });
    expect(row?.next_attempt_at.getTime()).toBe(start + 10_000);
    expect(await worker.runOnce()).toBeUndefined(); // not before its time
    h.clock.advance(10_000);
    expect(await worker.runOnce()).toBe('retry');
    row = await findTask(h.db, task.id);
    expect(row?.next_attempt_at.getTime()).toBe(start + 10_000 + 20_000);
    h.clock.advance(20_000);
    expect(await worker.runOnce()).toBe('done');
    expect(await ledgerOf(h.db, task.id)).toEqual([{ kind: 'charge', amount: -2 }]);
    expect(retryDelayMs(1, 10_000)).toBe(10_000);
    expect(retryDelayMs(3, 10_000)).toBe(40_000);
    expect(retryDelayMs(20, 10_000)).toBe(3_600_000);
  });

  it('fails for good after the last attempt and refunds once', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    h.engine.behave = () => {
      throw new Error('ffmpeg crashed');
    };
    const worker = h.worker();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const outcome = await worker.runOnce();
      expect(outcome).toBe(attempt < 3 ? 'retry' : 'failed');
      h.clock.advance(60 * 60_000);
    }
    expect(await status(user, task.id)).toMatchObject({
      status: TASK_STATUS.FAILED,
      msg: 'Generation failed, please try again. Your points have been refunded.',
    });
    expect(await balanceOf(h, user)).toBe(20);
    expect(await ledgerOf(h.db, task.id)).toEqual([
      { kind: 'charge', amount: -2 },
      { kind: 'refund', amount: 2 },
    ]);
  });

  it('refunds a refused task exactly once, also when its failure is processed twice', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user, '/api/images/lipsync/generate', {
      reference_media: await uploadAs(h, user, 'png'),
      reference_audio: await uploadAs(h, user, 'mp4'),
      level: 2,
    });
    h.engine.behave = () => {
      throw new EngineRefusal('no face found', 'engine.noFace');
    };
    expect(await h.worker().runOnce()).toBe('failed');
    const deps = pointsDeps(h.db, h.clock.now, { DAILY_POINTS: '0' });
    // The same failure processed again, by this path and by a racing worker: nothing more happens.
    const again = { status: TASK_STATUS.FAILED, msg: 'generationErrors.task.failed', now: h.clock.now() } as const;
    expect(await settleUnsuccessful(deps, task.id, again)).toBeUndefined();
    expect(await settleUnsuccessful(deps, task.id, { ...again, leaseOwner: 'someone' })).toBeUndefined();
    await Promise.all([settleUnsuccessful(deps, task.id, again), settleUnsuccessful(deps, task.id, again)]);
    expect(await ledgerOf(h.db, task.id)).toEqual([
      { kind: 'charge', amount: -2 },
      { kind: 'refund', amount: 2 },
    ]);
    expect(await balanceOf(h, user)).toBe(20);
    expect(await status(user, task.id)).toMatchObject({
      status: TASK_STATUS.FAILED,
      msg: 'No face was found. Please use an image or video with a clear, front-facing face.',
    });
    const zh = await callAs<TaskStatusEntry[]>(h, user, 'GET', `/api/images/status2?ids=${task.id}`, undefined, 'zh');
    expect(zh.data[0]?.msg).toBe('未检测到人脸，请换一张正脸清晰的图片或视频');
  });

  it('fails a task whose input is gone from storage, refunded, without retrying', async () => {
    const user = await makeMember(h, 20);
    const image = await uploadAs(h, user, 'png');
    const task = await submit(user, '/api/images/animation/upscale', { reference_img: image, target: '2x' });
    const driver = storageService(h.app.ctx).driver as LocalDriver;
    await driver.deleteObject('framewise-test-private', image);
    expect(await h.worker().runOnce()).toBe('failed');
    expect((await status(user, task.id))?.msg).toBe('The uploaded file could not be read. Please try another file.');
    expect(await balanceOf(h, user)).toBe(20);
  });

  it('cancels a running task deleted by its owner: refunded, the worker stops, no files stay', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    const slow = holdEngine();
    const run = h.worker({ leaseSeconds: 5 }).runOnce();
    await slow.running;
    const res = await callAs<{ deleted: string[] }>(h, user, 'POST', '/api/images/delete', { ids: [task.id] });
    expect(res.data.deleted).toEqual([task.id]);
    expect(await run).toBe('lost');
    expect(await balanceOf(h, user)).toBe(20);
    const row = await findTask(h.db, task.id);
    expect(row).toMatchObject({ status: TASK_STATUS.FAILED, msg: 'generationErrors.task.cancelled' });
    expect(row?.deleted_at).not.toBeNull();
    const files = await h.db
      .selectFrom('storage_objects')
      .select('key')
      .where('owner_uuid', '=', user)
      .where('key', 'like', 'works/%')
      .execute();
    expect(files).toEqual([]);
  });

  it('gives its running task back when the worker stops, without counting the attempt', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    const slow = holdEngine();
    const worker = h.worker();
    const run = worker.runOnce();
    await slow.running;
    await worker.stop();
    expect(await run).toBe('released');
    expect(await findTask(h.db, task.id)).toMatchObject({ status: TASK_STATUS.QUEUED, attempts: 0, lease_owner: null });
    h.engine.behave = () => {};
    expect(await h.worker().runOnce()).toBe('done');
  });

  it('removes its work directory after each run', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    await h.worker().runOnce();
    const job = h.engine.jobs.at(-1);
    expect(job?.id).toBe(task.id);
    expect(existsSync(job?.workDir ?? '/nonexistent')).toBe(false);
  });
});

describe('cover variants', () => {
  const variantsOf = (user: string) =>
    h.db
      .selectFrom('storage_objects')
      .select(['key', 'mime', 'width'])
      .where('owner_uuid', '=', user)
      .where('key', 'like', 'works/%-w%')
      .orderBy('key')
      .execute();

  it('stores AVIF and WebP copies of an image result, and my works, detail and the gallery carry them', async () => {
    const user = await makeMember(h, 20);
    const image = await uploadAs(h, user, 'png');
    const task = await submit(user, '/api/images/upscaler/turbo', { reference_img: image, upscaler: '2x' });
    expect(await h.worker().runOnce()).toBe('done');
    // The fake engine's result is 32 px wide: one copy per format at its own width, never enlarged.
    expect((await variantsOf(user)).map((v) => [v.mime, v.width])).toEqual([
      ['image/avif', 32],
      ['image/webp', 32],
    ]);
    const detail = (await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`)).data;
    expect(detail.coverSources).toEqual([
      { type: 'image/avif', width: 32, url: expect.stringMatching(/-w32\.avif\?t=\d+&sign=/) },
      { type: 'image/webp', width: 32, url: expect.stringMatching(/-w32\.webp\?t=\d+&sign=/) },
    ]);
    const mine = await callAs<WorkList>(h, user, 'GET', '/api/images/list3?limit=5');
    expect(mine.data.items.find((w) => w.id === task.id)?.coverSources).toHaveLength(2);
    await callAs(h, user, 'POST', '/api/image/pub', { id: task.id, pubStatus: 1 });
    const gallery = await callAs<WorkList>(h, null, 'GET', '/api/images/list3?scope=gallery&limit=50');
    const shown = gallery.data.items.find((w) => w.id === task.id);
    expect(shown?.coverSources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    // The signed URL opens the copy as what it is.
    const res = await h.app.inject({ method: 'GET', url: shown?.coverSources?.[0]?.url ?? '' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/avif']);
  });

  it('makes the copies from a video’s poster, and deleting the work removes them', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    expect(await h.worker().runOnce()).toBe('done');
    const work = (await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`)).data;
    expect(work.cover).toMatch(/\.jpg\?/);
    const poster = work.cover?.split('?')[0]?.split('/').pop()?.replace('.jpg', '');
    expect(work.coverSources?.map((s) => [s.type, s.width])).toEqual([
      ['image/avif', 16],
      ['image/webp', 16],
    ]);
    expect(work.coverSources?.every((s) => s.url.includes(`${poster}-w16.`))).toBe(true);
    await callAs(h, user, 'POST', '/api/images/delete', { ids: [task.id] });
    expect(await variantsOf(user)).toEqual([]);
  });

  it('a failing copy never fails the task: it is logged and the work keeps its plain cover', async () => {
    const user = await makeMember(h, 20);
    const task = await submit(user);
    const driver = storageService(h.app.ctx).driver as LocalDriver;
    const write: StorageDriver['putObject'] = driver.putObject.bind(driver);
    const put = vi
      .spyOn(driver as StorageDriver, 'putObject')
      .mockImplementation(async (bucket: string, key: string, body: Buffer, mime: string) => {
        if (key.endsWith('.webp')) throw new Error('disk full');
        return write(bucket, key, body, mime);
      });
    const warnings: string[] = [];
    const worker = createWorker(h.app.ctx, { ...silentLog, warn: (_obj, msg) => warnings.push(msg ?? '') }, h.runtime);
    try {
      expect(await worker.runOnce()).toBe('done');
    } finally {
      put.mockRestore();
      await worker.stop();
    }
    expect(warnings).toEqual(['cover variants failed; the plain cover stays']);
    const work = (await callAs<Work>(h, user, 'GET', `/api/images/detail?id=${task.id}`)).data;
    expect(work.status).toBe(TASK_STATUS.SUCCESS);
    expect(work.cover).toMatch(/\.jpg\?/);
    expect(work).not.toHaveProperty('coverSources');
    // The AVIF written before the failure went with it.
    expect(await variantsOf(user)).toEqual([]);
  });
});

describe('lanes', () => {
  it('claims fast tasks first and unlimited ones last; a fast-only slot takes only fast tasks', async () => {
    const user = await makeMember(h, 100, 'HIGH');
    const relax = await submit(user, T2V, { ...t2v, mode: 1 });
    const normal = await submit(user, T2V, t2v);
    const fast = await submit(user, T2V, { ...t2v, mode: 2 });
    // Positions answered at submission are snapshots; asked now, the fast task leads and relax trails.
    expect([relax.queuePosition, normal.queuePosition, fast.queuePosition]).toEqual([0, 0, 0]);
    const now = await callAs<TaskStatusEntry[]>(
      h,
      user,
      'GET',
      `/api/images/status2?ids=${[fast.id, normal.id, relax.id].join(',')}`,
    );
    expect(now.data.map((e) => e.queuePosition)).toEqual([0, 1, 2]);
    const worker = h.worker();
    const order: string[] = [];
    const before = h.engine.jobs.length;
    expect(await worker.runOnce([0])).toBe('done');
    expect(await worker.runOnce([0])).toBeUndefined();
    while ((await worker.runOnce()) !== undefined) {
      // drain
    }
    for (const job of h.engine.jobs.slice(before)) order.push(job.id);
    expect(order).toEqual([fast.id, normal.id, relax.id]);
  });

  it('maps the configured lanes to slots: general slots in lane order, then fast-only slots', () => {
    expect(h.worker().slots()).toEqual([[0, 1, 2], [0]]);
  });
});
