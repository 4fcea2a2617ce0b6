import { type GenerateAnswer, TASK_STATUS, type TaskStatusEntry } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/db';
import { buildObjectKey, storageService } from '../storage';
import { audioOf } from '../storage/testing';
import {
  balanceOf,
  callAs,
  FakeEngine,
  footprint,
  type GenerationHarness,
  generationHarness,
  LOCAL_LIKE_CAPABILITIES,
  ledgerOf,
  makeMember,
  uploadAs,
} from './testing';

let testDb: TestDb;
let h: GenerationHarness;

beforeAll(async () => {
  testDb = await createTestDb();
  h = await generationHarness(testDb.db);
});
afterAll(async () => {
  await h?.close();
  await testDb?.close();
});

const T2V = '/api/images/text2video/generate';
const IMG2VIDEO = '/api/images/animation/generate';
const VID2VID = '/api/images/v2v/generate';
const LIPSYNC = '/api/images/lipsync/generate';
const UPSCALE = '/api/images/animation/upscale';
const TURBO = '/api/images/upscaler/turbo';
const EXTEND = '/api/v2/images/text2video/extend';

const t2v = (extra: Record<string, unknown> = {}) => ({
  prompts: [{ prompt: 'a fox running through snow', keyframe: 1 }],
  model: '90',
  ratio: 4,
  duration: 5,
  ...extra,
});

/** Submits as user and expects a refusal with msg; nothing may be charged or stored. */
async function refused(user: string, url: string, body: unknown, msg: string | RegExp, language = 'en') {
  const before = await footprint(h.db, user);
  const points = await balanceOf(h, user);
  const res = await callAs<null>(h, user, 'POST', url, body, language);
  expect(res.code, JSON.stringify(res)).not.toBe(0);
  if (typeof msg === 'string') expect(res.msg).toBe(msg);
  else expect(res.msg).toMatch(msg);
  expect(await footprint(h.db, user)).toEqual(before);
  expect(await balanceOf(h, user)).toBe(points);
  return res;
}

async function submitted(user: string, url: string, body: unknown) {
  const res = await callAs<GenerateAnswer>(h, user, 'POST', url, body);
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

/** A finished work of user, made by running one queued task through a worker. */
async function finishedWork(user: string, url: string, body: unknown): Promise<string> {
  const { id } = await submitted(user, url, body);
  const worker = h.worker();
  while ((await worker.runOnce()) !== undefined) {
    // drain the queue: earlier tests may have left tasks queued
  }
  const status = await callAs<TaskStatusEntry[]>(h, user, 'GET', `/api/images/status2?ids=${id}`);
  expect(status.data[0]?.status).toBe(TASK_STATUS.SUCCESS);
  return id;
}

describe('validation: bad input is refused with a clear message, no charge and no task', () => {
  it('needs a login', async () => {
    const res = await callAs(h, null, 'POST', T2V, t2v());
    expect(res).toMatchObject({ code: 401 });
  });

  it('requires each prompt and each keyword (contract rules, in the request language)', async () => {
    const user = await makeMember(h);
    await refused(user, T2V, t2v({ prompts: [{ prompt: ' ', keyframe: 1 }] }), 'Please enter a prompt');
    await refused(user, T2V, t2v({ keywords: ['sunset', ''] }), 'Please fill in each keyword');
    await refused(user, T2V, t2v({ keywords: [''] }), '请填写每个关键词', 'zh');
  });

  it('requires the reference image of image to video, owned by the caller and an image', async () => {
    const user = await makeMember(h);
    const other = await makeMember(h);
    const body = { model: '90', duration: 5 };
    await refused(user, IMG2VIDEO, body, 'Please upload a reference image');
    const theirs = await uploadAs(h, other, 'png');
    await refused(user, IMG2VIDEO, { ...body, reference_img: theirs }, /not yours/);
    await refused(
      user,
      IMG2VIDEO,
      { ...body, reference_img: `upload/${user}/0123456789abcdef01234567.png` },
      /not yours/,
    );
    const video = await uploadAs(h, user, 'mp4');
    await refused(user, IMG2VIDEO, { ...body, reference_img: video }, 'An image (PNG or JPEG) is needed here.');
    const mine = await uploadAs(h, user, 'png');
    await refused(user, IMG2VIDEO, { ...body, reference_img: mine, mask_img: theirs }, /not yours/);
  });

  it('takes an uploaded audio file (or a video, for its sound track) as the lip-sync voice, never an image', async () => {
    const user = await makeMember(h, 100, 'BASE');
    const face = await uploadAs(h, user, 'png');
    const body = { reference_media: face, reference_audio: await uploadAs(h, user, 'jpg') };
    await refused(user, LIPSYNC, body, 'An audio file (MP3, WAV or M4A) is needed here.');

    const voice = buildObjectKey({ path: 'upload', ownerUuid: user, ext: 'mp3' });
    await storageService(h.app.ctx).putOwnedObject({
      bucket: h.app.ctx.config.storage.buckets.private,
      key: voice,
      ownerUuid: user,
      body: await audioOf('mp3'),
    });
    const { id } = await submitted(user, LIPSYNC, { reference_media: face, reference_audio: voice });
    const task = await h.db.selectFrom('tasks').select('inputs').where('id', '=', id).executeTakeFirstOrThrow();
    expect(task.inputs).toMatchObject({ image: { key: face }, audio: { key: voice, mime: 'audio/mpeg' } });
    const video = await uploadAs(h, user, 'mp4');
    await submitted(user, LIPSYNC, { reference_media: face, reference_audio: video });
  });

  it('requires a reference video and a prompt for video to video, and a style image for the custom style', async () => {
    const user = await makeMember(h, 100, 'BASE');
    const video = await uploadAs(h, user, 'mp4');
    const body = { reference_video: video, prompt: 'make it anime', duration: 5, frame_rate: 24, model: '201' };
    await refused(user, VID2VID, { ...body, reference_video: undefined }, 'Please upload a reference video');
    await refused(user, VID2VID, { ...body, prompt: '' }, 'Please enter a prompt');
    await refused(user, VID2VID, { ...body, style_list: ['custom'] }, /style reference image/);
    const image = await uploadAs(h, user, 'png');
    await refused(user, VID2VID, { ...body, reference_video: image }, 'A video (MP4 or MOV) is needed here.');
  });

  it('refuses options the catalogue or the engine does not offer', async () => {
    const user = await makeMember(h, 100, 'BASE');
    await refused(
      user,
      T2V,
      t2v({ model: 'nope' }),
      'The chosen "model" option is not valid. Please refresh and choose again.',
    );
    await refused(user, T2V, t2v({ version: '9.9' }), /"version" option is not valid/);
    await refused(user, T2V, t2v({ extra_model: [{ id: 'hero', weight: 0.5 }] }), /"overlay character"/);
    await refused(user, T2V, t2v({ move_type: 'pan_up' }), /does not support the chosen "camera movement"/);
    const video = await uploadAs(h, user, 'mp4');
    const vid2vid = { reference_video: video, prompt: 'p', duration: 5, frame_rate: 24, model: '201' };
    await refused(user, VID2VID, { ...vid2vid, style_list: ['vaporwave'] }, /"style" option/);
    await refused(user, VID2VID, { ...vid2vid, subject_only: true }, /"subject only" option/);
    await refused(
      user,
      VID2VID,
      { ...vid2vid, frame_rate: 60, duration: 5, reference_engine: 'magic' },
      /"style reference method"/,
    );
    // The 2K pass after the conversion must fit the engine's video upscaler (30 s here).
    await refused(
      user,
      VID2VID,
      { ...vid2vid, duration: 40, mode: 2, upscaler: '2k' },
      'Videos can be at most 30 seconds long.',
    );
  });

  it('refuses durations and frame rates beyond the engine limits', async () => {
    const engine = new FakeEngine(
      LOCAL_LIKE_CAPABILITIES.map((c) =>
        c.tool === 'text2video' ? { ...c, limits: { maxDurationS: 5, maxFps: 30 } } : c,
      ),
    );
    const limited = await generationHarness(testDb.db, { engine });
    try {
      const user = await makeMember(limited);
      const res = await callAs(limited, user, 'POST', T2V, t2v({ duration: 10 }));
      expect(res).toMatchObject({ code: 400, msg: 'Videos can be at most 5 seconds long.' });
      expect((await callAs(limited, user, 'POST', T2V, t2v({ frame_rate: 60 }))).msg).toBe(
        'The frame rate can be at most 30 fps.',
      );
      expect(await footprint(limited.db, user)).toEqual({ tasks: 0, charges: 0 });
    } finally {
      await limited.close();
    }
  });

  it('refuses tools the engine does not offer', async () => {
    const engine = new FakeEngine(LOCAL_LIKE_CAPABILITIES.filter((c) => c.tool !== 'lipsync'));
    const limited = await generationHarness(testDb.db, { engine });
    try {
      const user = await makeMember(limited);
      const media = await uploadAs(limited, user, 'png');
      const audio = await uploadAs(limited, user, 'mp4');
      const res = await callAs(limited, user, 'POST', LIPSYNC, { reference_media: media, reference_audio: audio });
      expect(res).toMatchObject({ code: 501, msg: 'This tool is not offered by the current generation engine.' });
      expect(await footprint(limited.db, user)).toEqual({ tasks: 0, charges: 0 });
    } finally {
      await limited.close();
    }
  });

  it('refuses a source work that is not the caller’s, not finished, or not a video for extending', async () => {
    const owner = await makeMember(h);
    const other = await makeMember(h);
    const image = await uploadAs(h, owner, 'png');
    const imageWork = await finishedWork(owner, UPSCALE, { reference_img: image, target: '2x' });
    await refused(
      other,
      UPSCALE,
      { id: imageWork, target: '2x' },
      'The work could not be found or has not finished yet.',
    );
    await refused(owner, EXTEND, { id: imageWork, duration: 5 }, 'Only a finished video can be extended.');
    const queued = await submitted(owner, T2V, t2v());
    await refused(owner, EXTEND, { id: queued.id, duration: 5 }, /has not finished yet/);
    await refused(owner, UPSCALE, { target: '2x' }, 'Please choose one work, image or video to upscale');
    await refused(owner, UPSCALE, { id: imageWork, reference_img: image, target: '2x' }, /to upscale/);
    await refused(owner, UPSCALE, { id: imageWork, target: '2k60' }, /2K at 60 fps is for videos only/);
  });

  it('refuses when the points do not cover the cost, leaving nothing behind', async () => {
    const user = await makeMember(h, 1);
    await refused(user, T2V, t2v(), 'Not enough points. Buy points or subscribe, then try again.');
  });
});

describe('tier gates and fast-only cases', () => {
  it('keeps private mode, 2K / 4K, subscriber styles and longer conversions for subscribers', async () => {
    const free = await makeMember(h);
    const image = await uploadAs(h, free, 'png');
    const video = await uploadAs(h, free, 'mp4');
    await refused(free, T2V, t2v({ private: true }), 'Private mode is for subscribers only.');
    await refused(free, UPSCALE, { reference_img: image, target: '2k' }, 'Only subscribers can use this feature.');
    await refused(free, UPSCALE, { reference_img: image, target: '4k' }, 'Only subscribers can use this feature.');
    await refused(free, TURBO, { reference_img: image, upscaler: '4k' }, 'Only subscribers can use this feature.');
    await refused(free, T2V, t2v({ upscaler: '2k' }), 'Only subscribers can use this feature.');
    const vid2vid = { reference_video: video, prompt: 'p', duration: 5, frame_rate: 24, model: '201' };
    await refused(free, VID2VID, { ...vid2vid, style_list: ['cyberpunk'] }, 'This style is for subscribers only.');
    await refused(free, VID2VID, { ...vid2vid, duration: 15 }, 'Longer video conversion is for subscribers only.');
    await refused(free, T2V, t2v({ private: true }), '私密模式仅限订阅会员使用。', 'zh');
  });

  it('allows the unlimited mode only with unlimitEnable', async () => {
    const base = await makeMember(h, 100, 'BASE');
    await refused(base, T2V, t2v({ mode: 1 }), 'Your plan does not include unlimited mode.');
    const high = await makeMember(h, 0, 'HIGH');
    const before = await balanceOf(h, high);
    const res = await submitted(high, T2V, t2v({ mode: 1 }));
    expect(res).toMatchObject({ cost: 0, status: TASK_STATUS.QUEUED });
    expect(await balanceOf(h, high)).toBe(before);
  });

  it('caps one user’s unfinished relax tasks, parallel submits included, and frees a place as one ends', async () => {
    const high = await makeMember(h, 0, 'HIGH');
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => callAs<GenerateAnswer>(h, high, 'POST', T2V, t2v({ mode: 1 }))),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect(a).toMatchObject({
        code: 429,
        msg: 'Relax mode holds at most 5 of your tasks at a time. Submit more when one finishes.',
      });
    }
    const worker = h.worker();
    while ((await worker.runOnce()) !== undefined) {
      // finishing tasks frees places
    }
    expect((await callAs<GenerateAnswer>(h, high, 'POST', T2V, t2v({ mode: 1 }))).code).toBe(0);
  });

  it('runs a 4096 upscale and a 20 s video in fast mode only', async () => {
    const vip = await makeMember(h, 100, 'BASE');
    const image = await uploadAs(h, vip, 'png');
    await refused(
      vip,
      UPSCALE,
      { reference_img: image, target: '4x' },
      'A 4096 upscale and a 20 s video can only use fast mode.',
    );
    await refused(vip, TURBO, { reference_img: image, upscaler: '4x', mode: 0 }, /only use fast mode/);
    await refused(vip, T2V, t2v({ duration: 20 }), /only use fast mode/);
    await refused(vip, T2V, t2v({ duration: 20, mode: 1 }), /unlimited mode|only use fast mode/);
    expect(await submitted(vip, UPSCALE, { reference_img: image, target: '4x', mode: 2 })).toMatchObject({ cost: 4 });
    expect(await submitted(vip, T2V, t2v({ duration: 20, mode: 2 }))).toMatchObject({ cost: 16 });
  });
});

describe('costs, charging and the first status', () => {
  it('answers the work as the detail shows it and the balance after the charge', async () => {
    const user = await makeMember(h, 50, 'BASE');
    const answer = await submitted(user, T2V, t2v({ mode: 2 }));
    const detail = await callAs(h, user, 'GET', `/api/images/detail?id=${answer.id}`);
    expect(answer.work).toEqual(detail.data);
    expect(answer.work).toMatchObject({ id: answer.id, tool: 'text2video', prompt: 'a fox running through snow' });
    const info = await callAs<Record<string, number>>(h, user, 'GET', '/api/user/info');
    const { totalPoints, permanentPoints, vip_points, dailyCount } = info.data;
    expect(answer.balance).toEqual({ totalPoints, permanentPoints, vip_points, dailyCount });
    expect(answer.balance.totalPoints).toBe(await balanceOf(h, user));
  });

  it('charges the cost table in one go with the task, per tool', async () => {
    const vip = await makeMember(h, 500, 'BASE');
    const image = await uploadAs(h, vip, 'png');
    const video = await uploadAs(h, vip, 'mp4');
    const cases: [string, unknown, number][] = [
      [T2V, t2v(), 2],
      [T2V, t2v({ mode: 2 }), 4],
      [T2V, t2v({ duration: 10, upscaler: '4k' }), 2 + 2 + 10],
      [IMG2VIDEO, { reference_img: image, model: '90', duration: 10, tool: 'img2video_v2' }, 4],
      [IMG2VIDEO, { reference_img: image, reference_end_img: image, model: '90', duration: 5, tool: 'ai_video' }, 2],
      [
        VID2VID,
        { reference_video: video, prompt: 'anime', duration: 5, frame_rate: 24, model: '201', upscaler: '2k' },
        3 + 1,
      ],
      [
        VID2VID,
        { reference_video: video, prompt: 'anime', duration: 10, frame_rate: 24, model: '201', upscaler: '4k' },
        6 + 10,
      ],
      [LIPSYNC, { reference_media: image, reference_audio: video, level: 3 }, 5],
      [LIPSYNC, { reference_media: video, reference_audio: video, level: 4 }, 10],
      [UPSCALE, { reference_img: image, target: '2x' }, 1],
      [UPSCALE, { reference_img: image, target: '2k' }, 1],
      [UPSCALE, { reference_img: image, target: '4k' }, 6],
      [TURBO, { reference_img: image, color_reference_img: image, upscaler: '2k', hdr: true }, 2],
    ];
    for (const [url, body, cost] of cases) {
      const before = await balanceOf(h, vip);
      const answer = await submitted(vip, url, body);
      expect([url, answer.cost]).toEqual([url, cost]);
      expect(answer.status).toBe(TASK_STATUS.QUEUED);
      expect(answer.queuePosition).toBeGreaterThanOrEqual(0);
      expect(await balanceOf(h, vip)).toBe(before - cost);
      expect(await ledgerOf(h.db, answer.id)).toEqual(cost > 0 ? [{ kind: 'charge', amount: -cost }] : []);
    }
  });

  it('prices a video upscale by the source length and an extension by its own', async () => {
    const vip = await makeMember(h, 500, 'BASE');
    const video = await finishedWork(vip, T2V, t2v({ duration: 10 }));
    expect(await submitted(vip, UPSCALE, { id: video, target: '2k60' })).toMatchObject({ cost: 8 });
    expect(await submitted(vip, UPSCALE, { id: video, target: '2k' })).toMatchObject({ cost: 2 });
    expect(await submitted(vip, EXTEND, { id: video, duration: 5 })).toMatchObject({ cost: 1 });
    expect(await submitted(vip, EXTEND, { id: video, duration: 10, mode: 2 })).toMatchObject({ cost: 6 });
  });

  it('rejects a prompt that fails the content check (-4) and refunds it', async () => {
    const user = await makeMember(h, 10);
    h.moderation.verdict = 'reject';
    try {
      const answer = await submitted(user, T2V, t2v());
      expect(answer).toMatchObject({ status: TASK_STATUS.REJECTED, cost: 2, queuePosition: null });
      expect(await balanceOf(h, user)).toBe(10);
      expect(await ledgerOf(h.db, answer.id)).toEqual([
        { kind: 'charge', amount: -2 },
        { kind: 'refund', amount: 2 },
      ]);
      const status = await callAs<TaskStatusEntry[]>(h, user, 'GET', `/api/images/status2?ids=${answer.id}`);
      expect(status.data[0]).toMatchObject({
        status: -4,
        msg: 'The content did not pass the review. Your points have been refunded.',
      });
    } finally {
      h.moderation.verdict = 'approve';
    }
  });

  it('ends a task whose check cannot be made as -5, refunded', async () => {
    const user = await makeMember(h, 10);
    h.moderation.verdict = 'fail';
    try {
      const answer = await submitted(user, T2V, t2v());
      expect(answer.status).toBe(TASK_STATUS.CHECK_FAILED);
      expect(await balanceOf(h, user)).toBe(10);
    } finally {
      h.moderation.verdict = 'approve';
    }
  });

  it('checks every text of the request: prompts, keywords, negative prompts', async () => {
    const user = await makeMember(h, 50);
    const image = await uploadAs(h, user, 'png');
    h.moderation.seen.length = 0;
    await submitted(
      user,
      T2V,
      t2v({
        keywords: ['mist'],
        prompts: [
          { prompt: 'dawn', keyframe: 1 },
          { prompt: 'dusk', keyframe: 2 },
        ],
      }),
    );
    await submitted(user, TURBO, { reference_img: image, upscaler: '2x', prompt: 'sharp', negative_prompt: 'blur' });
    expect(h.moderation.seen[0]).toEqual(expect.arrayContaining(['dawn', 'dusk', 'mist']));
    expect(h.moderation.seen[1]).toEqual(expect.arrayContaining(['sharp', 'blur']));
  });
});

describe('GET /api/images/status2', () => {
  it('answers the caller’s tasks only, in the order asked, with "N jobs ahead"', async () => {
    const user = await makeMember(h, 50);
    const other = await makeMember(h, 50);
    const a = await submitted(user, T2V, t2v());
    const b = await submitted(user, T2V, t2v());
    const theirs = await submitted(other, T2V, t2v());
    const res = await callAs<TaskStatusEntry[]>(h, user, 'GET', `/api/images/status2?ids=${b.id},${theirs.id},${a.id}`);
    expect(res.data.map((e) => e.id)).toEqual([b.id, a.id]);
    const [eb, ea] = res.data;
    expect(eb?.queuePosition).toBe((ea?.queuePosition ?? 0) + 1);
    expect(eb).toMatchObject({ status: TASK_STATUS.QUEUED, progress: 0, url: null, cover: null, msg: null });
  });
});
