import type JSZipType from 'jszip';
import { createLimiter } from './concurrency';
import { type DownloadOptions, fetchBlob, fileNameFromUrl, saveBlob } from './download';

/** Why a zip could not be made or read; each code is a key of the upload namespace's `zip` group. */
export type ZipErrorCode =
  | 'noFiles'
  | 'unreadableList'
  | 'unreadableFile'
  | 'missingBytes'
  | 'unknownCompression'
  | 'encrypted'
  | 'corrupted';

export class ZipError extends Error {
  readonly code: ZipErrorCode;
  /** The file concerned, for unreadableFile. */
  readonly fileName: string;

  constructor(code: ZipErrorCode, options: { fileName?: string; cause?: unknown } = {}) {
    super(`zip failed: ${code}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ZipError';
    this.code = code;
    this.fileName = options.fileName ?? '';
  }
}

/** JSZip's own failures (missing bytes, unknown compression, encrypted, corrupted) as ZipErrors. */
export function toZipError(err: unknown): ZipError {
  if (err instanceof ZipError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/missing \d+ bytes/i.test(message)) return new ZipError('missingBytes', { cause: err });
  if (/compression .* unknown/i.test(message)) return new ZipError('unknownCompression', { cause: err });
  if (/encrypted zip/i.test(message)) return new ZipError('encrypted', { cause: err });
  const quoted = /Can't read the data of '([^']*)'/.exec(message);
  if (quoted) return new ZipError('unreadableFile', { fileName: quoted[1] ?? '', cause: err });
  return new ZipError('corrupted', { cause: err });
}

/** JSZip (~30 KB gzip) is fetched by the first zip made or read, never with the page that offers the button. */
let jszip: Promise<typeof JSZipType> | undefined;
function loadJSZip(): Promise<typeof JSZipType> {
  jszip ??= import('jszip').then((module) => module.default);
  return jszip;
}

export type ZipData = Blob | ArrayBuffer | Uint8Array | string;

export interface ZipEntry {
  name: string;
  data: ZipData;
}

/** Entry names made unique ('a.png', 'a (1).png') and safe (no folders, no empty names). */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, index) => {
    const cleaned = raw.replace(/[\\/]+/g, '_').trim() || `file-${index + 1}`;
    const dot = cleaned.lastIndexOf('.');
    const base = dot > 0 ? cleaned.slice(0, dot) : cleaned;
    const ext = dot > 0 ? cleaned.slice(dot) : '';
    let name = cleaned;
    for (let n = 1; used.has(name.toLowerCase()); n += 1) name = `${base} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

function readable(data: unknown): data is ZipData {
  return data instanceof Blob || data instanceof ArrayBuffer || data instanceof Uint8Array || typeof data === 'string';
}

/**
 * Packs entries into one zip Blob. Images and videos are already compressed, so entries are stored as they are:
 * packing stays fast and the zip is no larger. onProgress gets 0 to 100.
 */
export async function packZip(entries: readonly ZipEntry[], onProgress?: (percent: number) => void): Promise<Blob> {
  if (entries.length === 0) throw new ZipError('noFiles');
  const JSZip = await loadJSZip();
  const zip = new JSZip();
  const names = uniqueNames(entries.map((e) => e.name));
  entries.forEach((entry, i) => {
    const name = names[i] ?? entry.name;
    if (!readable(entry.data)) throw new ZipError('unreadableFile', { fileName: entry.name });
    zip.file(name, entry.data, { binary: typeof entry.data !== 'string' });
  });
  try {
    return await zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' }, (meta) =>
      onProgress?.(Math.floor(meta.percent)),
    );
  } catch (err) {
    throw toZipError(err);
  }
}

/** Reads a zip into its files (folders left out). */
export async function readZip(data: Blob | ArrayBuffer | Uint8Array): Promise<Array<{ name: string; blob: Blob }>> {
  try {
    const JSZip = await loadJSZip();
    const zip = await JSZip.loadAsync(data, { checkCRC32: true });
    const files = Object.values(zip.files).filter((f) => !f.dir);
    return await Promise.all(files.map(async (f) => ({ name: f.name, blob: await f.async('blob') })));
  } catch (err) {
    throw toZipError(err);
  }
}

/** One file to put in a zip download: its URL and, optionally, the name it gets inside the zip. */
export interface ZipSource {
  url: string;
  name?: string;
}

export type ZipProgress = { phase: 'download'; done: number; total: number } | { phase: 'pack'; percent: number };

interface ZipDownloadOptions extends DownloadOptions {
  onProgress?: (progress: ZipProgress) => void;
  /** Files fetched at once. */
  concurrency?: number;
}

/** A readable file list: a non-empty array of items that each carry a URL. */
export function assertZipSources(files: unknown): asserts files is readonly ZipSource[] {
  if (!Array.isArray(files)) throw new ZipError('unreadableList');
  if (files.length === 0) throw new ZipError('noFiles');
  const bad = files.some(
    (f) => typeof f !== 'object' || f === null || typeof (f as ZipSource).url !== 'string' || !(f as ZipSource).url,
  );
  if (bad) throw new ZipError('unreadableList');
}

/**
 * Downloads many files (each with the single-file retries) and packs them into one zip Blob. Rejects with a
 * ZipError for a bad list or a packing failure and with a DownloadError when a file cannot be fetched.
 */
export async function zipFromUrls(files: readonly ZipSource[], options: ZipDownloadOptions = {}): Promise<Blob> {
  assertZipSources(files);
  const limiter = createLimiter(options.concurrency ?? 5);
  let done = 0;
  options.onProgress?.({ phase: 'download', done, total: files.length });
  const entries = await Promise.all(
    files.map((file, index) =>
      limiter.run(async () => {
        const data = await fetchBlob(file.url, options);
        done += 1;
        options.onProgress?.({ phase: 'download', done, total: files.length });
        return { name: file.name || fileNameFromUrl(file.url) || `file-${index + 1}`, data };
      }),
    ),
  );
  return packZip(entries, (percent) => options.onProgress?.({ phase: 'pack', percent }));
}

/** zipFromUrls, then saves the zip as zipName. */
export async function downloadZip(
  files: readonly ZipSource[],
  zipName: string,
  options: ZipDownloadOptions = {},
): Promise<void> {
  const blob = await zipFromUrls(files, options);
  saveBlob(blob, zipName.endsWith('.zip') ? zipName : `${zipName}.zip`);
}
