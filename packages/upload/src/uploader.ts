import { ApiError, type HttpClient } from '@framewise/api-client';
import type { StorageToken, TranscodeAnswer, UploadResult } from '@framewise/contracts';
import type { StoragePurpose } from '@framewise/contracts/routes';
import { type CompressOptions, compressImage, UPLOAD_MAX_DIMENSION } from './compress';
import { createLimiter } from './concurrency';
import { createCredentialStore, httpTokenFetcher, type TokenFetcher } from './credentials';
import type { PutObjectResult, StorageDriver, StorageDriverName } from './driver';
import { mediaKind, storageExtension } from './file-type';
import { type RetryPolicy, sleep, UPLOAD_RETRY, withRetry } from './retry';
import { assertPutParams, StorageError } from './storage-error';

export type { UploadResult };

/** Files uploaded at the same time across the whole app. */
export const FILE_PARALLEL_LIMIT = 5;

export interface UploadOptions {
  /** Which credentials (and so which bucket): 'general' by default, 'public' for avatars. */
  purpose?: StoragePurpose;
  /** Key folder, e.g. 'user-avatar'; the server's default folder for the purpose when left out. */
  path?: string;
  /** Images are compressed unless this is false. */
  compress?: boolean;
  /** Largest width or height after compression. */
  maxWidthOrHeight?: number;
  /** 0 to 100 while the bytes go up; restarts from 0 on a retry. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface Uploader {
  /** Compresses (images), uploads with retries, and resolves only on a storage answer with status 200. */
  upload(file: File | Blob, options?: UploadOptions): Promise<UploadResult>;
  /** Several files, at most FILE_PARALLEL_LIMIT at a time; rejects with the first failure. */
  uploadMany(files: ReadonlyArray<File | Blob>, options?: UploadOptions): Promise<UploadResult[]>;
  /** Names of the registered drivers. */
  readonly drivers: readonly StorageDriverName[];
  /**
   * Waits until the server has made an uploaded video playable in browsers (progress 0..1 meanwhile) and answers
   * the result to use from then on: the upload's own, or its H.264 MP4 copy. Absent: videos are used as uploaded.
   */
  transcode?(result: UploadResult, options?: TranscodeOptions): Promise<UploadResult>;
}

export interface TranscodeOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** How often the transcoding state is asked, and how many times at most (10 minutes, beyond the server's bound). */
export const TRANSCODE_POLL_MS = 1500;
export const TRANSCODE_MAX_POLLS = 400;

/**
 * Asks for the transcoding state until it is done; a refusal (no ffmpeg, an unreadable video) rejects with the
 * server's message. Stops on abort, and after TRANSCODE_MAX_POLLS with a timeout error.
 */
export async function pollTranscode(
  ask: (key: string) => Promise<TranscodeAnswer>,
  result: UploadResult,
  options: TranscodeOptions & { wait?: (ms: number, signal?: AbortSignal) => Promise<void> } = {},
): Promise<UploadResult> {
  const wait = options.wait ?? sleep;
  for (let poll = 0; poll < TRANSCODE_MAX_POLLS; poll++) {
    const answer = await ask(result.key);
    options.onProgress?.(answer.progress);
    if (answer.state === 'done') return { key: answer.key, url: answer.url };
    await wait(TRANSCODE_POLL_MS, options.signal);
  }
  throw new ApiError({ kind: 'timeout', messageKey: 'errors.timeout' });
}

export interface UploaderOptions {
  fetchToken: TokenFetcher;
  /** The drivers this build may use; the credentials answer picks one of them. */
  drivers: readonly StorageDriver[];
  /** The server's clock in ms, to judge credential expiry. */
  now?: () => number;
  retry?: RetryPolicy;
  fileConcurrency?: number;
  /** Waits between retries (fake timers in tests). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  compress?: (file: File | Blob, options: CompressOptions) => Promise<File>;
  randomId?: () => string;
}

/** The driver the credentials name, among the registered ones. */
export function selectDriver(drivers: readonly StorageDriver[], name: string): StorageDriver {
  const driver = drivers.find((d) => d.name === name);
  if (!driver) {
    throw new StorageError({
      code: 'DriverNotRegistered',
      message: `storage driver "${name}" is not registered (registered: ${drivers.map((d) => d.name).join(', ') || 'none'})`,
      retryable: false,
    });
  }
  return driver;
}

/** 32 random hex digits. */
function randomObjectId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** {path}/{user uuid}/{random id}.{ext}: the granted prefix is {path}/{user uuid}/. */
export function objectKey(prefix: string, id: string, ext: string): string {
  const folder = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return `${folder}${id}.${ext}`;
}

/** Retry transport trouble and refused credentials; never bad parameters, a missing driver or a business refusal. */
function retryable(err: unknown): boolean {
  if (err instanceof StorageError) return err.retryable;
  if (err instanceof ApiError) return err.kind === 'network' || err.kind === 'timeout' || err.kind === 'http';
  return true;
}

export function createUploader(options: UploaderOptions): Uploader {
  const credentials = createCredentialStore(options.fetchToken, options.now ? { now: options.now } : {});
  const limiter = createLimiter(options.fileConcurrency ?? FILE_PARALLEL_LIMIT);
  const compress = options.compress ?? ((file, opts) => compressImage(file, opts));
  const randomId = options.randomId ?? randomObjectId;
  const policy = options.retry ?? UPLOAD_RETRY;

  async function prepare(file: File | Blob, opts: UploadOptions): Promise<File | Blob> {
    const kind = mediaKind({ name: file instanceof File ? file.name : undefined, type: file.type });
    if (kind !== 'image' || opts.compress === false) return file;
    const compressOptions: CompressOptions = { maxWidthOrHeight: opts.maxWidthOrHeight ?? UPLOAD_MAX_DIMENSION };
    if (opts.signal) compressOptions.signal = opts.signal;
    return compress(file, compressOptions);
  }

  async function put(body: File | Blob, token: StorageToken, key: string, opts: UploadOptions) {
    const driver = selectDriver(options.drivers, token.driver);
    assertPutParams({ Bucket: token.bucket, Region: token.region, Key: key, Body: body });
    opts.onProgress?.(0);
    const result: PutObjectResult = await driver.putObject({
      bucket: token.bucket,
      region: token.region,
      key,
      body,
      contentType: body.type || 'application/octet-stream',
      token,
      onProgress: ({ loaded, total }) => {
        if (total > 0) opts.onProgress?.(Math.min(100, Math.floor((loaded / total) * 100)));
      },
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    if (result.statusCode !== 200) {
      throw new StorageError({
        code: 'UnexpectedStatus',
        message: `storage answered status ${result.statusCode}`,
        resource: key,
        statusCode: result.statusCode,
        ...(result.requestId ? { requestId: result.requestId } : {}),
      });
    }
    return result;
  }

  async function uploadOne(file: File | Blob, opts: UploadOptions = {}): Promise<UploadResult> {
    const purpose = opts.purpose ?? 'general';
    const body = await prepare(file, opts);
    const ext = storageExtension({ name: body instanceof File ? body.name : undefined, type: body.type });
    const result = await withRetry(
      async () => {
        const token = await credentials.get(purpose, opts.path);
        // A fresh key per attempt: the store never overwrites, and a lost answer may hide a write that happened.
        return put(body, token, objectKey(token.prefix, randomId(), ext), opts);
      },
      {
        policy,
        shouldRetry: retryable,
        beforeRetry: (err) => {
          if (err instanceof StorageError && err.credentialsRefused) credentials.invalidate(purpose, opts.path);
        },
        ...(opts.signal ? { signal: opts.signal } : {}),
        wait: options.wait ?? sleep,
      },
    );
    opts.onProgress?.(100);
    const video = mediaKind({ name: body instanceof File ? body.name : undefined, type: body.type }) === 'video';
    const transcoding = result.transcoding ?? video;
    return { key: result.key, url: result.url, ...(transcoding ? { transcoding } : {}) };
  }

  return {
    upload: (file, opts) => limiter.run(() => uploadOne(file, opts)),
    uploadMany: (files, opts) => Promise.all(files.map((file) => limiter.run(() => uploadOne(file, opts)))),
    drivers: options.drivers.map((d) => d.name),
  };
}

export interface HttpUploaderOptions extends Omit<UploaderOptions, 'fetchToken' | 'now'> {
  http: HttpClient;
}

/** The uploader an app wires: credentials from the API's token calls, expiry judged on the server's clock. */
export function createHttpUploader({ http, ...rest }: HttpUploaderOptions): Uploader {
  const uploader = createUploader({
    ...rest,
    fetchToken: httpTokenFetcher(http),
    now: () => Date.now() + http.serverOffset(),
  });
  const ask = (key: string) => http.call('transcodeVideo', { body: { key } });
  return { ...uploader, transcode: (result, options) => pollTranscode(ask, result, { ...options, wait: rest.wait }) };
}
