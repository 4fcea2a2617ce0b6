import { describe, expect, it } from 'vitest';
import type { PutObjectRequest } from '../driver';
import { StorageError } from '../storage-error';
import { fakeToken } from '../test-utils/fixtures';
import { localDriver, localObjectUrl } from './local-driver';

/** Records what the driver does with its XMLHttpRequest and lets the test answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function setup(options: Parameters<typeof localDriver>[0] = {}) {
  const xhrs: FakeXhr[] = [];
  const driver = localDriver({
    ...options,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  const request = (overrides: Partial<PutObjectRequest> = {}): PutObjectRequest => ({
    bucket: 'private',
    region: 'local',
    key: 'upload/user-1/abc.png',
    body: new Blob(['png'], { type: 'image/png' }),
    contentType: 'image/png',
    token: fakeToken(),
    ...overrides,
  });
  return { driver, xhrs, request };
}

describe('localDriver', () => {
  it('PUTs the raw body to /api/storage/:bucket/<key> with the session token as Bearer token', async () => {
    const { driver, xhrs, request } = setup({ baseUrl: 'http://api.test', headers: () => ({ 'x-fw-region': 'cn' }) });
    const req = request();
    const put = driver.putObject(req);
    const xhr = xhrs[0] as FakeXhr;
    expect(driver.name).toBe('local');
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://api.test/api/storage/private/upload/user-1/abc.png');
    expect(xhr.headers).toEqual({
      'x-fw-region': 'cn',
      Authorization: 'Bearer session-1',
      'Content-Type': 'image/png',
    });
    expect(xhr.body).toBe(req.body);
    xhr.respond(
      200,
      { code: 0, data: { key: 'upload/user-1/abc.png', url: '/api/storage/private/upload/user-1/abc.png' } },
      {
        'x-request-id': 'req-7',
      },
    );
    await expect(put).resolves.toEqual({
      statusCode: 200,
      key: 'upload/user-1/abc.png',
      url: '/api/storage/private/upload/user-1/abc.png',
      requestId: 'req-7',
    });
  });

  it('encodes key segments but keeps the slashes', () => {
    expect(localObjectUrl({}, 'pub lic', 'user-avatar/u 1/a#b.png')).toBe(
      '/api/storage/pub%20lic/user-avatar/u%201/a%23b.png',
    );
  });

  it("PUTs to the credentials' uploadUrl, relative to the API base unless absolute", async () => {
    expect(localObjectUrl({ uploadUrl: '/api/storage/public/' }, 'x', 'a/b.png', 'http://api.test')).toBe(
      'http://api.test/api/storage/public/a/b.png',
    );
    expect(localObjectUrl({ uploadUrl: 'https://up.test/b' }, 'x', 'a/b.png', 'http://api.test')).toBe(
      'https://up.test/b/a/b.png',
    );
    const { driver, xhrs, request } = setup();
    const put = driver.putObject(
      request({ token: fakeToken({ uploadUrl: '/api/storage/other/', cdnUrl: '/files/' }) }),
    );
    const xhr = xhrs[0] as FakeXhr;
    expect(xhr.url).toBe('/api/storage/other/upload/user-1/abc.png');
    xhr.respond(200, { code: 0, data: { key: 'upload/user-1/abc.png' } });
    await expect(put).resolves.toMatchObject({ url: '/files/upload/user-1/abc.png' });
  });

  it('reports upload progress from XMLHttpRequest upload events', async () => {
    const { driver, xhrs, request } = setup();
    const seen: Array<[number, number]> = [];
    const put = driver.putObject(request({ onProgress: ({ loaded, total }) => seen.push([loaded, total]) }));
    const xhr = xhrs[0] as FakeXhr;
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    xhr.respond(200, { code: 0, data: { key: 'k', url: 'u' } });
    await put;
    expect(seen).toEqual([
      [1, 3],
      [3, 3],
    ]);
  });

  it("turns the server's refusal into a StorageError with code, message and resource", async () => {
    const { driver, xhrs, request } = setup();
    const put = driver.putObject(request()).catch((e: unknown) => e);
    (xhrs[0] as FakeXhr).respond(200, { code: 400, msg: 'The file is not a PNG image' });
    const err = (await put) as StorageError;
    expect(err).toBeInstanceOf(StorageError);
    expect(err).toMatchObject({
      code: '400',
      message: 'The file is not a PNG image',
      resource: '/api/storage/private/upload/user-1/abc.png',
      statusCode: 200,
      retryable: false,
    });
  });

  it('marks refused credentials so the uploader fetches new ones', async () => {
    const { driver, xhrs, request } = setup();
    const put = driver.putObject(request()).catch((e: unknown) => e);
    (xhrs[0] as FakeXhr).respond(200, { code: 403, msg: 'credentials expired' });
    const err = (await put) as StorageError;
    expect(err.credentialsRefused).toBe(true);
    expect(err.retryable).toBe(true);
  });

  it('reports non-JSON answers and network failures as retryable StorageErrors', async () => {
    const { driver, xhrs, request } = setup();
    const badGateway = driver.putObject(request()).catch((e: unknown) => e);
    (xhrs[0] as FakeXhr).respond(502, '<html>Bad gateway</html>');
    expect(await badGateway).toMatchObject({ code: 'HTTP502', statusCode: 502, retryable: true });

    const offline = driver.putObject(request()).catch((e: unknown) => e);
    (xhrs[1] as FakeXhr).onerror?.();
    expect(await offline).toMatchObject({ code: 'NetworkError', retryable: true });
  });

  it('checks parameters before sending', async () => {
    const { driver, xhrs, request } = setup();
    await expect(driver.putObject(request({ bucket: '' }))).rejects.toMatchObject({ message: 'missing param Bucket' });
    await expect(driver.putObject(request({ body: 42 as unknown as Blob }))).rejects.toMatchObject({
      code: 'InvalidBody',
    });
    expect(xhrs).toHaveLength(0);
  });

  it('aborts the request when the signal fires', async () => {
    const { driver, xhrs, request } = setup();
    const controller = new AbortController();
    const put = driver.putObject(request({ signal: controller.signal })).catch((e: Error) => e.name);
    controller.abort();
    expect(await put).toBe('AbortError');
    expect((xhrs[0] as FakeXhr).aborted).toBe(true);
  });
});
