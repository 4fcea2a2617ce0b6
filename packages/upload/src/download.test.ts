import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DOWNLOAD_RETRIES,
  DOWNLOAD_RETRY_DELAY_MS,
  DownloadError,
  downloadFile,
  fetchBlob,
  fileNameFromUrl,
  withTimestamp,
} from './download';
import { stubObjectUrls } from './test-utils/fixtures';

// jsdom's Blob and Node's Response do not mix: answers are the two members fetchBlob reads.
const answer = (status: number, text = 'data') =>
  ({ status, blob: async () => new Blob([text], { type: 'image/png' }) }) as unknown as Response;
const ok = (text = 'data') => answer(200, text);

describe('withTimestamp', () => {
  it('adds the timestamp parameter, keeping the rest of the URL byte for byte', () => {
    expect(withTimestamp('https://cdn.test/a.png', 5)).toBe('https://cdn.test/a.png?_t=5');
    expect(withTimestamp('https://cdn.test/a.png?sign=x%2By&t=9', 5)).toBe(
      'https://cdn.test/a.png?sign=x%2By&t=9&_t=5',
    );
    expect(withTimestamp('/api/storage/b/k.png#frag', 5)).toBe('/api/storage/b/k.png?_t=5#frag');
    expect(withTimestamp('https://cdn.test/a.jpg?imageMogr2/format/webp', 5)).toBe(
      'https://cdn.test/a.jpg?imageMogr2/format/webp&_t=5',
    );
  });

  it('replaces an earlier timestamp', () => {
    expect(withTimestamp('https://cdn.test/a.png?_t=1&x=2', 7)).toBe('https://cdn.test/a.png?x=2&_t=7');
  });
});

describe('fetchBlob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries twice, 1 s apart, with a fresh timestamp on each URL, then fails with DownloadError', async () => {
    expect(DOWNLOAD_RETRIES).toBe(2);
    expect(DOWNLOAD_RETRY_DELAY_MS).toBe(1000);
    const calls: Array<{ url: string; at: number }> = [];
    const t0 = Date.now();
    const fetchFn = vi.fn(async (url: RequestInfo | URL) => {
      calls.push({ url: String(url), at: Date.now() - t0 });
      return answer(404);
    });
    const outcome = fetchBlob('https://cdn.test/a.png', { fetch: fetchFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    const err = (await outcome) as DownloadError;
    expect(err).toBeInstanceOf(DownloadError);
    expect(err).toMatchObject({ url: 'https://cdn.test/a.png', status: 404 });
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 2000]);
    expect(calls.map((c) => c.url)).toEqual([
      `https://cdn.test/a.png?_t=${t0}`,
      `https://cdn.test/a.png?_t=${t0 + 1000}`,
      `https://cdn.test/a.png?_t=${t0 + 2000}`,
    ]);
  });

  it('resolves with the blob once an attempt answers 200', async () => {
    const fetchFn = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok('png'));
    const run = fetchBlob('https://cdn.test/a.png', { fetch: fetchFn });
    await vi.advanceTimersByTimeAsync(1000);
    const blob = await run;
    expect(await blob.text()).toBe('png');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('keeps the network error as the cause', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchFn = vi.fn(async () => {
      throw failure;
    });
    const outcome = fetchBlob('https://cdn.test/a.png', { fetch: fetchFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    const err = (await outcome) as DownloadError;
    expect(err.cause).toBe(failure);
    expect(err.status).toBe(0);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn(async () => answer(500));
    const outcome = fetchBlob('https://cdn.test/a.png', { fetch: fetchFn, signal: controller.signal }).catch(
      (e: Error) => e.name,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await outcome).toBe('AbortError');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe('fileNameFromUrl', () => {
  it('takes the decoded last path segment', () => {
    expect(fileNameFromUrl('https://cdn.test/works/%E7%8C%AB.png?sign=1')).toBe('猫.png');
    expect(fileNameFromUrl('https://cdn.test/')).toBe('');
  });
});

describe('downloadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the fetched blob under the given name', async () => {
    const urls = stubObjectUrls();
    const clicks: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    await downloadFile('https://cdn.test/a.png', 'result.png', { fetch: async () => ok() });
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'result.png' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(urls.revoked).toEqual(['blob:test/1']);
    click.mockRestore();
  });
});
