import type { HttpClient } from '@framewise/api-client';
import { describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_REFRESH_MARGIN_MS, createCredentialStore, httpTokenFetcher } from './credentials';
import { fakeToken } from './test-utils/fixtures';

const SECOND = 1000;

describe('createCredentialStore', () => {
  it('reuses credentials until shortly before they expire, then fetches new ones', async () => {
    let now = 1_800_000_000 * SECOND;
    const fetchToken = vi.fn(async () => fakeToken({ expiredTime: now / SECOND + 1800 }));
    const store = createCredentialStore(fetchToken, { now: () => now });

    const first = await store.get('general');
    expect(await store.get('general')).toBe(first);
    now += (1800 - 61) * SECOND; // 61 s left: still fresh
    expect(await store.get('general')).toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(1);

    now += 2 * SECOND; // 59 s left: inside the refresh margin
    const second = await store.get('general');
    expect(second).not.toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(CREDENTIAL_REFRESH_MARGIN_MS).toBe(60_000);
  });

  it('keeps credentials per purpose and path', async () => {
    const fetchToken = vi.fn(async (purpose: string, path?: string) => fakeToken({ prefix: `${path ?? purpose}/u/` }));
    const store = createCredentialStore(fetchToken, { now: () => 0 });
    await store.get('general');
    await store.get('public', 'user-avatar');
    await store.get('public', 'user-avatar');
    await store.get('inpaintVideo');
    expect(fetchToken.mock.calls).toEqual([
      ['general', undefined],
      ['public', 'user-avatar'],
      ['inpaintVideo', undefined],
    ]);
  });

  it('shares one fetch between concurrent callers', async () => {
    let release!: () => void;
    const fetchToken = vi.fn(
      () =>
        new Promise<ReturnType<typeof fakeToken>>((resolve) => {
          release = () => resolve(fakeToken());
        }),
    );
    const store = createCredentialStore(fetchToken, { now: () => 0 });
    const a = store.get('general');
    const b = store.get('general');
    release();
    expect(await a).toBe(await b);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed fetch', async () => {
    const fetchToken = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fakeToken());
    const store = createCredentialStore(fetchToken, { now: () => 0 });
    await expect(store.get('general')).rejects.toThrow('offline');
    await expect(store.get('general')).resolves.toMatchObject({ bucket: fakeToken().bucket });
  });

  it('fetches again after invalidate', async () => {
    const fetchToken = vi.fn(async () => fakeToken());
    const store = createCredentialStore(fetchToken, { now: () => 0 });
    await store.get('public');
    store.invalidate('public');
    await store.get('public');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('httpTokenFetcher', () => {
  it('calls the token call of each purpose, with the key folder as query', async () => {
    const call = vi.fn(async () => fakeToken());
    const fetchToken = httpTokenFetcher({ call } as unknown as HttpClient);
    await fetchToken('general');
    await fetchToken('public', 'user-avatar');
    await fetchToken('inpaintImage');
    await fetchToken('inpaintVideo', 'reference-video');
    expect(call.mock.calls).toEqual([
      ['getImageToken', {}],
      ['getPubToken', { query: { path: 'user-avatar' } }],
      ['getInpaintToken', {}],
      ['getInpaintVideoToken', { query: { path: 'reference-video' } }],
    ]);
  });
});
