import { abortError, isAbortError, sleep } from './retry';

/** Download retries: 2 retries, 1 s apart. */
export const DOWNLOAD_RETRIES = 2;
export const DOWNLOAD_RETRY_DELAY_MS = 1000;
/** The cache-busting parameter added to each download URL. */
const TIMESTAMP_PARAM = '_t';

/** A download that failed after every retry; the text is the upload namespace's `download.failed`. */
export class DownloadError extends Error {
  readonly url: string;
  readonly status: number;

  constructor(url: string, status: number, options?: { cause?: unknown }) {
    super(status ? `download failed with status ${status}` : 'download failed', options);
    this.name = 'DownloadError';
    this.url = url;
    this.status = status;
  }
}

/**
 * The URL with a timestamp parameter, so a retry (and a file the browser cached from an <img> without CORS
 * headers) is fetched fresh. Relative URLs stay relative.
 */
export function withTimestamp(url: string, ms: number): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  // Kept byte for byte: re-encoding would break signed URLs and CDN processing steps such as imageMogr2/....
  const params = query.split('&').filter((p) => p !== '' && !p.startsWith(`${TIMESTAMP_PARAM}=`));
  params.push(`${TIMESTAMP_PARAM}=${ms}`);
  return `${path}?${params.join('&')}${hash}`;
}

export interface DownloadOptions {
  retries?: number;
  retryDelayMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  now?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** GETs a file as a Blob: up to 2 retries 1 s apart, a fresh timestamp on every attempt, then a DownloadError. */
export async function fetchBlob(url: string, options: DownloadOptions = {}): Promise<Blob> {
  const retries = options.retries ?? DOWNLOAD_RETRIES;
  const delay = options.retryDelayMs ?? DOWNLOAD_RETRY_DELAY_MS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;
  let lastStatus = 0;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(delay, options.signal);
    if (options.signal?.aborted) throw abortError(options.signal);
    try {
      const response = await doFetch(withTimestamp(url, now()), { signal: options.signal ?? null });
      if (response.status === 200) return await response.blob();
      lastStatus = response.status;
      lastError = undefined;
    } catch (err) {
      if (isAbortError(err)) throw err;
      lastError = err;
    }
  }
  throw new DownloadError(url, lastStatus, lastError === undefined ? undefined : { cause: lastError });
}

/** The last path segment of a URL, decoded, as a file name ('' when there is none). */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Hands a blob to the browser as a download named filename. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; revoking on the next task leaves it the URL long enough.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Downloads one file (as a blob, so a cross-origin CDN file still gets its name) and saves it. */
export async function downloadFile(url: string, filename?: string, options: DownloadOptions = {}): Promise<void> {
  const blob = await fetchBlob(url, options);
  saveBlob(blob, filename || fileNameFromUrl(url) || 'download');
}
