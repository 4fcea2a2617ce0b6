import { readFile, rm } from 'node:fs/promises';
import { type GenerateAnswer, TASK_STATUS, type ToolExample, type WorkList } from '@framewise/contracts';
import { createLocalEngine, probeMedia } from '@framewise/engine/local';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { createWorker, type GenerationWorker } from '../../worker';
import { EXAMPLES_OWNER } from '../gallery';
import { configureGeneration, createRuntime, type GenerationRuntime } from '../generation/runtime';
import { callAs, LOCAL_LIKE_CAPABILITIES, makeMember, silentLog } from '../generation/testing';
import { headerUser, testClock } from '../points/testing';
import { storageService } from '../storage';
import type { LocalDriver } from '../storage/local-driver';
import { findTask, outputsOf } from '../tasks';
import { examplesAssetsDir, pictureKey } from './assets';
import { EXAMPLE_PICTURES, EXAMPLE_SPECS } from './catalog';
import { seedRecords } from './repo';
import { type SeedDeps, seedExamples } from './seed';

// The real local engine at a small size (144 px short side, Lanczos upscaling) so the whole set runs in seconds.
let testDb: TestDb;
let app: FastifyInstance;
let runtime: GenerationRuntime;
let worker: GenerationWorker;
const clock = testClock('2026-03-02T04:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ DAILY_POINTS: '0', WORKER_POLL_MS: '100' }),
    db: testDb.db,
    now: clock.now,
    resolveUser: headerUser,
  });
  runtime = configureGeneration(app.ctx, {
    engine: createLocalEngine({ videoShortSide: 144, upscale: { esrgan: false } }),
  });
  worker = createWorker(app.ctx, silentLog, runtime);
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await testDb?.close();
});

const deps = (overrides: Partial<SeedDeps> = {}): SeedDeps => ({
  ctx: app.ctx,
  runtime,
  storage: storageService(app.ctx),
  assetsDir: examplesAssetsDir(),
  pollMs: 50,
  waitMs: 120_000,
  ...overrides,
});

const exampleTasks = () =>
  testDb.db.selectFrom('tasks').selectAll().where('user_uuid', '=', EXAMPLES_OWNER.uuid).orderBy('seq').execute();

/** The stored file of a task's first output. */
async function outputFile(taskId: string): Promise<{ path: string; mime: string }> {
  const task = await findTask(testDb.db, taskId);
  const output = task?.outputs[0];
  if (!output) throw new Error(`task ${taskId} has no output`);
  const driver = storageService(app.ctx).driver as LocalDriver;
  return { path: driver.filePath(output.bucket, output.key), mime: output.mime };
}

describe('the shipped pictures', () => {
  it('are small JPEG photographs, each under 300 KB and under 2 MB together', async () => {
    let total = 0;
    for (const name of EXAMPLE_PICTURES) {
      const body = await readFile(`${examplesAssetsDir()}/${name}`);
      total += body.length;
      expect(body.length, name).toBeLessThan(300 * 1024);
      const meta = await sharp(body).metadata();
      expect(meta.format, name).toBe('jpeg');
      expect(Math.min(meta.width ?? 0, meta.height ?? 0), name).toBeGreaterThanOrEqual(240);
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('the example prompts', () => {
  it('are written in zh, en and ja, each in its own script', () => {
    for (const { id, prompt } of EXAMPLE_SPECS) {
      expect(prompt.zh, id).toMatch(/^[\p{Script=Han}\d\s，、]+$/u);
      expect(prompt.ja, id).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      expect(prompt.en, id).toMatch(/^[A-Z][A-Za-z0-9 ,]+$/);
    }
  });
});

describe('SEED_EXAMPLES', () => {
  it('seeds by default and is turned off by 0', () => {
    expect(loadConfig({}).seedExamples).toBe(true);
    expect(loadConfig({ SEED_EXAMPLES: '0' }).seedExamples).toBe(false);
    expect(() => loadConfig({ SEED_EXAMPLES: 'no' })).toThrow(/SEED_EXAMPLES/);
  });
});

describe('seeding the examples', () => {
  it('records a part of the set and stops, as a process killed midway would', async () => {
    const first = EXAMPLE_SPECS.slice(0, 2);
    const report = await seedExamples(deps(), first);
    expect(report.made).toEqual(first.map((s) => s.id));
    // The pictures are the Framewise account's uploads; one whose file was lost is written again by the next run.
    const driver = storageService(app.ctx).driver as LocalDriver;
    await rm(driver.filePath(app.ctx.config.storage.buckets.private, pictureKey('dandelion.jpg')));
    expect(await exampleTasks()).toHaveLength(2);
  });

  it('makes every example exactly once when several processes seed at once, with the worker running', async () => {
    worker.start();
    const reports = await Promise.all([seedExamples(deps()), seedExamples(deps()), seedExamples(deps())]);
    const made = reports.flatMap((r) => r.made).sort();
    // The two recorded before are not made again; every other example is made by exactly one of the three.
    expect(made).toEqual(
      EXAMPLE_SPECS.slice(2)
        .map((s) => s.id)
        .sort(),
    );
    for (const report of reports) expect(report.skipped, JSON.stringify(report.skipped)).toEqual([]);
    const records = await seedRecords(testDb.db);
    expect([...records.keys()].sort()).toEqual(EXAMPLE_SPECS.map((s) => s.id).sort());
    const tasks = await exampleTasks();
    expect(tasks).toHaveLength(EXAMPLE_SPECS.length);
    expect(new Set(tasks.map((t) => t.id))).toEqual(new Set(records.values()));

    // A later start finds everything recorded and queues nothing.
    expect(await seedExamples(deps())).toMatchObject({ made: [], skipped: [] });
    expect(await exampleTasks()).toHaveLength(EXAMPLE_SPECS.length);
  }, 120_000);

  it('runs the real engine: every example finishes as a public, free work with real media files', async () => {
    const records = await seedRecords(testDb.db);
    const deadline = Date.now() + 90_000;
    for (const id of records.values()) {
      while ((await findTask(testDb.db, id))?.status !== TASK_STATUS.SUCCESS && Date.now() < deadline) {
        expect([TASK_STATUS.FAILED, TASK_STATUS.REJECTED]).not.toContain((await findTask(testDb.db, id))?.status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await worker.stop();
    for (const spec of EXAMPLE_SPECS) {
      const task = await findTask(testDb.db, records.get(spec.id) ?? '');
      expect(task, spec.id).toMatchObject({
        status: TASK_STATUS.SUCCESS,
        tool: spec.tool,
        pub_status: 0,
        private: false,
        cost: 0,
        engine: expect.stringMatching(/^local/),
      });
      const file = await outputFile(task?.id ?? '');
      // The real engine's cover (a poster, or the upscaled image) got its AVIF and WebP copies.
      expect(
        outputsOf(task ?? { outputs: [] })[0]?.coverVariants?.map((v) => v.mime),
        spec.id,
      ).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
      if (spec.tool === 'upscale') {
        // The 360 x 240 dandelion, upscaled 2x.
        const meta = await sharp(file.path).metadata();
        expect([meta.width, meta.height]).toEqual([720, 480]);
      } else {
        const info = await probeMedia(file.path);
        expect(file.mime).toBe('video/mp4');
        expect(info.durationS).toBeGreaterThan(4.5);
        expect(info.durationS).toBeLessThan(5.5);
        expect(Math.min(info.width ?? 0, info.height ?? 0)).toBeGreaterThan(0);
      }
    }
    // The video to video example restyles the dogs clip, which is the Framewise account's own work.
    const v2v = await findTask(testDb.db, records.get('vid2vid-dogs-anime') ?? '');
    const dogs = await findTask(testDb.db, records.get('img2video-dogs-shed') ?? '');
    const v2vInputs = (v2v?.inputs ?? {}) as Record<string, { key: string }>;
    expect(v2vInputs.video?.key).toBe(dogs?.outputs[0]?.key);
    // Tags come from the prompts' words.
    const tags = await testDb.db
      .selectFrom('work_tags')
      .select('tag_id')
      .where('task_id', '=', records.get('img2video-dogs-shed') ?? '')
      .execute();
    expect(tags.map((t) => t.tag_id)).toContain('animal');
  }, 120_000);

  it('lists the examples in the gallery by "Framewise" while there are no real works', async () => {
    const hot = await callAs<WorkList>({ app }, null, 'GET', '/api/images/list3?scope=gallery&sort=hot&limit=20');
    expect(hot.code, hot.msg).toBe(0);
    expect(hot.data.items).toHaveLength(EXAMPLE_SPECS.length);
    for (const work of hot.data.items) {
      expect(work.author.nickname).toBe('Framewise');
      expect(work.url).toBeTruthy();
      expect(work.prompt).not.toBe('');
    }
    const videos = hot.data.items.filter((w) => w.tool !== 'upscale');
    for (const work of videos) expect(work.cover).toBeTruthy();
  });

  it('sinks the examples below real public works, in both sorts and in the tool examples', async () => {
    const user = await makeMember({ db: testDb.db, clock }, 100);
    const submitted = await callAs<GenerateAnswer>({ app }, user, 'POST', '/api/images/animation/generate', {
      tool: 'img2video',
      reference_img: await storeUpload(user),
      prompt: 'my own harbour',
      model: '90',
      duration: 5,
    });
    expect(submitted.code, submitted.msg).toBe(0);
    expect(await worker.runOnce()).toBe('done');
    expect(
      await callAs({ app }, user, 'POST', '/api/image/pub', { id: submitted.data.id, pubStatus: 0 }),
    ).toMatchObject({
      code: 0,
    });
    // The user's work is newer here, but it also leads when it is the older one: examples rank below every real work.
    await testDb.db
      .updateTable('tasks')
      .set({ created_at: new Date('2020-01-01T00:00:00Z') })
      .where('id', '=', submitted.data.id)
      .execute();

    for (const sort of ['hot', 'new']) {
      const page = await callAs<WorkList>({ app }, null, 'GET', `/api/images/list3?scope=gallery&sort=${sort}&limit=3`);
      expect(page.data.items[0]?.id, sort).toBe(submitted.data.id);
      expect(page.data.items.slice(1).every((w) => w.author.uuid === EXAMPLES_OWNER.uuid)).toBe(true);
      // The next pages continue with the examples, none repeated.
      const next = await callAs<WorkList>(
        { app },
        null,
        'GET',
        `/api/images/list3?scope=gallery&sort=${sort}&limit=20&cursor=${page.data.nextCursor}`,
      );
      const ids = [...page.data.items, ...next.data.items].map((w) => w.id);
      expect(new Set(ids).size).toBe(EXAMPLE_SPECS.length + 1);
    }
    const examples = await callAs<ToolExample[]>({ app }, null, 'GET', '/api/config/example?type=img2video');
    expect(examples.data[0]?.id).toBe(submitted.data.id);
    expect(examples.data.slice(1).map((e) => e.prompt)).toContain('Two curious dogs peeking out of a wooden shed');
  }, 60_000);

  it("reads each example in the request language, draw same parameters included; users' works as written", async () => {
    for (const language of ['zh', 'en', 'ja'] as const) {
      const list = await callAs<WorkList>(
        { app },
        null,
        'GET',
        '/api/images/list3?scope=gallery&sort=hot&limit=20',
        undefined,
        language,
      );
      for (const spec of EXAMPLE_SPECS) {
        const work = list.data.items.find((w) => w.tool === spec.tool && w.author.uuid === EXAMPLES_OWNER.uuid);
        if (spec.tool === 'img2video') continue; // two examples of this tool: checked by id below
        expect(work?.prompt, `${spec.id} ${language}`).toBe(spec.prompt[language]);
      }
      const records = await seedRecords(testDb.db);
      const dogs = list.data.items.find((w) => w.id === records.get('img2video-dogs-shed'));
      expect(dogs?.prompt).toBe(dogsPrompt(language));
      // What draw same copies says the same: the request's prompt, and text to video's scene.
      expect(dogs?.params.prompt).toBe(dogsPrompt(language));
      const city = list.data.items.find((w) => w.tool === 'text2video');
      expect(city?.params.prompts).toEqual([{ prompt: nightCity(language), keyframe: 1 }]);
      // A user's own work is shown as its author wrote it.
      expect(list.data.items.find((w) => w.author.uuid !== EXAMPLES_OWNER.uuid)?.prompt).toBe('my own harbour');

      const examples = await callAs<ToolExample[]>(
        { app },
        null,
        'GET',
        '/api/config/example?type=img2video',
        undefined,
        language,
      );
      expect(examples.data.slice(1).map((e) => e.prompt)).toContain(dogsPrompt(language));
    }
  });

  it("gives a database seeded before translations its examples' prompts in each language on the next start", async () => {
    await testDb.db
      .updateTable('tasks')
      .set({ prompt_translations: null })
      .where('user_uuid', '=', EXAMPLES_OWNER.uuid)
      .execute();
    const zhBefore = await callAs<WorkList>(
      { app },
      null,
      'GET',
      '/api/images/list3?scope=gallery&limit=20',
      undefined,
      'zh',
    );
    expect(zhBefore.data.items.map((w) => w.prompt)).toContain(spec('img2video-dogs-shed').prompt.en);

    expect(await seedExamples(deps())).toMatchObject({ made: [], skipped: [] });
    const records = await seedRecords(testDb.db);
    for (const example of EXAMPLE_SPECS) {
      const task = await findTask(testDb.db, records.get(example.id) ?? '');
      expect(task?.prompt_translations, example.id).toEqual(example.prompt);
      // The request stays as it was made: in English, what the engine was given.
      expect(task?.prompt, example.id).toBe(example.prompt.en);
    }
    expect(await exampleTasks()).toHaveLength(EXAMPLE_SPECS.length);
  });

  it('leaves for a later start an example the engine cannot make or whose source is not finished', async () => {
    // An engine without upscaling, and no worker running: the dogs clip stays queued, so its restyle cannot start.
    // The same examples under other ids, as on a database that has none of them yet.
    const noUpscale = createRuntime(app.ctx.config, {
      engine: {
        name: 'no-upscale',
        capabilities: async () => LOCAL_LIKE_CAPABILITIES.filter((c) => c.tool !== 'upscale'),
        run: async () => {
          throw new Error('not run in this test');
        },
      },
      faces: { detect: async () => ({}), close: async () => {} },
    });
    const again = (id: string) => `${id}-again`;
    const specs = EXAMPLE_SPECS.filter((s) =>
      ['img2video-dogs-shed', 'upscale-dandelion', 'vid2vid-dogs-anime'].includes(s.id),
    ).map((s) => ({ ...s, id: again(s.id), ...(s.from ? { from: again(s.from) } : {}) }));
    const report = await seedExamples(deps({ waitMs: 100, runtime: noUpscale }), specs);
    expect(report.made).toEqual([again('img2video-dogs-shed')]);
    expect(report.skipped.map((s) => s.id)).toEqual([again('upscale-dandelion'), again('vid2vid-dogs-anime')]);
    const records = await seedRecords(testDb.db);
    expect(records.has(again('img2video-dogs-shed'))).toBe(true);
    expect(records.has(again('upscale-dandelion')) || records.has(again('vid2vid-dogs-anime'))).toBe(false);
  });
});

const spec = (id: string) => EXAMPLE_SPECS.find((s) => s.id === id) ?? expect.fail(`no example ${id}`);
const dogsPrompt = (language: 'zh' | 'en' | 'ja') => spec('img2video-dogs-shed').prompt[language];
const nightCity = (language: 'zh' | 'en' | 'ja') => spec('text2video-night-city').prompt[language];

/** A real photo upload of the user (one of the shipped pictures, as the user's own file). */
async function storeUpload(user: string): Promise<string> {
  const key = `upload/${user}/harbour-photo.jpg`;
  await storageService(app.ctx).putOwnedObject({
    bucket: app.ctx.config.storage.buckets.private,
    key,
    ownerUuid: user,
    body: await readFile(`${examplesAssetsDir()}/mountain-trail.jpg`),
  });
  return key;
}
