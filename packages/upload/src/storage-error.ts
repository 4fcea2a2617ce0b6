/** Codes meaning "these credentials no longer work": the API's envelope codes and the object store's own. */
const CREDENTIAL_ERROR_CODES = new Set(['401', '403', 'AccessDenied', 'ExpiredToken', 'InvalidAccessKeyId']);

/**
 * A failed storage request: the store's error code and message, the resource it concerned and the
 * store's request id, so a support ticket can name the exact request.
 */
export class StorageError extends Error {
  readonly code: string;
  readonly resource: string;
  readonly requestId: string;
  /** HTTP status of the storage answer, 0 when there was none (network failure, bad parameters). */
  readonly statusCode: number;
  /** False for failures a retry cannot fix: bad parameters, a driver the app did not register. */
  readonly retryable: boolean;

  constructor(init: {
    code: string;
    message: string;
    resource?: string;
    requestId?: string;
    statusCode?: number;
    retryable?: boolean;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'StorageError';
    this.code = init.code;
    this.resource = init.resource ?? '';
    this.requestId = init.requestId ?? '';
    this.statusCode = init.statusCode ?? 0;
    this.retryable = init.retryable ?? true;
  }

  /** Refused credentials: worth fetching new ones before the next try. */
  get credentialsRefused(): boolean {
    return this.statusCode === 401 || this.statusCode === 403 || CREDENTIAL_ERROR_CODES.has(this.code);
  }
}

export type UploadBody = File | Blob | string;

interface PutParams {
  Bucket?: string;
  Region?: string;
  Key?: string;
  Body?: unknown;
}

/**
 * The store's own parameter checks, made before any request: each of Bucket, Region and Key is required
 * ('missing param Bucket'), and the body must be a File, a Blob or a string.
 */
export function assertPutParams(params: PutParams): asserts params is Required<PutParams> & { Body: UploadBody } {
  for (const name of ['Bucket', 'Region', 'Key'] as const) {
    if (!params[name]) {
      throw new StorageError({ code: 'MissingParameter', message: `missing param ${name}`, retryable: false });
    }
  }
  const body = params.Body;
  if (!(body instanceof Blob) && typeof body !== 'string') {
    throw new StorageError({
      code: 'InvalidBody',
      message: 'params body format error, Only allow File|Blob|String.',
      resource: params.Key,
      retryable: false,
    });
  }
}
