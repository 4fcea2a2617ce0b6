import type { StorageToken } from '@framewise/contracts';
import { vi } from 'vitest';
import type { PutObjectRequest, PutObjectResult, StorageDriver, StorageDriverName } from '../driver';

/** Credentials as the token calls answer them; expiredTime is Unix seconds. */
export function fakeToken(overrides: Partial<StorageToken> = {}): StorageToken {
  return {
    credentials: { tmpSecretId: 'AKIDtest', tmpSecretKey: 'secret-key', sessionToken: 'session-1' },
    startTime: 1_800_000_000,
    expiredTime: 1_800_001_800,
    bucket: 'framewise-private-1250000000',
    region: 'ap-shanghai',
    driver: 'local',
    prefix: 'upload/user-1/',
    ...overrides,
  };
}

/** A driver that records each request and answers with `answer` (200 by default). */
export function fakeDriver(
  name: StorageDriverName = 'local',
  answer: (request: PutObjectRequest) => Promise<PutObjectResult> = async (request) => ({
    statusCode: 200,
    key: request.key,
    url: `https://files.test/${request.key}`,
  }),
) {
  const requests: PutObjectRequest[] = [];
  const putObject = vi.fn(async (request: PutObjectRequest) => {
    requests.push(request);
    return answer(request);
  });
  const driver: StorageDriver = { name, putObject };
  return { driver, requests, putObject };
}

export function imageFile(name = 'photo.png', type = 'image/png', size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** jsdom has no object URLs: hand out numbered fake ones and record revocations. */
export function stubObjectUrls() {
  let n = 0;
  const revoked: string[] = [];
  const create = vi.fn(() => {
    n += 1;
    return `blob:test/${n}`;
  });
  const revoke = vi.fn((url: string) => {
    revoked.push(url);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
  return { create, revoke, revoked };
}

/** jsdom decodes no images: every new Image "loads" with this natural size (or fails with 'error'). */
export function stubImages(size: { width: number; height: number } | 'error') {
  class FakeImage {
    naturalWidth = size === 'error' ? 0 : size.width;
    naturalHeight = size === 'error' ? 0 : size.height;
    onload: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    set src(_value: string) {
      queueMicrotask(() => (size === 'error' ? this.onerror?.(new Event('error')) : this.onload?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
}
