import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError } from './download';
import { stubObjectUrls } from './test-utils/fixtures';
import {
  assertZipSources,
  downloadZip,
  packZip,
  readZip,
  toZipError,
  uniqueNames,
  ZipError,
  type ZipProgress,
  zipFromUrls,
} from './zip';

async function sampleZip(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('a.txt', 'hello world hello world');
  zip.file('b.txt', 'second file');
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** Offset of the first central directory header (PK\x01\x02). */
function centralDirectory(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length - 4; i += 1) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 1 && bytes[i + 3] === 2) return i;
  }
  throw new Error('no central directory');
}

async function zipCode(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ZipError);
  return (err as ZipError).code;
}

const answer = (text: string) =>
  ({ status: 200, blob: async () => new Blob([text], { type: 'image/png' }) }) as unknown as Response;

describe('zip errors', () => {
  it('reports a zip with bytes cut from its start as missing bytes', async () => {
    const bytes = await sampleZip();
    expect(await zipCode(readZip(bytes.slice(10)))).toBe('missingBytes');
  });

  it('reports an unknown compression method', async () => {
    const bytes = await sampleZip();
    const cd = centralDirectory(bytes);
    bytes[cd + 10] = 99;
    bytes[cd + 11] = 0;
    expect(await zipCode(readZip(bytes))).toBe('unknownCompression');
  });

  it('refuses encrypted zips', async () => {
    const bytes = await sampleZip();
    const cd = centralDirectory(bytes);
    bytes[cd + 8] = (bytes[cd + 8] ?? 0) | 1;
    expect(await zipCode(readZip(bytes))).toBe('encrypted');
  });

  it('reports truncated, damaged and non-zip data as corrupted', async () => {
    const bytes = await sampleZip();
    expect(await zipCode(readZip(bytes.slice(0, bytes.length - 5)))).toBe('corrupted');
    expect(await zipCode(readZip(bytes.slice(0, bytes.length / 2)))).toBe('corrupted');
    expect(await zipCode(readZip(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])))).toBe('corrupted');
    const crc = bytes.slice();
    const cd = centralDirectory(crc);
    crc[cd + 16] = (crc[cd + 16] ?? 0) ^ 0xff;
    expect(await zipCode(readZip(crc))).toBe('corrupted');
  });

  it("maps JSZip's unreadable-data error to the file it names", () => {
    const err = toZipError(new Error("Can't read the data of 'photo.png'. Is it in a supported JavaScript type ?"));
    expect(err).toMatchObject({ code: 'unreadableFile', fileName: 'photo.png' });
  });
});

describe('packZip', () => {
  it('packs entries, reporting packing progress up to 100', async () => {
    const progress: number[] = [];
    const blob = await packZip(
      [
        { name: 'one.png', data: new Uint8Array([1, 2, 3]) },
        { name: 'one.png', data: 'text body' },
      ],
      (p) => progress.push(p),
    );
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const files = await readZip(new Uint8Array(await blob.arrayBuffer()));
    expect(files.map((f) => f.name)).toEqual(['one.png', 'one (1).png']);
  });

  it('needs at least one readable entry', async () => {
    expect(await zipCode(packZip([]))).toBe('noFiles');
    const err = await packZip([{ name: 'x.png', data: 42 as unknown as Blob }]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unreadableFile', fileName: 'x.png' });
  });
});

describe('uniqueNames', () => {
  it('keeps names unique (case-insensitively), flat and non-empty', () => {
    expect(uniqueNames(['a.png', 'A.png', 'a.png', 'dir/b.png', '', 'noext', 'noext'])).toEqual([
      'a.png',
      'A (1).png',
      'a (2).png',
      'dir_b.png',
      'file-5',
      'noext',
      'noext (1)',
    ]);
  });
});

describe('assertZipSources (a readable file list)', () => {
  it('needs a non-empty array of items with URLs', () => {
    const code = (value: unknown) => {
      try {
        assertZipSources(value);
        return 'ok';
      } catch (err) {
        return (err as ZipError).code;
      }
    };
    expect(code([{ url: 'https://cdn.test/a.png' }])).toBe('ok');
    expect(code([])).toBe('noFiles');
    expect(code(undefined)).toBe('unreadableList');
    expect(code('a.png')).toBe('unreadableList');
    expect(code([{ url: '' }])).toBe('unreadableList');
    expect(code([null])).toBe('unreadableList');
  });
});

describe('zipFromUrls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads every file, then packs them, reporting both phases', async () => {
    const progress: ZipProgress[] = [];
    const fetchFn = vi.fn(async (url: RequestInfo | URL) => answer(`body of ${String(url).split('?')[0]}`));
    const blob = await zipFromUrls(
      [{ url: 'https://cdn.test/works/first.png' }, { url: 'https://cdn.test/works/second.png', name: 'mine.png' }],
      { fetch: fetchFn, onProgress: (p) => progress.push(p) },
    );
    expect(progress.slice(0, 3)).toEqual([
      { phase: 'download', done: 0, total: 2 },
      { phase: 'download', done: 1, total: 2 },
      { phase: 'download', done: 2, total: 2 },
    ]);
    expect(progress.at(-1)).toEqual({ phase: 'pack', percent: 100 });
    const files = await readZip(new Uint8Array(await blob.arrayBuffer()));
    expect(files.map((f) => f.name)).toEqual(['first.png', 'mine.png']);
    expect(await files[1]?.blob.text()).toBe('body of https://cdn.test/works/second.png');
  });

  it('fails with the download error when a file cannot be fetched', async () => {
    const fetchFn = vi.fn(async () => ({ status: 403 }) as Response);
    const err = await zipFromUrls([{ url: 'https://cdn.test/a.png' }], {
      fetch: fetchFn,
      wait: async () => {},
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('refuses an unreadable list before any download', async () => {
    const fetchFn = vi.fn();
    expect(await zipCode(zipFromUrls([], { fetch: fetchFn }))).toBe('noFiles');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('saves the zip with a .zip name', async () => {
    stubObjectUrls();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await downloadZip([{ url: 'https://cdn.test/a.png' }], 'works', { fetch: async () => answer('a') });
    expect(names).toEqual(['works.zip']);
    click.mockRestore();
  });
});
