import type COS from 'cos-js-sdk-v5';
import { describe, expect, it, vi } from 'vitest';
import type { PutObjectRequest } from '../driver';
import { StorageError } from '../storage-error';
import { fakeToken } from '../test-utils/fixtures';
import { COS_SLICE_SIZE, type CosClient, cosClientOptions, cosDriver, toStorageError } from './cos-driver';

function fakeClient(answer: Partial<COS.UploadFileResult> = {}) {
  const client = {
    uploadFile: vi.fn(async (params: COS.UploadFileParams) => {
      params.onProgress?.({ loaded: 5, total: 10, speed: 1, percent: 0.5 });
      return {
        statusCode: 200,
        Location: `bucket.cos.ap-shanghai.myqcloud.com/${params.Key}`,
        ETag: '"e"',
        RequestId: 'req-1',
        ...answer,
      } as COS.UploadFileResult;
    }),
    putObject: vi.fn(
      async (params: COS.PutObjectParams) =>
        ({ statusCode: 200, Location: `bucket/${params.Key}`, ETag: '"e"' }) as COS.PutObjectResult,
    ),
    cancelTask: vi.fn(),
  };
  return client;
}

function setup(client: CosClient & Record<string, unknown> = fakeClient()) {
  const created: COS.COSOptions[] = [];
  const driver = cosDriver({
    createClient: (options) => {
      created.push(options);
      return client;
    },
  });
  const request = (overrides: Partial<PutObjectRequest> = {}): PutObjectRequest => ({
    bucket: 'fw-private-1250000000',
    region: 'ap-shanghai',
    key: 'upload/user-1/abc.png',
    body: new Blob(['png'], { type: 'image/png' }),
    contentType: 'image/png',
    token: fakeToken({ driver: 'cos' }),
    ...overrides,
  });
  return { driver, client, created, request };
}

describe('cosClientOptions', () => {
  it('runs 5 files and 5 chunks in parallel with 1 MB slices', () => {
    const options = cosClientOptions(fakeToken());
    expect(options).toMatchObject({
      FileParallelLimit: 5,
      ChunkParallelLimit: 5,
      SliceSize: COS_SLICE_SIZE,
      ChunkSize: 1024 * 1024,
    });
  });

  it('answers getAuthorization with the temporary credentials of the token answer', () => {
    const options = cosClientOptions(fakeToken());
    const callback = vi.fn();
    options.getAuthorization?.({} as COS.GetAuthorizationOptions, callback);
    expect(callback).toHaveBeenCalledWith({
      TmpSecretId: 'AKIDtest',
      TmpSecretKey: 'secret-key',
      SecurityToken: 'session-1',
      StartTime: 1_800_000_000,
      ExpiredTime: 1_800_001_800,
    });
  });
});

describe('cosDriver', () => {
  it('uploads blobs with uploadFile and reports progress and the status', async () => {
    const { driver, client, request } = setup();
    const progress = vi.fn();
    const result = await driver.putObject(request({ onProgress: progress }));
    expect(driver.name).toBe('cos');
    expect(client.uploadFile).toHaveBeenCalledWith(
      expect.objectContaining({
        Bucket: 'fw-private-1250000000',
        Region: 'ap-shanghai',
        Key: 'upload/user-1/abc.png',
        ContentType: 'image/png',
        SliceSize: COS_SLICE_SIZE,
      }),
    );
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    expect(result).toEqual({
      statusCode: 200,
      key: 'upload/user-1/abc.png',
      url: 'https://bucket.cos.ap-shanghai.myqcloud.com/upload/user-1/abc.png',
      requestId: 'req-1',
    });
  });

  it('sends string bodies with putObject', async () => {
    const { driver, client, request } = setup();
    await driver.putObject(request({ body: 'plain text', contentType: 'text/plain' }));
    expect(client.putObject).toHaveBeenCalledWith(expect.objectContaining({ Body: 'plain text' }));
    expect(client.uploadFile).not.toHaveBeenCalled();
  });

  it('passes the status through, so the uploader can refuse anything but 200', async () => {
    const { driver, request } = setup(fakeClient({ statusCode: 206 }));
    await expect(driver.putObject(request())).resolves.toMatchObject({ statusCode: 206 });
  });

  it('keeps one SDK client per set of credentials', async () => {
    const { driver, created, request } = setup();
    await driver.putObject(request());
    await driver.putObject(request());
    expect(created).toHaveLength(1);
    const renewed = fakeToken({ credentials: { tmpSecretId: 'id2', tmpSecretKey: 'k2', sessionToken: 'session-2' } });
    await driver.putObject(request({ token: renewed }));
    expect(created).toHaveLength(2);
  });

  it("reads the object from the credentials' cdnUrl when the server names one", async () => {
    const { driver, request } = setup();
    const result = await driver.putObject(request({ token: fakeToken({ cdnUrl: 'https://cdn.framewise.test/' }) }));
    expect(result.url).toBe('https://cdn.framewise.test/upload/user-1/abc.png');
  });

  it('builds the URL with objectUrl when given (the CDN host)', async () => {
    const driver = cosDriver({
      createClient: () => fakeClient(),
      objectUrl: (key) => `https://cdn.framewise.test/${key}`,
    });
    const result = await driver.putObject({
      bucket: 'b',
      region: 'ap-beijing',
      key: 'k/u/1.png',
      body: new Blob(['x']),
      contentType: 'image/png',
      token: fakeToken(),
    });
    expect(result.url).toBe('https://cdn.framewise.test/k/u/1.png');
  });

  it('maps SDK errors to StorageErrors with code, message, resource and request id', async () => {
    const client = fakeClient();
    client.uploadFile.mockRejectedValueOnce({
      code: 'AccessDenied',
      message: 'Access Denied.',
      statusCode: 403,
      RequestId: 'NjQ1',
      error: { Code: 'AccessDenied', Message: 'Access Denied.', Resource: 'bucket/upload/user-1/abc.png' },
    });
    const { driver, request } = setup(client);
    const err = (await driver.putObject(request()).catch((e: unknown) => e)) as StorageError;
    expect(err).toBeInstanceOf(StorageError);
    expect(err).toMatchObject({
      code: 'AccessDenied',
      message: 'Access Denied.',
      resource: 'bucket/upload/user-1/abc.png',
      requestId: 'NjQ1',
      statusCode: 403,
    });
    expect(err.credentialsRefused).toBe(true);
  });

  it("refuses the SDK's own parameter errors without retry", () => {
    const err = toStorageError({ message: 'missing param Bucket', code: 'Error' }, 'k');
    expect(err).toMatchObject({ message: 'missing param Bucket', resource: 'k', retryable: false });
  });

  it('checks parameters before calling the SDK', async () => {
    const { driver, client, request } = setup();
    await expect(driver.putObject(request({ key: '' }))).rejects.toMatchObject({ message: 'missing param Key' });
    expect(client.uploadFile).not.toHaveBeenCalled();
  });

  it('cancels the SDK task when the signal fires', async () => {
    const client = fakeClient();
    client.uploadFile.mockImplementationOnce((params: COS.UploadFileParams) => {
      (params as { onTaskReady?: (id: string) => void }).onTaskReady?.('task-9');
      return new Promise(() => {});
    });
    const { driver, request } = setup(client);
    const controller = new AbortController();
    const put = driver.putObject(request({ signal: controller.signal })).catch((e: Error) => e.name);
    await Promise.resolve();
    controller.abort();
    expect(await put).toBe('AbortError');
    expect(client.cancelTask).toHaveBeenCalledWith('task-9');
  });
});
