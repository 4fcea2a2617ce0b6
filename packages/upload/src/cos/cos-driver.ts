import type { StorageToken } from '@framewise/contracts';
import COS from 'cos-js-sdk-v5';
import type { PutObjectRequest, PutObjectResult, StorageDriver } from '../driver';
import { abortError, isAbortError } from '../retry';
import { assertPutParams, StorageError } from '../storage-error';

/** Bodies above this go up in 1 MB parts (the SDK's own slice and chunk size). */
export const COS_SLICE_SIZE = 1024 * 1024;
/** 5 files and 5 chunks in parallel. */
const COS_FILE_PARALLEL_LIMIT = 5;
const COS_CHUNK_PARALLEL_LIMIT = 5;

/** The part of the SDK the driver uses; tests pass a fake. */
export interface CosClient {
  uploadFile(params: COS.UploadFileParams): Promise<COS.UploadFileResult>;
  putObject(params: COS.PutObjectParams): Promise<COS.PutObjectResult>;
  cancelTask(taskId: COS.TaskId): void;
}

export interface CosDriverOptions {
  createClient?: (options: COS.COSOptions) => CosClient;
  /** The URL an uploaded key is read from; the credentials' cdnUrl + key, else https://{Location}, when left out. */
  objectUrl?: (key: string, location: string, token: StorageToken) => string;
}

/** SDK options for one set of temporary credentials: the SDK asks getAuthorization whenever it signs. */
export function cosClientOptions(token: StorageToken): COS.COSOptions {
  return {
    getAuthorization: (_options, callback) =>
      callback({
        TmpSecretId: token.credentials.tmpSecretId,
        TmpSecretKey: token.credentials.tmpSecretKey,
        SecurityToken: token.credentials.sessionToken,
        StartTime: token.startTime,
        ExpiredTime: token.expiredTime,
      }),
    SliceSize: COS_SLICE_SIZE,
    ChunkSize: COS_SLICE_SIZE,
    FileParallelLimit: COS_FILE_PARALLEL_LIMIT,
    ChunkParallelLimit: COS_CHUNK_PARALLEL_LIMIT,
  };
}

interface CosErrorLike {
  code?: unknown;
  message?: unknown;
  statusCode?: unknown;
  RequestId?: unknown;
  url?: unknown;
  error?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The SDK's error (code, message, RequestId, and the XML error body in `error`) as a StorageError. */
export function toStorageError(err: unknown, key: string): StorageError {
  if (err instanceof StorageError) return err;
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as CosErrorLike;
  const body = (typeof e.error === 'object' && e.error !== null ? e.error : {}) as Record<string, unknown>;
  const statusCode = typeof e.statusCode === 'number' ? e.statusCode : 0;
  return new StorageError({
    code: text(body.Code) || text(e.code) || 'CosError',
    message: text(body.Message) || text(e.message) || 'storage request failed',
    resource: text(body.Resource) || text(e.url) || key,
    requestId: text(e.RequestId) || text(body.RequestId),
    statusCode,
    retryable: !/^missing param|body format error/i.test(text(e.message)),
    cause: err,
  });
}

/**
 * Tencent COS through cos-js-sdk-v5 with the temporary credentials of the token answer. One SDK client per set of
 * credentials, because the SDK caches what getAuthorization returned and the purposes have different scopes.
 */
export function cosDriver(options: CosDriverOptions = {}): StorageDriver {
  const createClient = options.createClient ?? ((opts: COS.COSOptions) => new COS(opts));
  const clients = new Map<string, CosClient>();

  function clientFor(token: StorageToken): CosClient {
    const id = `${token.bucket}\n${token.credentials.sessionToken}`;
    let client = clients.get(id);
    if (!client) {
      for (const key of clients.keys()) if (key.startsWith(`${token.bucket}\n`)) clients.delete(key);
      client = createClient(cosClientOptions(token));
      clients.set(id, client);
    }
    return client;
  }

  return {
    name: 'cos',
    async putObject(request: PutObjectRequest): Promise<PutObjectResult> {
      const { bucket, region, key, body, signal } = request;
      assertPutParams({ Bucket: bucket, Region: region, Key: key, Body: body });
      if (signal?.aborted) throw abortError(signal);
      const client = clientFor(request.token);
      const onProgress = (info: COS.ProgressInfo) => request.onProgress?.({ loaded: info.loaded, total: info.total });
      let taskId: string | undefined;
      let onAbort: (() => void) | undefined;
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => {
          if (taskId) client.cancelTask(taskId);
          reject(abortError(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      const common = { Bucket: bucket, Region: region, Key: key, ContentType: request.contentType, onProgress };
      const sent =
        typeof body === 'string'
          ? client.putObject({ ...common, Body: body })
          : client.uploadFile({
              ...common,
              Body: body,
              SliceSize: COS_SLICE_SIZE,
              onTaskReady: (id: string) => {
                taskId = id;
              },
            });
      try {
        const data = await Promise.race([sent, aborted]);
        const location = data.Location ?? '';
        return {
          statusCode: data.statusCode ?? 0,
          key,
          url: options.objectUrl
            ? options.objectUrl(key, location, request.token)
            : request.token.cdnUrl
              ? `${request.token.cdnUrl}${key}`
              : `https://${location}`,
          ...(data.RequestId ? { requestId: data.RequestId } : {}),
        };
      } catch (err) {
        if (isAbortError(err)) throw err;
        throw toStorageError(err, key);
      } finally {
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
