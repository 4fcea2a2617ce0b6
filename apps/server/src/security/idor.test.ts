import { type CallContract, type CallName, calls } from '@framewise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodes } from '../modules/codes';
import { checkEnvelope, type Member, type SecurityHarness, type SendOptions, securityHarness, send } from './harness';
import { objectFieldsOf } from './object-fields';
import { snapshotState, stateChanges } from './state';

/**
 * User B calls every call that names an object (derived from the contracts: fields holding ids, keys, URLs, login
 * and order references) with user A's ids and keys. Pass: no answer carries anything of A's that B did not send,
 * and nothing changes.
 */

let h: SecurityHarness;
let a: Member;
let b: Member;
let aGlobal: Member;
let bGlobal: Member;

/** A's objects, made through the API as A would. */
interface Objects {
  image: string;
  video: string;
  audio: string;
  bImage: string;
  bVideo: string;
  bAudio: string;
  /** A private finished image work and a finished video work A made public. */
  work: string;
  videoWork: string;
  /** A task still queued. */
  queued: string;
  order: string;
  cardOrder: { orderId: string; sessionId: string };
  qrUuid: string;
  /** An activation code A redeemed. */
  code: string;
  /** Signed URLs of A's work, as A's detail answers them. */
  urls: string[];
}
let o: Objects;

async function ok<T>(options: SendOptions): Promise<T> {
  const res = await send(h.app, options);
  const body = res.json();
  if (body.code !== 0) throw new Error(`${options.method} ${options.url} failed: ${res.body}`);
  return body.data as T;
}

beforeAll(async () => {
  h = await securityHarness({ FRAMEWISE_TEST_HOOKS: '1' });
  [a, b] = [await h.member('cn'), await h.member('cn')];
  [aGlobal, bGlobal] = [await h.member('global'), await h.member('global')];
  const [image, video, audio] = [
    await h.upload(a.uuid, 'png'),
    await h.upload(a.uuid, 'mp4'),
    await h.upload(a.uuid, 'mp3'),
  ];
  const [bImage, bVideo, bAudio] = [
    await h.upload(b.uuid, 'png'),
    await h.upload(b.uuid, 'mp4'),
    await h.upload(b.uuid, 'mp3'),
  ];
  const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload, as: a });
  const work = (
    await ok<{ id: string }>(
      post('/api/images/upscaler/turbo', { reference_img: image, upscaler: '2x', private: true }),
    )
  ).id;
  const t2v = { prompts: [{ prompt: 'a fox in snow', keyframe: 1 }], model: '90', ratio: 4, duration: 5 };
  const videoWork = (await ok<{ id: string }>(post('/api/images/text2video/generate', t2v))).id;
  await h.drainTasks();
  await ok(post('/api/image/pub', { id: videoWork, pubStatus: 0 }));
  const queued = (await ok<{ id: string }>(post('/api/images/text2video/generate', t2v))).id;
  const order = (await ok<{ orderId: string }>(post('/api/pay/createOrder', { type: 'POINT_100', pay_scene: 'pc' })))
    .orderId;
  const checkout = await ok<{ sessionId: string; url: string }>({
    ...post('/api/pay/stripe/createCheckout', { type: 'GLOBAL_POINT_500' }),
    as: aGlobal,
    region: 'global',
  });
  const cardOrder = { orderId: new URL(checkout.url).pathname.split('/').pop()!, sessionId: checkout.sessionId };
  const qrUuid = 'qr-of-user-a-0001';
  await ok({ method: 'POST', url: '/api/user/getQRCode', payload: { uuid: qrUuid } });
  const [code] = (await createCodes(h.db, { count: 1, points: 10, expiresAt: null }, h.clock.now())).codes;
  await ok(post('/api/pay/exchange', { code: code! }));
  const detail = await ok<Record<string, unknown>>({ method: 'GET', url: `/api/images/detail?id=${work}`, as: a });
  // Every signed URL in the answer (the local driver's are paths on the API, COS's are absolute).
  const urls = [...JSON.stringify(detail).matchAll(/"([^"]*[?&]sign=[^"]*)"/g)].map((m) => m[1]!);
  o = {
    image,
    video,
    audio,
    bImage,
    bVideo,
    bAudio,
    work,
    videoWork,
    queued,
    order,
    cardOrder,
    qrUuid,
    code: code!,
    urls,
  };
});
afterAll(async () => {
  await h?.close();
});

/** Calls whose object fields name nobody's object, or whose owner check belongs to other work. */
const NOT_SWEPT: Partial<Record<CallName, string>> = {
  getWechatTicket: "signs the URL of the page the browser is on: a public page, nobody's object",
  bindPlatform: "a WeChat authorisation code: hole 11, bound to the browser's cookie by the China login work",
};

const gen = (url: string) => (payload: object) => ({ method: 'POST' as const, url, payload });

/** B's requests naming A's objects, per call. Each template is valid with B's own keys (see the control test). */
const SWEEP: Partial<Record<CallName, (o: Objects) => Omit<SendOptions, 'as'>[]>> = {
  sendSmsCode: (o) => [
    gen('/api/user/getSMSCodeTicket')({ phone: '13700000001', is_bind_phone: true, uuid: o.qrUuid }),
  ],
  loginByPhone: (o) => [
    gen('/api/user/loginByCodePhone')({ phone: '13700000001', code: '123456', is_bind_phone: true, uuid: o.qrUuid }),
  ],
  getQrCode: (o) => [gen('/api/user/getQRCode')({ uuid: o.qrUuid })],
  getQrLoginStatus: (o) => [{ method: 'GET', url: `/api/user/qrLoginStatus?uuid=${o.qrUuid}` }],
  modifyInfo: (o) => [
    gen('/api/user/modifyInfo')({ avatar_url: o.image }),
    gen('/api/user/modifyInfo')({ avatar_url: o.urls[0] ?? o.image }),
  ],
  checkOrder: (o) => [{ method: 'GET', url: `/api/pay/checkOrder?orderId=${o.order}` }],
  getPayStatus: (o) => [
    { method: 'GET', url: `/api/pay/getStatus?orderId=${o.order}` },
    {
      method: 'GET',
      url: `/api/pay/getStatus?orderId=${o.cardOrder.orderId}&sessionId=${o.cardOrder.sessionId}`,
      region: 'global',
    },
  ],
  exchange: (o) => [gen('/api/pay/exchange')({ code: o.code })],
  getCdnAuth: (o) => [
    ...o.urls.map((url) => ({ method: 'GET' as const, url: `/api/image/cdnAuth?url=${encodeURIComponent(url)}` })),
    { method: 'GET', url: `/api/image/cdnAuth?url=${encodeURIComponent(o.image)}` },
  ],
  getTaskStatus: (o) => [{ method: 'GET', url: `/api/images/status2?ids=${o.work},${o.queued},${o.videoWork}` }],
  getWorkDetail: (o) => [{ method: 'GET', url: `/api/images/detail?id=${o.work}` }],
  deleteWorks: (o) => [gen('/api/images/delete')({ ids: [o.work, o.videoWork, o.queued] })],
  cancelTask: (o) => [gen('/api/images/cancel')({ id: o.queued })],
  publishWork: (o) => [
    // Unpublish A's public work, publish A's private one.
    gen('/api/image/pub')({ id: o.videoWork, pubStatus: null }),
    gen('/api/image/pub')({ id: o.work, pubStatus: 1 }),
    gen('/api/image/pub')({ id: o.videoWork, pubStatus: 1 }),
  ],
  generateImg2video: (o) => {
    const body = { reference_img: o.bImage, model: '90', duration: 5 };
    return ['reference_img', 'reference_end_img', 'mask_img'].map((field) =>
      gen('/api/images/animation/generate')({ ...body, [field]: o.image }),
    );
  },
  upscale: (o) => [
    gen('/api/images/animation/upscale')({ id: o.work, target: '2x' }),
    gen('/api/images/animation/upscale')({ reference_img: o.image, target: '2x' }),
    gen('/api/images/animation/upscale')({ reference_video: o.video, target: '2x' }),
  ],
  upscaleTurbo: (o) => [
    gen('/api/images/upscaler/turbo')({ reference_img: o.image, upscaler: '2x' }),
    gen('/api/images/upscaler/turbo')({ reference_img: o.bImage, color_reference_img: o.image, upscaler: '2x' }),
  ],
  generateVid2vid: (o) => {
    const body = { reference_video: o.bVideo, prompt: 'anime', duration: 5, frame_rate: 24, model: '201' };
    return [
      { reference_video: o.video },
      { style_list: ['custom'], reference_style_img: o.image },
      { subject_only: true, bg_custom: o.image },
    ].map((swap) => gen('/api/images/v2v/generate')({ ...body, ...swap }));
  },
  generateLipsync: (o) => [
    gen('/api/images/lipsync/generate')({ reference_media: o.video, reference_audio: o.bAudio }),
    gen('/api/images/lipsync/generate')({ reference_media: o.bVideo, reference_audio: o.audio }),
  ],
  extendVideo: (o) => [gen('/api/v2/images/text2video/extend')({ id: o.videoWork, duration: 5 })],
  detectFace: (o) => [gen('/api/images/detectface')({ reference_media: o.image })],
};

/** What of A's must never reach B: A's identity and session, keys and signed URLs, order and login references. */
function secretsOfA(): string[] {
  return [a.uuid, a.token, aGlobal.uuid, aGlobal.token, o.image, o.video, o.audio, o.work, o.videoWork, o.queued];
}

const registry = Object.entries(calls as Record<string, CallContract>) as [CallName, CallContract][];

describe("IDOR sweep: user B with user A's ids and keys", () => {
  it('covers every call of the contracts that takes an object reference', () => {
    const perObject = registry.filter(([, c]) => objectFieldsOf(c).length > 0).map(([name]) => name);
    expect(perObject.length).toBeGreaterThan(20);
    const covered = [...Object.keys(SWEEP), ...Object.keys(NOT_SWEPT)].sort();
    expect(covered).toEqual([...perObject].sort());
  });

  it.each(Object.keys(SWEEP) as CallName[])("%s: nothing of A's leaks and nothing changes", async (name) => {
    const contract = calls[name] as CallContract;
    const region = contract.regions?.[0] ?? 'cn';
    const requests = SWEEP[name]!(o);
    const failures: string[] = [];
    const before = await snapshotState(h.db);
    for (const request of requests) {
      const as = (request.region ?? region) === 'global' ? bGlobal : b;
      const res = await send(h.app, { region, ...request, as });
      const check = checkEnvelope(res);
      if (!check.ok) failures.push(`${request.url}: ${check.problem}`);
      const sent = `${request.url} ${JSON.stringify(request.payload ?? '')}`;
      for (const secret of [...secretsOfA(), ...o.urls]) {
        if (!sent.includes(secret) && res.body.includes(secret)) failures.push(`${request.url} leaked ${secret}`);
      }
      // A fresh signature for one of A's files is a leak even when B named the file.
      for (const [, url] of res.body.matchAll(/"([^"]*[?&]sign=[^"]*)"/g)) {
        const named = url!.includes(a.uuid) || decodeURIComponent(url!).includes(a.uuid);
        if (named) failures.push(`${request.url} signed A's file: ${url}`);
      }
    }
    const changes = stateChanges(before, await snapshotState(h.db), true);
    if (changes.length > 0) failures.push(`changed ${changes.join(', ')}`);
    expect(failures).toEqual([]);
  });

  it('A can still reach every object B was refused (the sweep refused B, not the objects)', async () => {
    expect(o.urls.length, "signed URLs of A's work").toBeGreaterThan(0);
    const status = await ok<{ id: string }[]>({
      method: 'GET',
      url: `/api/images/status2?ids=${o.work},${o.queued},${o.videoWork}`,
      as: a,
    });
    expect(status.map((s) => s.id).sort()).toEqual([o.work, o.queued, o.videoWork].sort());
    expect(await ok({ method: 'GET', url: `/api/pay/checkOrder?orderId=${o.order}`, as: a })).toBeTruthy();
    // The submit templates are valid: with B's own keys they are accepted.
    const mine = await send(h.app, {
      ...gen('/api/images/animation/generate')({ reference_img: o.bImage, model: '90', duration: 5 }),
      as: b,
    });
    expect(mine.json().code, mine.body).toBe(0);
  });
});
