import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../domain/messages';
import { generationCalls } from './generation';

const key = 'inpaint/u-1/ref.png';
const video = 'inpaint-video/u-1/src.mp4';
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

/** A finished image-to-video work as my works lists it. */
const finishedWork = {
  id: 't1',
  tool: 'img2video',
  prompt: 'a fox',
  style: null,
  ratio: 12,
  width: 720,
  height: 900,
  quality: null,
  duration: 5,
  motion_speed: 5,
  move_type: 'zoom_in',
  reference_img: key,
  mask_img: null,
  reference_video: null,
  seed: 42,
  mode: 2,
  private: false,
  status: 1,
  progress: 100,
  pubStatus: 0,
  url: 'https://cdn.example/out.mp4',
  cover: 'https://cdn.example/out.jpg',
  engine: 'local',
  cost: 4,
  params: { model: 'i2v' },
  author: { uuid: 'u-1', nickname: 'Momo', avatar_url: '' },
  isOwner: true,
  created_at: '2026-11-21T08:00:00Z',
};

describe('generating calls', () => {
  it('text to video: prompts per keyframe, the defaults for seed, creativity and mode', () => {
    const body = generationCalls.generateText2video.body.parse({
      prompts: [{ prompt: 'a fox in the snow', keyframe: 1 }],
      model: 'wan',
      ratio: 4,
      duration: 5,
    });
    expect(body).toMatchObject({ tool: 'text2video', seed: -1, creativity: 0.5, mode: 0, private: false });
    expect(body.extra_model).toEqual([]);
    const empty = generationCalls.generateText2video.body.safeParse({
      prompts: [{ prompt: ' ', keyframe: 1 }],
      model: 'wan',
      ratio: 4,
      duration: 5,
    });
    expect(message(empty)).toBe(VALIDATION.promptRequired);
    const badKeyword = generationCalls.generateText2video.body.safeParse({
      prompts: [{ prompt: 'x', keyframe: 1 }],
      keywords: ['city', ''],
      model: 'wan',
      ratio: 4,
      duration: 5,
    });
    expect(message(badKeyword)).toBe(VALIDATION.keywordRequired);
    const badRatio = generationCalls.generateText2video.body.safeParse({
      prompts: [{ prompt: 'x', keyframe: 1 }],
      model: 'wan',
      ratio: 7,
      duration: 5,
    });
    expect(message(badRatio)).toBe(VALIDATION.ratioInvalid);
  });

  it('image to video needs a reference image', () => {
    const b = generationCalls.generateImg2video.body;
    expect(b.parse({ reference_img: key, model: 'i2v', duration: 5 })).toMatchObject({
      tool: 'img2video',
      prompt: '',
      creativity: 0.5,
      seed: -1,
    });
    expect(message(b.safeParse({ model: 'i2v', duration: 5 }))).toBe(VALIDATION.referenceImageRequired);
    expect(b.safeParse({ reference_img: key, model: 'i2v', duration: 5, mode: 3 }).success).toBe(false);
    expect(b.safeParse({ reference_img: key, model: 'i2v', duration: 5, seed: 2 ** 31 }).success).toBe(false);
  });

  it('video to video needs a reference video, a prompt and a style image for the custom style', () => {
    const b = generationCalls.generateVid2vid.body;
    const good = { reference_video: video, prompt: 'anime', duration: 5, frame_rate: 24, model: 'v2v' };
    expect(b.parse(good)).toMatchObject({ style_list: [], subject_only: false, seed: -1 });
    expect(message(b.safeParse({ ...good, reference_video: undefined }))).toBe(VALIDATION.referenceVideoRequired);
    expect(message(b.safeParse({ ...good, prompt: '' }))).toBe(VALIDATION.promptRequired);
    expect(message(b.safeParse({ ...good, style_list: ['custom'] }))).toBe(VALIDATION.styleImageRequired);
    expect(b.safeParse({ ...good, style_list: ['custom'], reference_style_img: key }).success).toBe(true);
    expect(b.safeParse({ ...good, bg_color: 'red' }).success).toBe(false);
  });

  it('lip-sync needs a face source and an audio track, level 1 to 4', () => {
    const b = generationCalls.generateLipsync.body;
    expect(b.parse({ reference_media: video, reference_audio: 'audio/u-1/a.mp3' }).level).toBe(1);
    expect(message(b.safeParse({ reference_media: video }))).toBe(VALIDATION.referenceAudioRequired);
    expect(b.safeParse({ reference_media: video, reference_audio: 'audio/u-1/a.mp3', level: 5 }).success).toBe(false);
  });

  it('upscale takes exactly one source', () => {
    const b = generationCalls.upscale.body;
    expect(b.parse({ reference_img: key, target: '4k' })).toMatchObject({ target: '4k', creativity: 0.5 });
    expect(b.safeParse({ id: 't1', target: '2k60' }).success).toBe(true);
    expect(message(b.safeParse({ target: '2x' }))).toBe(VALIDATION.upscaleSourceRequired);
    expect(message(b.safeParse({ id: 't1', reference_img: key, target: '2x' }))).toBe(VALIDATION.upscaleSourceRequired);
    expect(b.safeParse({ reference_img: key, target: '8k' }).success).toBe(false);
  });

  it('turbo upscale takes an image and 0-1 strengths', () => {
    const b = generationCalls.upscaleTurbo.body;
    expect(b.parse({ reference_img: key, upscaler: '2x', resemblance: 0.7 })).toMatchObject({
      hdr: false,
      prompt: '',
      negative_prompt: '',
    });
    expect(b.safeParse({ reference_img: key, upscaler: '2x', weight: 2 }).success).toBe(false);
    expect(b.safeParse({ reference_img: key, upscaler: '2k60' }).success).toBe(false);
    expect(message(b.safeParse({ upscaler: '2x' }))).toBe(VALIDATION.referenceImageRequired);
  });

  it('extends a work and detects faces', () => {
    expect(generationCalls.extendVideo.body.parse({ id: 't1', duration: 4 })).toMatchObject({ id: 't1', mode: 0 });
    expect(generationCalls.extendVideo.body.safeParse({ id: 't1', duration: 0 }).success).toBe(false);
    expect(message(generationCalls.detectFace.body.safeParse({}))).toBe(VALIDATION.referenceImageRequired);
    const faces = { width: 640, height: 480, faces: [{ x: 10, y: 20, width: 100, height: 120, score: 0.98 }] };
    expect(generationCalls.detectFace.data.parse(faces)).toEqual(faces);
  });

  it('answers the new task with its work and the balance after the charge', () => {
    const balance = { totalPoints: 5, permanentPoints: 0, vip_points: 0, dailyCount: 5 };
    const work = { ...finishedWork, notes: [], msg: null };
    const a = { id: 't1', status: -3, cost: 5, queuePosition: null, work, balance };
    expect(generationCalls.generateVid2vid.data.parse(a)).toEqual(a);
    expect(generationCalls.generateVid2vid.data.safeParse({ ...a, status: 2 }).success).toBe(false);
    expect(generationCalls.generateVid2vid.data.safeParse({ ...a, balance: undefined }).success).toBe(false);
  });
});

describe('task and work calls', () => {
  it('status2 takes comma-separated or repeated ids, at most 50', () => {
    const q = generationCalls.getTaskStatus.query;
    expect(q.parse({ ids: 'a, b,,c' })).toEqual({ ids: ['a', 'b', 'c'] });
    expect(q.parse({ ids: ['a', 'b'] })).toEqual({ ids: ['a', 'b'] });
    expect(message(q.safeParse({ ids: '' }))).toBe(VALIDATION.idRequired);
    const many = Array.from({ length: 51 }, (_, i) => `t${i}`).join(',');
    expect(message(q.safeParse({ ids: many }))).toBe(VALIDATION.tooManyIds);
  });

  it('status entries carry status -5..1, progress 0-100 and the queue position', () => {
    const d = generationCalls.getTaskStatus.data;
    const entry = { id: 't1', status: -2, progress: 0, queuePosition: 3, url: null, cover: null, msg: null };
    // An older server's entry reads as not cancelled, with no estimate.
    expect(d.parse([entry])).toEqual([{ ...entry, cancelled: false, etaSeconds: null }]);
    expect(d.safeParse([{ ...entry, etaSeconds: -1 }]).success).toBe(false);
    expect(d.safeParse([{ ...entry, status: -6 }]).success).toBe(false);
    expect(d.safeParse([{ ...entry, progress: 101 }]).success).toBe(false);
    expect(d.safeParse([{ ...entry, queuePosition: -1 }]).success).toBe(false);
  });

  it('cancel takes one task id and answers whether it was cancelled and what came back', () => {
    const c = generationCalls.cancelTask;
    expect(c.body.parse({ id: 'tk0123' })).toEqual({ id: 'tk0123' });
    expect(c.body.safeParse({}).success).toBe(false);
    const answer = { id: 'tk0123', status: -1, cancelled: true, refunded: 6 };
    expect(c.data.parse(answer)).toEqual(answer);
    expect(c.data.safeParse({ ...answer, refunded: -1 }).success).toBe(false);
  });

  it('list3 defaults to my newest works, 20 a page, coercing the limit', () => {
    const q = generationCalls.listWorks.query;
    expect(q.parse({})).toEqual({ scope: 'mine', sort: 'new', limit: 20 });
    expect(q.parse({ scope: 'gallery', limit: '50', cursor: 'abc', tool: 'vid2vid' })).toMatchObject({ limit: 50 });
    expect(q.safeParse({ limit: '51' }).success).toBe(false);
    expect(q.safeParse({ limit: '0' }).success).toBe(false);
    expect(q.safeParse({ tool: 'paint' }).success).toBe(false);
  });

  it('list3 answers items with a next cursor', () => {
    const w = finishedWork;
    expect(generationCalls.listWorks.data.parse({ items: [w], nextCursor: null }).items).toHaveLength(1);
    expect(generationCalls.getWorkDetail.data.safeParse({ ...w, pubStatus: 4 }).success).toBe(false);
  });

  it('deletes 1 to 50 works and publishes, contributes or withdraws one', () => {
    expect(generationCalls.deleteWorks.body.parse({ ids: ['t1'] })).toEqual({ ids: ['t1'] });
    expect(message(generationCalls.deleteWorks.body.safeParse({ ids: [] }))).toBe(VALIDATION.idRequired);
    const pub = generationCalls.publishWork.body;
    expect(pub.parse({ id: 't1', pubStatus: 1 })).toEqual({ id: 't1', pubStatus: 1 });
    expect(pub.parse({ id: 't1', pubStatus: null })).toEqual({ id: 't1', pubStatus: null });
    expect(pub.safeParse({ id: 't1', pubStatus: 2 }).success).toBe(false);
  });
});
