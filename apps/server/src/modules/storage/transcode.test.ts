import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorCode, type StorageToken, type TranscodeAnswer } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { ResolveUser } from '../../http/context';
import { clientHeaders, testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { newObjectId } from './keys';
import { registerStorageRoutes } from './routes';
import { STORAGE_MESSAGES, storageService } from './service';
import { hevcQuickTime, realVideo } from './testing';
import { TRANSCODE_MESSAGES, VideoTranscoder } from './transcode-jobs';

const execFileAsync = promisify(execFile);

let testDb: TestDb;
let app: FastifyInstance;
let dataDir: string;

const byHeader: ResolveUser = async (request) => {
  const uuid = request.headers['x-test-user'];
  return typeof uuid === 'string' ? { uuid } : null;
};

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), 'framewise-transcode-'));
  app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    db: testDb.db,
    resolveUser: byHeader,
    modules: [registerStorageRoutes],
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(user: string, ext: 'mov' | 'mp4', body: Buffer): Promise<{ token: StorageToken; key: string }> {
  const headers = { ...clientHeaders(), 'x-test-user': user };
  const token = (await app.inject({ url: '/api/image/inpaint/videotoken', headers })).json().data as StorageToken;
  const key = `${token.prefix}${newObjectId()}.${ext}`;
  const res = await app.inject({
    method: 'PUT',
    url: `/api/storage/${token.bucket}/${key}`,
    headers: { authorization: `Bearer ${token.credentials.sessionToken}`, 'content-type': 'application/octet-stream' },
    payload: body,
  });
  expect(res.json().code, res.json().msg).toBe(0);
  return { token, key };
}

async function transcode(user: string, key: string): Promise<{ code: number; msg: string; data: TranscodeAnswer }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/image/transcode',
    headers: { ...clientHeaders(), 'x-test-user': user, 'content-type': 'application/json' },
    payload: { key },
  });
  return res.json();
}

/** The top-level boxes of an MP4 file, in order. */
function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length && boxes.length < 50; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

const fileOf = (bucket: string, key: string) => path.join(dataDir, 'storage', bucket, ...key.split('/'));

describe('video transcoding', () => {
  it('turns an iPhone HEVC .mov into an H.264 MP4 with moov first, reporting the state until done', async () => {
    const { token, key } = await upload('user-t', 'mov', await hevcQuickTime());
    const first = await transcode('user-t', key);
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({ state: 'transcoding', key });

    let answer = first;
    // Bounded in count: each round waits for the next poll's answer, never for a time.
    for (let round = 0; round < 500 && answer.data.state === 'transcoding'; round++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await transcode('user-t', key);
      expect(answer.code, answer.msg).toBe(0);
    }
    expect(answer.data.state).toBe('done');
    const copy = answer.data.key;
    expect(copy).toBe(key.replace(/\.mov$/, '-h264.mp4'));
    expect(answer.data.url).toContain(copy);

    const bytes = readFileSync(fileOf(token.bucket, copy));
    const boxes = topLevelBoxes(bytes);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const { stdout } = await execFileAsync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,pix_fmt:format=format_name',
      '-of',
      'json',
      fileOf(token.bucket, copy),
    ]);
    const probe = JSON.parse(stdout) as { streams: { codec_name: string; pix_fmt?: string }[] };
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(probe.streams.find((s) => s.codec_name === 'h264')?.pix_fmt).toBe('yuv420p');
    // The upload stays as it was; asking again answers the copy at once.
    expect(readFileSync(fileOf(token.bucket, key)).subarray(4, 12).toString('latin1')).toBe('ftypqt  ');
    expect((await transcode('user-t', key)).data).toMatchObject({ state: 'done', key: copy });
  });

  it('answers an H.264 MP4 done at once with its own key', async () => {
    const { key } = await upload('user-t', 'mp4', await realVideo());
    expect((await transcode('user-t', key)).data).toMatchObject({ state: 'done', progress: 1, key });
  });

  it("refuses another user's video and keys that are not videos", async () => {
    const { key } = await upload('user-t', 'mov', await hevcQuickTime());
    const other = await transcode('user-u', key);
    expect(other).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: STORAGE_MESSAGES.notOwner });
    const image = await transcode('user-t', key.replace(/\.mov$/, '.png'));
    expect(image).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: STORAGE_MESSAGES.wrongType });
  });

  it('refuses clearly when ffmpeg is not there, converting nothing', async () => {
    const { key } = await upload('user-t', 'mov', await hevcQuickTime());
    const transcoder = new VideoTranscoder(storageService(app.ctx), { ffmpegPath: '/nonexistent/ffmpeg' });
    await expect(transcoder.request('user-t', key)).rejects.toMatchObject({
      code: ErrorCode.NOT_AVAILABLE,
      message: TRANSCODE_MESSAGES.unavailable,
    });
  });
});
