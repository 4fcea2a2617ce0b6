import { existsSync } from 'node:fs';
import type { GalleryTag, GenerateAnswer, Work, WorkList } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/db';
import { callAs, type GenerationHarness, generationHarness, makeMember, uploadAs } from '../generation/testing';
import { storageService } from '../storage';
import type { LocalDriver } from '../storage/local-driver';
import { findTask } from '../tasks';
import { decodeCursor, encodeCursor } from './service';

let testDb: TestDb;
let h: GenerationHarness;
let owner: string;
let other: string;

beforeAll(async () => {
  testDb = await createTestDb();
  h = await generationHarness(testDb.db);
  owner = await makeMember(h, 500, 'BASE');
  other = await makeMember(h, 50);
});
afterAll(async () => {
  await h?.close();
  await testDb?.close();
});

const t2v = (prompt: string, extra: Record<string, unknown> = {}) => ({
  prompts: [{ prompt, keyframe: 1 }],
  model: '90',
  ratio: 4,
  duration: 5,
  ...extra,
});

/** Submits and runs one task to its end; returns its id. */
async function made(user: string, prompt: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await callAs<GenerateAnswer>(h, user, 'POST', '/api/images/text2video/generate', t2v(prompt, extra));
  expect(res.code, res.msg).toBe(0);
  h.clock.advance(1000);
  const worker = h.worker();
  while ((await worker.runOnce()) !== undefined) {
    // runs every queued task, this one included
  }
  return res.data.id;
}

const pub = (user: string, id: string, pubStatus: 0 | 1 | null, language = 'en') =>
  callAs<{ id: string; pubStatus: number | null }>(h, user, 'POST', '/api/image/pub', { id, pubStatus }, language);
const list = (user: string | null, query: string) => callAs<WorkList>(h, user, 'GET', `/api/images/list3?${query}`);

describe('publication and contribution', () => {
  it('publishes at once, contributes through the check, withdraws, and tags by the prompt', async () => {
    const id = await made(owner, 'a cat on a city street at night');
    expect(await pub(owner, id, 0)).toMatchObject({ code: 0, data: { id, pubStatus: 0 } });
    const tags = await h.db.selectFrom('work_tags').select('tag_id').where('task_id', '=', id).execute();
    expect(tags.map((t) => t.tag_id).sort()).toEqual(['animal', 'city']);
    // Contributing: under check, then accepted by the default moderation.
    expect(await pub(owner, id, 1)).toMatchObject({ code: 0, data: { pubStatus: 1 } });
    expect(await pub(owner, id, null)).toMatchObject({ code: 0, data: { pubStatus: null } });
    expect(await h.db.selectFrom('work_tags').select('tag_id').where('task_id', '=', id).execute()).toEqual([]);
  });

  it('answers "in progress" while a contribution is under check, then its verdict', async () => {
    const id = await made(owner, 'mountain sunrise');
    h.moderation.hold();
    const pending = pub(owner, id, 1);
    // The check is running: the work is under check (2) and cannot change meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await findTask(h.db, id))?.pub_status).toBe(2);
    expect(await pub(owner, id, 0)).toMatchObject({
      code: 409,
      msg: 'Your contribution is being reviewed. Please wait.',
    });
    h.moderation.verdict = 'reject';
    h.moderation.release();
    expect(await pending).toMatchObject({ code: 0, data: { pubStatus: 3 } });
    h.moderation.verdict = 'approve';
    expect(await pub(owner, id, 1)).toMatchObject({ code: 0, data: { pubStatus: 1 } });
  });

  it('keeps a contribution under check when the check cannot be made, for the sweeper to retry', async () => {
    const id = await made(owner, 'forest lake');
    h.moderation.verdict = 'fail';
    expect(await pub(owner, id, 1)).toMatchObject({ code: 0, data: { pubStatus: 2 } });
    h.moderation.verdict = 'approve';
    await h.worker().sweep(); // its lease has not run out: nothing happens
    expect((await findTask(h.db, id))?.pub_status).toBe(2);
    h.clock.advance(61_000);
    await h.worker().sweep();
    expect((await findTask(h.db, id))?.pub_status).toBe(1);
  });

  it('runs the content check on every way to public: a rejected contribution is not published unchecked', async () => {
    const id = await made(owner, 'harbour at dusk');
    h.moderation.verdict = 'reject';
    expect(await pub(owner, id, 1)).toMatchObject({ code: 0, data: { pubStatus: 3 } });
    const before = h.moderation.checked.length;
    expect(await pub(owner, id, 0)).toMatchObject({
      code: 403,
      msg: 'This work did not pass the content review and cannot be made public.',
    });
    expect(h.moderation.checked.slice(before)).toEqual([{ purpose: 'publication', media: expect.any(Number) }]);
    expect(h.moderation.checked.at(-1)?.media).toBeGreaterThan(0);
    expect((await findTask(h.db, id))?.pub_status).toBe(3);
    h.moderation.verdict = 'fail';
    expect(await pub(owner, id, 0)).toMatchObject({
      code: 500,
      msg: 'The content review cannot be completed right now. Please try again later.',
    });
    expect((await findTask(h.db, id))?.pub_status).toBe(3);
    const gallery = await list(other, 'scope=gallery&limit=50');
    expect(gallery.data.items.map((w) => w.id)).not.toContain(id);
    // A new check that passes publishes it.
    h.moderation.verdict = 'approve';
    expect(await pub(owner, id, 0)).toMatchObject({ code: 0, data: { pubStatus: 0 } });
  });

  it('is unable to contribute failed, unfinished, private or other users’ works', async () => {
    const queued = await callAs<GenerateAnswer>(h, owner, 'POST', '/api/images/text2video/generate', t2v('queued'));
    expect(await pub(owner, queued.data.id, 1)).toMatchObject({
      code: 403,
      msg: 'This work cannot be contributed (failed, unfinished or private).',
    });
    const secret = await made(owner, 'secret garden', { private: true });
    expect((await pub(owner, secret, 0)).code).toBe(403);
    expect((await pub(owner, secret, 1, 'zh')).msg).toBe('该作品无法投稿（生成失败、未完成或为私密作品）');
    const mine = await made(owner, 'a dog');
    expect(await pub(other, mine, 0)).toMatchObject({
      code: 404,
      msg: 'This work does not exist or has been deleted.',
    });
  });
});

describe('a public work seen by others', () => {
  it('shows the settings draw same needs, never the author’s private input files or their keys', async () => {
    const image = await uploadAs(h, owner, 'png');
    const res = await callAs<GenerateAnswer>(h, owner, 'POST', '/api/images/animation/upscale', {
      reference_img: image,
      target: '2x',
    });
    expect(res.code, res.msg).toBe(0);
    const worker = h.worker();
    while ((await worker.runOnce()) !== undefined) {
      // runs it
    }
    expect((await pub(owner, res.data.id, 0)).code).toBe(0);

    const mine = await callAs<Work>(h, owner, 'GET', `/api/images/detail?id=${res.data.id}`);
    expect(mine.data.reference_img).toContain(image);
    expect(mine.data.params.reference_img).toBe(image);

    for (const viewer of [other, null]) {
      const seen = await callAs<Work>(h, viewer, 'GET', `/api/images/detail?id=${res.data.id}`);
      expect(seen.code, seen.msg).toBe(0);
      expect(seen.data).toMatchObject({ reference_img: null, mask_img: null, reference_video: null, quality: '2x' });
      expect(seen.data.params).toMatchObject({ target: '2x' });
      expect(JSON.stringify(seen.data)).not.toContain(image);
      expect(seen.data.url).toBeTruthy();
    }
    // Withdrawn again, so the gallery listings below see only their own works.
    expect((await pub(owner, res.data.id, null)).code).toBe(0);
  });
});

describe('GET /api/images/list3 and /api/images/detail', () => {
  it('lists my works with every status, and the gallery with public works only, newest first', async () => {
    const a = await made(owner, 'anime girl under cherry blossoms');
    const b = await made(owner, 'robot in space');
    await pub(owner, a, 0);
    await pub(owner, b, 1);
    const hidden = await made(owner, 'unpublished sea');

    const mine = await list(owner, 'scope=mine&limit=50');
    expect(mine.code, mine.msg).toBe(0);
    const ids = mine.data.items.map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining([a, b, hidden]));
    expect(ids.indexOf(hidden)).toBeLessThan(ids.indexOf(b));
    expect(mine.data.items.every((w) => w.isOwner && w.author.uuid === owner)).toBe(true);

    const gallery = await list(other, 'scope=gallery&limit=50');
    const galleryIds = gallery.data.items.map((w) => w.id);
    expect(galleryIds).toEqual(expect.arrayContaining([a, b]));
    expect(galleryIds).not.toContain(hidden);
    expect(gallery.data.items.find((w) => w.id === a)).toMatchObject({ isOwner: false, pubStatus: 0 });
    // Hot: accepted contributions first.
    const hot = await list(null, 'scope=gallery&sort=hot&limit=50');
    expect(hot.data.items[0]?.pubStatus).toBe(1);
    expect((await list(null, 'scope=mine')).code).toBe(401);
  });

  it('filters by tool, tag and date, and pages with an opaque cursor', async () => {
    const first = await made(owner, 'horse by the sea');
    const second = await made(owner, 'horse in a forest');
    const third = await made(owner, 'horse in the snow');
    for (const id of [first, second, third]) await pub(owner, id, 0);
    const page1 = await list(null, 'scope=gallery&tag=animal&tool=text2video&limit=2');
    expect(page1.data.items.map((w) => w.id)).toEqual([third, second]);
    expect(page1.data.nextCursor).toEqual(expect.any(String));
    const page2 = await list(null, `scope=gallery&tag=animal&limit=2&cursor=${page1.data.nextCursor}`);
    expect(page2.data.items.map((w) => w.id)[0]).toBe(first);
    expect((await list(null, 'scope=gallery&tool=upscale')).data.items).toEqual([]);
    const today = h.clock.now().toISOString().slice(0, 10);
    expect((await list(null, `scope=gallery&tag=animal&from=${today}&to=${today}&limit=50`)).data.items.length).toBe(3);
    expect((await list(null, 'scope=gallery&tag=animal&to=2020-01-01')).data.items).toEqual([]);
    expect((await list(null, 'scope=gallery&cursor=not-a-cursor')).code).toBe(400);
    const cursor = { rank: 1, createdAt: new Date('2026-01-01T00:00:00Z'), id: 'tk1' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('opens a work for its owner or when public, and nothing else', async () => {
    const id = await made(owner, 'private thoughts');
    expect((await callAs<Work>(h, owner, 'GET', `/api/images/detail?id=${id}`)).data.id).toBe(id);
    expect(await callAs(h, other, 'GET', `/api/images/detail?id=${id}`)).toMatchObject({ code: 404 });
    expect(await callAs(h, null, 'GET', `/api/images/detail?id=${id}`)).toMatchObject({ code: 404 });
    await pub(owner, id, 0);
    const seen = await callAs<Work>(h, null, 'GET', `/api/images/detail?id=${id}`);
    expect(seen.data).toMatchObject({ id, isOwner: false, author: { uuid: owner } });
    expect(seen.data.url).toMatch(/sign=/);
  });
});

describe('POST /api/images/delete', () => {
  it('deletes the owner’s works with their files, and refuses other users’ ids', async () => {
    const image = await uploadAs(h, owner, 'png');
    const res = await callAs<GenerateAnswer>(h, owner, 'POST', '/api/images/animation/upscale', {
      reference_img: image,
      target: '2x',
    });
    const worker = h.worker();
    while ((await worker.runOnce()) !== undefined) {
      // runs every queued task, this one included
    }
    const task = await findTask(h.db, res.data.id);
    const output = task?.outputs[0];
    const driver = storageService(h.app.ctx).driver as LocalDriver;
    const file = driver.filePath(output?.bucket ?? '', output?.key ?? '');
    expect(existsSync(file)).toBe(true);

    expect(await callAs(h, other, 'POST', '/api/images/delete', { ids: [res.data.id] })).toMatchObject({ code: 404 });
    const done = await callAs<{ deleted: string[] }>(h, owner, 'POST', '/api/images/delete', {
      ids: [res.data.id, 'tk-not-there'],
    });
    expect(done.data.deleted).toEqual([res.data.id]);
    expect(existsSync(file)).toBe(false);
    // The user's own upload stays.
    expect(existsSync(driver.filePath(output?.bucket ?? '', image))).toBe(true);
    expect(await callAs(h, owner, 'GET', `/api/images/detail?id=${res.data.id}`)).toMatchObject({ code: 404 });
    expect((await list(owner, 'scope=mine&limit=50')).data.items.map((w) => w.id)).not.toContain(res.data.id);
  });
});

describe('GET /api/gallery/queryTag', () => {
  it('lists the tags of a set in the reader’s language', async () => {
    const en = await callAs<GalleryTag[]>(h, null, 'GET', '/api/gallery/queryTag?type=gallery');
    expect(en.data.slice(0, 3)).toEqual([
      { id: 'landscape', name: 'Landscape' },
      { id: 'portrait', name: 'Portrait' },
      { id: 'anime', name: 'Anime' },
    ]);
    const ja = await callAs<GalleryTag[]>(h, null, 'GET', '/api/gallery/queryTag?type=upscale', undefined, 'ja');
    expect(ja.data.map((t) => t.id)).toContain('product');
    expect(ja.data.map((t) => t.id)).not.toContain('dance');
    expect(ja.data.find((t) => t.id === 'food')?.name).toBe('フード');
    expect((await callAs<GalleryTag[]>(h, null, 'GET', '/api/gallery/queryTag?type=nothing')).data).toEqual([]);
  });
});
