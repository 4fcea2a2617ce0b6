import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CdnAuthAnswer, ErrorCode, type StorageToken } from '@framewise/contracts';
import { translateMessage } from '@framewise/i18n/messages';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { ResolveUser } from '../../http/context';
import { clientHeaders, testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { newObjectId } from './keys';
import { objectExists } from './repo';
import { registerStorageRoutes } from './routes';
import { STORAGE_MESSAGES, storageService } from './service';
import { audioOf, HTML_PAGE, jpegOf, pngBomb, pngOf, realVideo, videoOf, webpOf } from './testing';

const MB = 1024 * 1024;
const START = new Date('2026-11-21T10:00:00Z');

let testDb: TestDb;
let app: FastifyInstance;
let dataDir: string;
let clock = START;

// Tests name the user by header; the accounts module's sessions are not what this file is about.
const byHeader: ResolveUser = async (request) => {
  const uuid = request.headers['x-test-user'];
  return typeof uuid === 'string' ? { uuid } : null;
};

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), 'framewise-storage-'));
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    db: testDb.db,
    resolveUser: byHeader,
    now: () => clock,
    modules: [registerStorageRoutes],
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = START;
});

const TOKEN_PATHS = {
  general: '/api/image/token',
  public: '/api/image/pubtoken',
  inpaintImage: '/api/image/inpaint/token',
  inpaintVideo: '/api/image/inpaint/videotoken',
} as const;

async function call(url: string, user?: string): Promise<{ code: number; data: unknown; msg: string }> {
  const headers = { ...clientHeaders(), ...(user ? { 'x-test-user': user } : {}) };
  const res = await app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function tokenFor(user: string, purpose: keyof typeof TOKEN_PATHS = 'general', folder?: string) {
  const answer = await call(`${TOKEN_PATHS[purpose]}${folder ? `?path=${folder}` : ''}`, user);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as StorageToken;
}

const keyUnder = (token: StorageToken, ext: string) => `${token.prefix}${newObjectId()}.${ext}`;

function put(
  token: StorageToken,
  key: string,
  body: Buffer,
  options: { bucket?: string; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/storage/${options.bucket ?? token.bucket}/${key}`,
    headers: {
      authorization: `Bearer ${token.credentials.sessionToken}`,
      'content-type': options.contentType ?? 'application/octet-stream',
    },
    payload: body,
  });
}

async function cdnAuth(user: string, url: string) {
  return call(`/api/image/cdnAuth?url=${encodeURIComponent(url)}`, user);
}

const fileOf = (bucket: string, key: string) => path.join(dataDir, 'storage', bucket, ...key.split('/'));

/** Refused with code and msg, and nothing of it on disk or in the table. */
async function expectRefused(res: LightMyRequestResponse, token: StorageToken, key: string, code: number, msg: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code, data: null, msg });
  expect(existsSync(fileOf(token.bucket, key))).toBe(false);
  const row = await testDb.db.selectFrom('storage_objects').select('key').where('key', '=', key).executeTakeFirst();
  expect(row).toBeUndefined();
  const tmp = path.join(dataDir, 'storage', '.tmp');
  if (existsSync(tmp)) expect(readdirSync(tmp)).toEqual([]);
}

describe('upload credentials', () => {
  it('map each purpose to its bucket and a prefix of the caller only', async () => {
    const general = await tokenFor('user-a');
    expect(general).toMatchObject({
      bucket: 'framewise-test-private',
      region: 'ap-beijing',
      driver: 'local',
      prefix: 'upload/user-a/',
      uploadUrl: '/api/storage/framewise-test-private/',
      cdnUrl: '/api/storage/framewise-test-private/',
      startTime: START.getTime() / 1000,
      expiredTime: START.getTime() / 1000 + 1800,
    });
    expect(general.credentials.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(general.credentials.tmpSecretKey).toBe('');

    expect(await tokenFor('user-a', 'public')).toMatchObject({
      bucket: 'framewise-test-public',
      prefix: 'user-avatar/user-a/',
    });
    expect(await tokenFor('user-a', 'inpaintImage')).toMatchObject({ prefix: 'inpaint/user-a/' });
    expect(await tokenFor('user-a', 'inpaintVideo')).toMatchObject({ prefix: 'inpaint-video/user-a/' });
    expect(await tokenFor('user-a', 'general', 'upload')).toMatchObject({ prefix: 'upload/user-a/' });
  });

  it('are refused for any folder but the purpose’s own, above all the generated works', async () => {
    for (const [purpose, url] of Object.entries(TOKEN_PATHS)) {
      for (const folder of ['works', 'style-image', purpose === 'general' ? 'user-avatar' : 'upload']) {
        expect(await call(`${url}?path=${folder}`, 'user-a'), `${purpose} ${folder}`).toMatchObject({
          code: ErrorCode.BAD_REQUEST,
          msg: STORAGE_MESSAGES.folderNotAllowed,
        });
      }
    }
    const grants = await testDb.db.selectFrom('storage_grants').select('prefix').execute();
    expect(grants.filter((g) => !/^(upload|user-avatar|inpaint|inpaint-video)\//.test(g.prefix))).toEqual([]);
  });

  it('need a login and a plain folder name', async () => {
    for (const url of Object.values(TOKEN_PATHS)) expect((await call(url)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await call('/api/image/token?path=../user-b', 'user-a')).code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('are stored as a hash, never as the token', async () => {
    const token = await tokenFor('user-hash');
    const grant = await testDb.db
      .selectFrom('storage_grants')
      .selectAll()
      .where('id', '=', token.credentials.tmpSecretId)
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({
      owner_uuid: 'user-hash',
      purpose: 'general',
      bucket: token.bucket,
      prefix: token.prefix,
      token_hash: createHash('sha256').update(token.credentials.sessionToken).digest('hex'),
    });
    expect(JSON.stringify(grant)).not.toContain(token.credentials.sessionToken);
  });
});

describe('uploads through the local endpoint', () => {
  it('store an image under the prefix and answer its key and a working URL', async () => {
    const token = await tokenFor('user-a');
    const png = await pngOf(320, 200);
    const key = keyUnder(token, 'png');
    const res = await put(token, key, png, { contentType: 'image/png' });
    expect(res.json()).toMatchObject({ code: 0, msg: 'ok', data: { key } });
    const { url } = res.json().data;
    expect(url).toMatch(new RegExp(`^/api/storage/framewise-test-private/${key}\\?t=\\d+&sign=`));

    const row = await testDb.db
      .selectFrom('storage_objects')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      bucket: 'framewise-test-private',
      owner_uuid: 'user-a',
      size: png.length,
      mime: 'image/png',
      width: 320,
      height: 200,
    });
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('take jpeg, and webp for avatars, whatever content type the client declares', async () => {
    const general = await tokenFor('user-a');
    const jpg = keyUnder(general, 'jpg');
    expect((await put(general, jpg, await jpegOf(64, 64), { contentType: 'text/plain' })).json().code).toBe(0);
    const avatar = await tokenFor('user-a', 'public');
    const webp = keyUnder(avatar, 'webp');
    expect((await put(avatar, webp, await webpOf(64, 64))).json().code).toBe(0);
  });

  it('refuse a PNG name holding an HTML page, and content that disagrees with its extension', async () => {
    const token = await tokenFor('user-a');
    const html = keyUnder(token, 'png');
    await expectRefused(await put(token, html, HTML_PAGE), token, html, 400, STORAGE_MESSAGES.wrongType);
    const jpegAsPng = keyUnder(token, 'png');
    await expectRefused(
      await put(token, jpegAsPng, await jpegOf(32, 32)),
      token,
      jpegAsPng,
      400,
      STORAGE_MESSAGES.extensionMismatch,
    );
    const webpInGeneral = keyUnder(token, 'webp');
    await expectRefused(
      await put(token, webpInGeneral, await webpOf(32, 32)),
      token,
      webpInGeneral,
      400,
      STORAGE_MESSAGES.wrongType,
    );
  });

  it('refuse oversize files, with nothing stored', async () => {
    const token = await tokenFor('user-a');
    const png = await pngOf(16, 16);
    const padded = Buffer.concat([png, Buffer.alloc(5 * MB + 1 - png.length)]);
    const key = keyUnder(token, 'png');
    await expectRefused(await put(token, key, padded), token, key, 400, STORAGE_MESSAGES.tooLarge(5 * MB));

    const huge = Buffer.concat([videoOf('isom', 16), Buffer.alloc(30 * MB + 2)]);
    const video = keyUnder(token, 'mp4');
    await expectRefused(await put(token, video, huge), token, video, 400, STORAGE_MESSAGES.tooLarge(30 * MB));
  });

  it('refuse a pixel bomb and images over 2048 px, with nothing stored; avatars may reach 4096 px', async () => {
    const token = await tokenFor('user-a');
    const bomb = keyUnder(token, 'png');
    await expectRefused(
      await put(token, bomb, pngBomb(50_000, 50_000)),
      token,
      bomb,
      400,
      STORAGE_MESSAGES.tooManyPixels(2048),
    );
    const wide = keyUnder(token, 'png');
    await expectRefused(
      await put(token, wide, await pngOf(2049, 10)),
      token,
      wide,
      400,
      STORAGE_MESSAGES.tooManyPixels(2048),
    );
    const truncated = keyUnder(token, 'png');
    await expectRefused(
      await put(token, truncated, (await pngOf(500, 500)).subarray(0, 300)),
      token,
      truncated,
      400,
      STORAGE_MESSAGES.unreadableImage,
    );

    const avatar = await tokenFor('user-a', 'public');
    expect((await put(avatar, keyUnder(avatar, 'png'), await pngOf(3000, 10))).json().code).toBe(0);
    const avatarBomb = keyUnder(avatar, 'png');
    await expectRefused(
      await put(avatar, avatarBomb, pngBomb(5000, 5000)),
      avatar,
      avatarBomb,
      400,
      STORAGE_MESSAGES.tooManyPixels(4096),
    );
  });

  it('take videos up to the video limit, and only videos with the video credentials', async () => {
    const token = await tokenFor('user-v', 'inpaintVideo');
    const mp4 = videoOf('isom', 6 * MB);
    const key = keyUnder(token, 'mp4');
    expect((await put(token, key, mp4)).json()).toMatchObject({ code: 0, data: { key } });
    const mov = keyUnder(token, 'mov');
    expect((await put(token, mov, videoOf('qt  '))).json().code).toBe(0);
    const png = keyUnder(token, 'png');
    await expectRefused(await put(token, png, await pngOf(8, 8)), token, png, 400, STORAGE_MESSAGES.wrongType);
  });

  it('refuse a malformed key and an empty body', async () => {
    const token = await tokenFor('user-a');
    const nested = `${token.prefix}x/${newObjectId()}.png`;
    await expectRefused(await put(token, nested, await pngOf(8, 8)), token, nested, 400, STORAGE_MESSAGES.badKey);
    const empty = keyUnder(token, 'png');
    await expectRefused(await put(token, empty, Buffer.alloc(0)), token, empty, 400, STORAGE_MESSAGES.empty);
  });
});

describe('audio uploads', () => {
  it('store mp3, wav and m4a under general credentials and serve them with their audio type', async () => {
    const token = await tokenFor('user-s');
    for (const [format, ext, mime] of [
      ['mp3', 'mp3', 'audio/mpeg'],
      ['wav', 'wav', 'audio/wav'],
      ['m4a', 'm4a', 'audio/mp4'],
      ['m4aGenericBrand', 'm4a', 'audio/mp4'],
    ] as const) {
      const body = await audioOf(format);
      const key = keyUnder(token, ext);
      const res = await put(token, key, body, { contentType: 'application/octet-stream' });
      expect(res.json(), format).toMatchObject({ code: 0, data: { key } });
      const row = await testDb.db
        .selectFrom('storage_objects')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ owner_uuid: 'user-s', mime, size: body.length, width: null, height: null });
      const served = await app.inject({ url: res.json().data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(body)).toBe(true);
    }
  });

  it('refuse an .mp3 that is really an HTML page, a video named .m4a, and audio where only video is allowed', async () => {
    const token = await tokenFor('user-s');
    const html = keyUnder(token, 'mp3');
    await expectRefused(await put(token, html, HTML_PAGE), token, html, 400, STORAGE_MESSAGES.wrongType);
    const video = keyUnder(token, 'm4a');
    await expectRefused(await put(token, video, await realVideo()), token, video, 400, STORAGE_MESSAGES.wrongType);
    const wavAsMp3 = keyUnder(token, 'mp3');
    await expectRefused(
      await put(token, wavAsMp3, await audioOf('wav')),
      token,
      wavAsMp3,
      400,
      STORAGE_MESSAGES.extensionMismatch,
    );
    const inpaint = await tokenFor('user-s', 'inpaintVideo');
    const mp3 = keyUnder(inpaint, 'mp3');
    await expectRefused(await put(inpaint, mp3, await audioOf('mp3')), inpaint, mp3, 400, STORAGE_MESSAGES.wrongType);
  });

  it('refuse oversize, damaged and too long audio, with nothing stored', async () => {
    const token = await tokenFor('user-s');
    const mp3 = await audioOf('mp3');
    const padded = Buffer.concat([mp3, Buffer.alloc(20 * MB + 1 - mp3.length)]);
    const big = keyUnder(token, 'mp3');
    await expectRefused(await put(token, big, padded), token, big, 400, STORAGE_MESSAGES.tooLarge(20 * MB));

    // A WAV header promising sound, and noise where the format chunk should be.
    const wav = await audioOf('wav');
    const broken = Buffer.concat([wav.subarray(0, 12), Buffer.alloc(64, 0xaa)]);
    const damaged = keyUnder(token, 'wav');
    const unreadable = translateMessage(STORAGE_MESSAGES.unreadableAudio, 'zh');
    await expectRefused(await put(token, damaged, broken), token, damaged, 400, unreadable);

    const long = keyUnder(token, 'mp3');
    const tooLong = translateMessage(STORAGE_MESSAGES.audioTooLong, 'zh');
    expect(tooLong).not.toBe(STORAGE_MESSAGES.audioTooLong);
    await expectRefused(await put(token, long, await audioOf('mp3', 61)), token, long, 400, tooLong);
  });
});

describe('prefix scoping', () => {
  it('user A cannot write into B’s prefix, nor overwrite B’s file; a stored key keeps its content', async () => {
    const a = await tokenFor('user-a');
    const b = await tokenFor('user-b');
    const png = await pngOf(40, 40);

    const intoB = keyUnder(b, 'png');
    await expectRefused(await put(a, intoB, png), b, intoB, ErrorCode.FORBIDDEN, STORAGE_MESSAGES.outsidePrefix);

    const bKey = keyUnder(b, 'png');
    expect((await put(b, bKey, png)).json().code).toBe(0);
    const before = await testDb.db
      .selectFrom('storage_objects')
      .selectAll()
      .where('key', '=', bKey)
      .executeTakeFirstOrThrow();
    const other = await pngOf(41, 41);
    expect((await put(a, bKey, other)).json()).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      data: null,
      msg: STORAGE_MESSAGES.outsidePrefix,
    });
    expect((await put(b, bKey, other)).json()).toMatchObject({
      code: ErrorCode.CONFLICT,
      data: null,
      msg: STORAGE_MESSAGES.keyTaken,
    });
    // A retry of the same bytes whose first answer was lost succeeds without writing again.
    expect((await put(b, bKey, png)).json()).toMatchObject({ code: 0, data: { key: bKey } });
    const after = await testDb.db
      .selectFrom('storage_objects')
      .selectAll()
      .where('key', '=', bKey)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('credentials of one bucket do not write into another, even under the same prefix', async () => {
    const general = await tokenFor('user-a', 'general');
    const key = keyUnder(general, 'png');
    const res = await put(general, key, await pngOf(8, 8), { bucket: 'framewise-test-public' });
    expect(res.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: STORAGE_MESSAGES.outsidePrefix });
    expect(existsSync(fileOf('framewise-test-public', key))).toBe(false);
  });

  it('user A cannot sign B’s private file, stored or not', async () => {
    const b = await tokenFor('user-b');
    const bKey = keyUnder(b, 'png');
    expect((await put(b, bKey, await pngOf(8, 8))).json().code).toBe(0);
    for (const url of [`/api/storage/${b.bucket}/${bKey}`, bKey, keyUnder(b, 'png')]) {
      expect(await cdnAuth('user-a', url)).toMatchObject({
        code: ErrorCode.FORBIDDEN,
        data: null,
        msg: STORAGE_MESSAGES.notOwner,
      });
    }
    expect((await cdnAuth('user-b', bKey)).code).toBe(0);
  });

  it('tells the users module who owns what', async () => {
    const token = await tokenFor('user-a', 'public');
    const key = keyUnder(token, 'png');
    expect((await put(token, key, await pngOf(8, 8))).json().code).toBe(0);
    expect(await objectExists(testDb.db, token.bucket, key, 'user-a')).toBe(true);
    expect(await objectExists(testDb.db, token.bucket, key, 'user-b')).toBe(false);
    expect(await objectExists(testDb.db, 'framewise-test-private', key, 'user-a')).toBe(false);
    expect(await storageService(app.ctx).ownsObject(token.bucket, key, 'user-a')).toBe(true);
  });
});

describe('expired or missing credentials', () => {
  it('are refused once the grant expires', async () => {
    const token = await tokenFor('user-a');
    clock = new Date(START.getTime() + 1799_000);
    const inTime = keyUnder(token, 'png');
    expect((await put(token, inTime, await pngOf(8, 8))).json().code).toBe(0);
    clock = new Date(START.getTime() + 1800_000);
    const late = keyUnder(token, 'png');
    await expectRefused(
      await put(token, late, await pngOf(8, 8)),
      token,
      late,
      ErrorCode.UNAUTHORIZED,
      STORAGE_MESSAGES.credentialsExpired,
    );
  });

  it('are refused when absent or unknown', async () => {
    const token = await tokenFor('user-a');
    const key = keyUnder(token, 'png');
    const body = await pngOf(8, 8);
    const forged = { ...token, credentials: { ...token.credentials, sessionToken: 'x'.repeat(43) } };
    await expectRefused(await put(forged, key, body), token, key, 401, STORAGE_MESSAGES.credentialsInvalid);
    const res = await app.inject({ method: 'PUT', url: `/api/storage/${token.bucket}/${key}`, payload: body });
    await expectRefused(res, token, key, 401, STORAGE_MESSAGES.credentialsMissing);
  });
});

describe('cdnAuth and serving', () => {
  it('signs the caller’s private file for 15 minutes, and the link stops working after that', async () => {
    const token = await tokenFor('user-a');
    const key = keyUnder(token, 'png');
    const png = await pngOf(8, 8);
    expect((await put(token, key, png)).json().code).toBe(0);

    const answer = await cdnAuth('user-a', `http://localhost:8080/api/storage/${token.bucket}/${key}?old=1`);
    expect(answer.code).toBe(0);
    const signed = answer.data as CdnAuthAnswer;
    expect(signed.expiredTime).toBe(START.getTime() / 1000 + 900);
    expect(signed.url).toBe(`/api/storage/${token.bucket}/${key}?t=${signed.expiredTime}&sign=${signed.sign}`);

    const fresh = await app.inject({ url: signed.url });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=900',
      etag: `"${createHash('sha256').update(png).digest('hex')}"`,
      'content-security-policy': "default-src 'none'; sandbox",
    });

    clock = new Date(START.getTime() + 901_000);
    const expired = await app.inject({ url: signed.url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: 'The link has expired; request a new one' });
  });

  it('serves private files only with a valid signature for that very file', async () => {
    const token = await tokenFor('user-a');
    const [one, two] = [keyUnder(token, 'png'), keyUnder(token, 'png')];
    for (const key of [one, two]) expect((await put(token, key, await pngOf(8, 8))).json().code).toBe(0);
    const signed = (await cdnAuth('user-a', one!)).data as CdnAuthAnswer;
    const query = signed.url.split('?')[1];

    expect((await app.inject({ url: `/api/storage/${token.bucket}/${one}` })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/storage/${token.bucket}/${two}?${query}` })).statusCode).toBe(403);
    const longer = `/api/storage/${token.bucket}/${one}?t=${signed.expiredTime + 3600}&sign=${signed.sign}`;
    expect((await app.inject({ url: longer })).statusCode).toBe(403);
  });

  it('serves public files to anyone, cached for a year', async () => {
    const token = await tokenFor('user-a', 'public');
    const key = keyUnder(token, 'png');
    const res = await put(token, key, await pngOf(8, 8));
    expect(res.json().data.url).toBe(`/api/storage/framewise-test-public/${key}`);
    const served = await app.inject({ url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await cdnAuth('user-b', res.json().data.url)).code).toBe(0);

    const head = await app.inject({ method: 'HEAD', url: res.json().data.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    const revalidated = await app.inject({
      url: res.json().data.url,
      headers: { 'if-none-match': served.headers.etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves byte ranges of videos', async () => {
    const token = await tokenFor('user-v', 'inpaintVideo');
    const key = keyUnder(token, 'mp4');
    const video = videoOf('isom', 10_000);
    const url = (await put(token, key, video)).json().data.url as string;
    const part = await app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const beyond = await app.inject({ url, headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses addresses that are not ours and paths that try to leave the store', async () => {
    expect(await cdnAuth('user-a', 'https://evil.example/upload/user-a/abcdefgh.png')).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      msg: STORAGE_MESSAGES.notOurUrl,
    });
    expect((await cdnAuth('user-a', '../../etc/passwd')).code).toBe(ErrorCode.BAD_REQUEST);
    for (const url of [
      '/api/storage/framewise-test-public/..%2F..%2Fpglite%2FPG_VERSION',
      '/api/storage/unknown-bucket/upload/user-a/abcdefgh.png',
      '/api/storage/framewise-test-public/user-avatar/user-a/missing0.png',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('server-written files', () => {
  it('are recorded with their owner and type from the content', async () => {
    const service = storageService(app.ctx);
    const key = 'works/user-a/result-0001.png';
    await service.putOwnedObject({
      bucket: 'framewise-test-private',
      key,
      ownerUuid: 'user-a',
      body: await pngOf(30, 20),
    });
    expect(await service.ownsObject('framewise-test-private', key, 'user-a')).toBe(true);
    expect(await service.ownsObject('framewise-test-private', key, 'user-b')).toBe(false);
    expect((await cdnAuth('user-a', key)).code).toBe(0);
    expect((await cdnAuth('user-b', key)).code).toBe(ErrorCode.FORBIDDEN);
    await expect(
      service.putOwnedObject({
        bucket: 'framewise-test-private',
        key: 'works/user-a/page.png',
        ownerUuid: 'user-a',
        body: HTML_PAGE,
      }),
    ).rejects.toThrow('not an image, video or audio');
  });
});
