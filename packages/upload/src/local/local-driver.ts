import type { StorageToken } from '@framewise/contracts';
import type { PutObjectRequest, PutObjectResult, StorageDriver } from '../driver';
import { abortError } from '../retry';
import { assertPutParams, StorageError } from '../storage-error';

export interface LocalDriverOptions {
  /** API base before a relative upload URL; empty so uploads go to the page's own origin (the app proxies /api). */
  baseUrl?: string;
  /** Extra request headers (e.g. the region header) read at each upload. */
  headers?: () => Record<string, string>;
  createXhr?: () => XMLHttpRequest;
}

/** Where the API takes uploads when the credentials name no uploadUrl. */
const LOCAL_STORAGE_PATH = '/api/storage/';

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The upload URL: the credentials' uploadUrl (or /api/storage/{bucket}/) plus the key, each key segment encoded
 * but its slashes kept. A relative uploadUrl is relative to the API, so it gets the API base.
 */
export function localObjectUrl(
  token: Pick<StorageToken, 'uploadUrl'>,
  bucket: string,
  key: string,
  baseUrl = '',
): string {
  const folder = token.uploadUrl ?? `${LOCAL_STORAGE_PATH}${encodeURIComponent(bucket)}/`;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(folder);
  return `${absolute ? '' : baseUrl}${folder.endsWith('/') ? folder : `${folder}/`}${encodeKey(key)}`;
}

interface Envelope {
  code: number;
  msg?: string;
  data?: { key?: unknown; url?: unknown; transcoding?: unknown };
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number')
      return body as Envelope;
  } catch {
    // not JSON: a proxy's error page
  }
  return undefined;
}

function settle(xhr: XMLHttpRequest, request: PutObjectRequest, resource: string): PutObjectResult {
  const requestId = xhr.getResponseHeader('x-request-id') ?? '';
  const envelope = parseEnvelope(xhr.responseText);
  if (xhr.status === 200 && envelope?.code === 0) {
    const data = envelope.data ?? {};
    return {
      statusCode: 200,
      key: typeof data.key === 'string' ? data.key : request.key,
      url: typeof data.url === 'string' ? data.url : `${request.token.cdnUrl ?? ''}${request.key}`,
      ...(requestId ? { requestId } : {}),
      ...(data.transcoding === true ? { transcoding: true } : {}),
    };
  }
  throw new StorageError({
    code: envelope ? String(envelope.code) : `HTTP${xhr.status}`,
    message: envelope?.msg || `storage answered status ${xhr.status}`,
    resource,
    requestId,
    statusCode: xhr.status,
    // The server refuses type, size and pixel limits with 400; a retry cannot change the file.
    retryable: !(envelope?.code === 400 || xhr.status === 400 || xhr.status === 413),
  });
}

/**
 * The API's own object store (embedded default): a PUT with the credentials' session token as Bearer token and
 * the raw bytes as body; progress comes from XMLHttpRequest upload events, which fetch does not offer.
 */
export function localDriver(options: LocalDriverOptions = {}): StorageDriver {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  return {
    name: 'local',
    putObject(request) {
      return new Promise<PutObjectResult>((resolve, reject) => {
        assertPutParams({ Bucket: request.bucket, Region: request.region, Key: request.key, Body: request.body });
        if (request.signal?.aborted) {
          reject(abortError(request.signal));
          return;
        }
        const resource = localObjectUrl(request.token, request.bucket, request.key, options.baseUrl);
        const xhr = createXhr();
        const onAbort = () => xhr.abort();
        const done = () => request.signal?.removeEventListener('abort', onAbort);
        xhr.open('PUT', resource);
        for (const [name, value] of Object.entries(options.headers?.() ?? {})) xhr.setRequestHeader(name, value);
        xhr.setRequestHeader('Authorization', `Bearer ${request.token.credentials.sessionToken}`);
        xhr.setRequestHeader('Content-Type', request.contentType);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
        };
        xhr.onload = () => {
          done();
          try {
            resolve(settle(xhr, request, resource));
          } catch (err) {
            reject(err);
          }
        };
        xhr.onerror = () => {
          done();
          reject(new StorageError({ code: 'NetworkError', message: 'network error', resource }));
        };
        xhr.ontimeout = () => {
          done();
          reject(new StorageError({ code: 'Timeout', message: 'storage request timed out', resource }));
        };
        xhr.onabort = () => {
          done();
          reject(abortError(request.signal));
        };
        request.signal?.addEventListener('abort', onAbort, { once: true });
        xhr.send(request.body);
      });
    },
  };
}
