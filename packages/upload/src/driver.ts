import type { StorageToken } from '@framewise/contracts';
import type { StorageDriver as StorageDriverName } from '@framewise/contracts/routes';
import type { UploadBody } from './storage-error';

export type { StorageDriverName };

/** Bytes sent so far; total is the body size. */
export interface PutProgress {
  loaded: number;
  total: number;
}

export interface PutObjectRequest {
  bucket: string;
  region: string;
  /** {path}/{user uuid}/{random id}.{ext}, inside token.prefix. */
  key: string;
  body: UploadBody;
  contentType: string;
  /** The temporary credentials the key was granted under. */
  token: StorageToken;
  onProgress?: (progress: PutProgress) => void;
  signal?: AbortSignal;
}

export interface PutObjectResult {
  /** The storage answer's HTTP status: an upload counts only with 200. */
  statusCode: number;
  key: string;
  /** Where the object can be read (signed through cdnAuth when its bucket is private). */
  url: string;
  requestId?: string;
  /** The store says it transcodes the file after upload. */
  transcoding?: boolean;
}

/**
 * One object store. The app registers the drivers its build may use; the credentials answer names the one to
 * use ('local' or 'cos'), so the overseas app, which never imports './cos', simply does not register it.
 */
export interface StorageDriver {
  readonly name: StorageDriverName;
  /** Rejects with a StorageError (or an AbortError when the signal fires). */
  putObject(request: PutObjectRequest): Promise<PutObjectResult>;
}
