import { describe, expect, it, vi } from 'vitest';
import {
  COMPRESSION_QUALITY,
  type CompressDeps,
  CompressionError,
  compressImage,
  compressionSettings,
  PNG_TO_JPEG_THRESHOLD,
  toCompressionError,
  UPLOAD_MAX_DIMENSION,
} from './compress';

const pngOf = (size: number, name = 'shot.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

function deps(
  compress: CompressDeps['compress'] = async (file, opts) => new Blob([file], { type: opts.fileType ?? file.type }),
) {
  const spy = vi.fn(compress);
  return { compress: spy, supported: () => true } satisfies CompressDeps;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CompressionError);
  return (err as CompressionError).code;
}

describe('compression settings', () => {
  it('uses quality 0.8, drops EXIF and runs without a CDN-loaded worker', () => {
    const settings = compressionSettings(pngOf(100));
    expect(COMPRESSION_QUALITY).toBe(0.8);
    expect(settings.initialQuality).toBe(0.8);
    expect(settings.preserveExif).toBe(false);
    expect(settings.useWebWorker).toBe(false);
    expect(settings.maxWidthOrHeight).toBeUndefined();
    expect(settings.fileType).toBeUndefined();
  });

  it('converts PNG to JPEG only above 5,000,000 bytes', () => {
    expect(PNG_TO_JPEG_THRESHOLD).toBe(5_000_000);
    expect(compressionSettings(pngOf(5_000_000)).fileType).toBeUndefined();
    expect(compressionSettings(pngOf(5_000_001)).fileType).toBe('image/jpeg');
    const jpeg = new File([new Uint8Array(6_000_000)], 'a.jpg', { type: 'image/jpeg' });
    expect(compressionSettings(jpeg).fileType).toBeUndefined();
  });

  it('passes the size cap the upload asks for (1000 px)', () => {
    expect(UPLOAD_MAX_DIMENSION).toBe(1000);
    expect(compressionSettings(pngOf(10), { maxWidthOrHeight: UPLOAD_MAX_DIMENSION }).maxWidthOrHeight).toBe(1000);
  });
});

describe('compressImage', () => {
  it('compresses an image file and keeps its name', async () => {
    const d = deps();
    const out = await compressImage(pngOf(100, 'cat.png'), { maxWidthOrHeight: 1000 }, d);
    expect(out).toBeInstanceOf(File);
    expect(out.name).toBe('cat.png');
    expect(out.type).toBe('image/png');
    expect(d.compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ initialQuality: 0.8, maxWidthOrHeight: 1000, preserveExif: false }),
    );
  });

  it('renames a large PNG to .jpg when it became a JPEG', async () => {
    const out = await compressImage(pngOf(5_000_001, 'scan.png'), {}, deps());
    expect(out.name).toBe('scan.jpg');
    expect(out.type).toBe('image/jpeg');
  });

  it('names an unnamed blob from its type', async () => {
    const d = deps();
    const out = await compressImage(new Blob([new Uint8Array(10)], { type: 'image/png' }), {}, d);
    expect(out.name).toBe('image.png');
  });

  it('refuses input that is not a file or blob', async () => {
    expect(await codeOf(compressImage('not a file', {}, deps()))).toBe('notBlob');
    expect(await codeOf(compressImage({ type: 'image/png' }, {}, deps()))).toBe('notBlob');
  });

  it('refuses a blob that is not an image', async () => {
    const d = deps();
    expect(await codeOf(compressImage(new File(['x'], 'a.mp4', { type: 'video/mp4' }), {}, d))).toBe('notImage');
    expect(d.compress).not.toHaveBeenCalled();
  });

  it('refuses when the browser cannot compress', async () => {
    const d = { ...deps(), supported: () => false };
    expect(await codeOf(compressImage(pngOf(10), {}, d))).toBe('unsupported');
  });

  it('reports a cancelled run as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await codeOf(compressImage(pngOf(10), { signal: controller.signal }, deps()))).toBe('aborted');
    const later = new AbortController();
    const d = deps(async () => {
      later.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await codeOf(compressImage(pngOf(10), { signal: later.signal }, d))).toBe('aborted');
  });

  it('maps read and load failures of the library', async () => {
    const readFailure = new ProgressEvent('error');
    Object.defineProperty(readFailure, 'target', { value: new FileReader() });
    expect(
      await codeOf(
        compressImage(
          pngOf(10),
          {},
          deps(async () => Promise.reject(readFailure)),
        ),
      ),
    ).toBe('readFailed');
    const loadFailure = new Event('error');
    expect(
      await codeOf(
        compressImage(
          pngOf(10),
          {},
          deps(async () => Promise.reject(loadFailure)),
        ),
      ),
    ).toBe('loadFailed');
    const abortEvent = new Event('abort');
    expect(
      await codeOf(
        compressImage(
          pngOf(10),
          {},
          deps(async () => Promise.reject(abortEvent)),
        ),
      ),
    ).toBe('aborted');
  });
});

describe('toCompressionError', () => {
  it("maps the library's own messages", () => {
    expect(toCompressionError(new Error('The file given is not an instance of Blob or File')).code).toBe('notBlob');
    expect(toCompressionError(new Error('The file given is not an image')).code).toBe('notImage');
    expect(toCompressionError(new Error('getContext of OffscreenCanvas returns null')).code).toBe('unsupported');
    expect(toCompressionError(new Error('decode failed')).code).toBe('loadFailed');
  });
});
