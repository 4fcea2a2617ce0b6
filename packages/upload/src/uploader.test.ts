import { ApiError } from '@framewise/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageError } from './storage-error';
import { fakeDriver, fakeToken, imageFile } from './test-utils/fixtures';
import {
  createUploader,
  FILE_PARALLEL_LIMIT,
  objectKey,
  pollTranscode,
  selectDriver,
  TRANSCODE_MAX_POLLS,
  TRANSCODE_POLL_MS,
} from './uploader';

const passThrough = vi.fn(async (file: File | Blob) => file as File);

function setup(options: Partial<Parameters<typeof createUploader>[0]> = {}) {
  const local = fakeDriver('local');
  const fetchToken = vi.fn(async () => fakeToken());
  const uploader = createUploader({
    fetchToken,
    drivers: [local.driver],
    compress: passThrough,
    randomId: () => 'abc123',
    now: () => 0,
    ...options,
  });
  return { uploader, local, fetchToken };
}

describe('selectDriver', () => {
  it('picks the driver the credentials name among the registered ones', () => {
    const local = fakeDriver('local').driver;
    const cos = fakeDriver('cos').driver;
    expect(selectDriver([local, cos], 'cos')).toBe(cos);
    expect(selectDriver([local, cos], 'local')).toBe(local);
  });

  it('refuses a driver the app did not register (the overseas build has no COS)', () => {
    const err = (() => {
      try {
        selectDriver([fakeDriver('local').driver], 'cos');
      } catch (e) {
        return e as StorageError;
      }
    })();
    expect(err).toBeInstanceOf(StorageError);
    expect(err?.code).toBe('DriverNotRegistered');
    expect(err?.retryable).toBe(false);
  });
});

describe('objectKey', () => {
  it('builds {path}/{user uuid}/{random id}.{ext} inside the granted prefix', () => {
    expect(objectKey('user-avatar/u-1/', 'f00d', 'png')).toBe('user-avatar/u-1/f00d.png');
    expect(objectKey('upload/u-1', 'f00d', 'mp4')).toBe('upload/u-1/f00d.mp4');
  });
});

describe('createUploader', () => {
  beforeEach(() => passThrough.mockClear());

  it('uploads through the driver the credentials name, with the key under their prefix', async () => {
    const local = fakeDriver('local');
    const cos = fakeDriver('cos');
    const uploader = createUploader({
      fetchToken: async () => fakeToken({ driver: 'cos', prefix: 'user-avatar/u-9/' }),
      drivers: [local.driver, cos.driver],
      compress: passThrough,
      randomId: () => 'r4nd0m',
    });
    const result = await uploader.upload(imageFile('me.png'), { purpose: 'public', path: 'user-avatar' });
    expect(local.putObject).not.toHaveBeenCalled();
    expect(cos.requests[0]).toMatchObject({
      bucket: fakeToken().bucket,
      region: 'ap-shanghai',
      key: 'user-avatar/u-9/r4nd0m.png',
      contentType: 'image/png',
    });
    expect(result).toEqual({ key: 'user-avatar/u-9/r4nd0m.png', url: 'https://files.test/user-avatar/u-9/r4nd0m.png' });
    expect(uploader.drivers).toEqual(['local', 'cos']);
  });

  it('fetches credentials by purpose and path, and reuses them for the next upload', async () => {
    const { uploader, fetchToken } = setup();
    await uploader.upload(imageFile(), { purpose: 'inpaintImage', path: 'brush' });
    await uploader.upload(imageFile(), { purpose: 'inpaintImage', path: 'brush' });
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(fetchToken).toHaveBeenCalledWith('inpaintImage', 'brush');
    await uploader.upload(imageFile());
    expect(fetchToken).toHaveBeenLastCalledWith('general', undefined);
  });

  it('compresses images to 1000 px unless compression is off, and never videos', async () => {
    const { uploader } = setup();
    await uploader.upload(imageFile());
    expect(passThrough).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ maxWidthOrHeight: 1000 }));
    passThrough.mockClear();
    await uploader.upload(imageFile(), { compress: false });
    await uploader.upload(new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(passThrough).not.toHaveBeenCalled();
  });

  it('takes the key extension from the compressed file (a PNG that became a JPEG)', async () => {
    const { uploader, local } = setup({
      compress: async () => new File(['j'], 'scan.jpg', { type: 'image/jpeg' }),
    });
    await uploader.upload(imageFile('scan.png'));
    expect(local.requests[0]?.key).toBe('upload/user-1/abc123.jpg');
    expect(local.requests[0]?.contentType).toBe('image/jpeg');
  });

  it('sends audio as it is: no compression, no transcoding, the key ending in its own extension', async () => {
    const { uploader, local } = setup();
    const result = await uploader.upload(new File(['a'], 'voice.wav', { type: 'audio/wav' }));
    expect(passThrough).not.toHaveBeenCalled();
    expect(result).toEqual({ key: 'upload/user-1/abc123.wav', url: expect.any(String) });
    expect(local.requests[0]?.contentType).toBe('audio/wav');
  });

  it('marks videos as transcoding', async () => {
    const { uploader } = setup();
    const video = await uploader.upload(new File(['v'], 'clip.mov', { type: 'video/quicktime' }));
    expect(video).toMatchObject({ key: 'upload/user-1/abc123.mov', transcoding: true });
    const image = await uploader.upload(imageFile());
    expect(image.transcoding).toBeUndefined();
  });

  it('reports progress in percent, ending at 100', async () => {
    const local = fakeDriver('local', async (request) => {
      request.onProgress?.({ loaded: 256, total: 1024 });
      request.onProgress?.({ loaded: 1024, total: 1024 });
      return { statusCode: 200, key: request.key, url: 'u' };
    });
    const { uploader } = setup({ drivers: [local.driver] });
    const onProgress = vi.fn();
    await uploader.upload(imageFile(), { onProgress });
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([0, 25, 100, 100]);
  });

  it('refuses a missing parameter before calling the driver, without retries', async () => {
    const fetchToken = vi.fn(async () => fakeToken({ region: '' }));
    const { uploader, local } = setup({ fetchToken });
    await expect(uploader.upload(imageFile())).rejects.toMatchObject({ message: 'missing param Region' });
    expect(local.putObject).not.toHaveBeenCalled();
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('does not retry a business refusal of the token call (not logged in)', async () => {
    const fetchToken = vi.fn(async () => {
      throw new ApiError({ kind: 'business', code: 401, msg: '请先登录' });
    });
    const wait = vi.fn(async () => {});
    const { uploader } = setup({ fetchToken, wait });
    await expect(uploader.upload(imageFile())).rejects.toBeInstanceOf(ApiError);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  describe('retries', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('counts only a storage status of 200 as success, retrying up to 4 times 1 s, 2 s, 3 s, 4 s apart', async () => {
      const times: number[] = [];
      const t0 = Date.now();
      const local = fakeDriver('local', async (request) => {
        times.push(Date.now() - t0);
        return { statusCode: 204, key: request.key, url: 'u', requestId: 'req-1' };
      });
      const { uploader } = setup({ drivers: [local.driver] });
      const outcome = uploader.upload(imageFile()).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      const err = (await outcome) as StorageError;
      expect(err).toBeInstanceOf(StorageError);
      expect(err).toMatchObject({ code: 'UnexpectedStatus', statusCode: 204, requestId: 'req-1' });
      expect(times).toEqual([0, 1000, 3000, 6000, 10_000]);
    });

    it('uses a fresh key on each attempt (the store never overwrites) and succeeds when it recovers', async () => {
      let calls = 0;
      const local = fakeDriver('local', async (request) => {
        calls += 1;
        if (calls === 1) throw new StorageError({ code: 'NetworkError', message: 'network error' });
        return { statusCode: 200, key: request.key, url: 'u' };
      });
      let id = 0;
      const { uploader } = setup({
        drivers: [local.driver],
        randomId: () => {
          id += 1;
          return `id${id}`;
        },
      });
      const run = uploader.upload(imageFile());
      await vi.advanceTimersByTimeAsync(1000);
      await expect(run).resolves.toMatchObject({ key: 'upload/user-1/id2.png' });
      expect(local.requests.map((r) => r.key)).toEqual(['upload/user-1/id1.png', 'upload/user-1/id2.png']);
    });

    it('fetches new credentials after the store refused them', async () => {
      let calls = 0;
      const local = fakeDriver('local', async (request) => {
        calls += 1;
        if (calls === 1) throw new StorageError({ code: 'AccessDenied', message: 'expired', statusCode: 403 });
        return { statusCode: 200, key: request.key, url: 'u' };
      });
      let n = 0;
      const fetchToken = vi.fn(async () => {
        n += 1;
        return fakeToken({ credentials: { tmpSecretId: 'id', tmpSecretKey: 'k', sessionToken: `session-${n}` } });
      });
      const { uploader } = setup({ drivers: [local.driver], fetchToken });
      const run = uploader.upload(imageFile());
      await vi.advanceTimersByTimeAsync(1000);
      await run;
      expect(fetchToken).toHaveBeenCalledTimes(2);
      expect(local.requests.map((r) => r.token.credentials.sessionToken)).toEqual(['session-1', 'session-2']);
    });

    it('stops retrying when the upload is cancelled', async () => {
      const local = fakeDriver('local', async () => {
        throw new StorageError({ code: 'NetworkError', message: 'network error' });
      });
      const { uploader } = setup({ drivers: [local.driver] });
      const controller = new AbortController();
      const outcome = uploader.upload(imageFile(), { signal: controller.signal }).catch((e: Error) => e.name);
      await vi.advanceTimersByTimeAsync(500);
      controller.abort();
      expect(await outcome).toBe('AbortError');
      expect(local.putObject).toHaveBeenCalledTimes(1);
    });
  });

  it('uploads at most 5 files at a time', async () => {
    expect(FILE_PARALLEL_LIMIT).toBe(5);
    let active = 0;
    let peak = 0;
    const local = fakeDriver('local', async (request) => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      return { statusCode: 200, key: request.key, url: 'u' };
    });
    let id = 0;
    const { uploader } = setup({
      drivers: [local.driver],
      randomId: () => {
        id += 1;
        return `id${id}`;
      },
    });
    const results = await uploader.uploadMany(Array.from({ length: 12 }, (_, i) => imageFile(`${i}.png`)));
    expect(results).toHaveLength(12);
    expect(peak).toBe(5);
    expect(new Set(results.map((r) => r.key)).size).toBe(12);
  });
});

describe('pollTranscode', () => {
  const uploaded = { key: 'u/1/abcdefgh.mov', url: 'u-mov', transcoding: true };
  const running = (progress: number) => ({ state: 'transcoding' as const, progress, key: uploaded.key, url: 'u-mov' });

  it('asks until the server is done, reporting progress, and answers the converted key', async () => {
    const answers = [
      running(0),
      running(0.5),
      { state: 'done' as const, progress: 1, key: 'u/1/abcdefgh-h264.mp4', url: 'u-mp4' },
    ];
    const ask = vi.fn(async () => answers.shift()!);
    const wait = vi.fn(async () => {});
    const progress: number[] = [];
    const result = await pollTranscode(ask, uploaded, { wait, onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ key: 'u/1/abcdefgh-h264.mp4', url: 'u-mp4' });
    expect(ask).toHaveBeenCalledTimes(3);
    expect(ask).toHaveBeenCalledWith(uploaded.key);
    expect(wait).toHaveBeenCalledWith(TRANSCODE_POLL_MS, undefined);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it("passes the server's refusal on, and gives up after the last poll", async () => {
    const refusal = new ApiError({ kind: 'business', code: 501, msg: 'no ffmpeg' });
    await expect(pollTranscode(async () => Promise.reject(refusal), uploaded)).rejects.toBe(refusal);
    const ask = vi.fn(async () => running(0.1));
    await expect(pollTranscode(ask, uploaded, { wait: async () => {} })).rejects.toMatchObject({ kind: 'timeout' });
    expect(ask).toHaveBeenCalledTimes(TRANSCODE_MAX_POLLS);
  });
});
