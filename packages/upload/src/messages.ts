import { ApiError } from '@framewise/api-client';
import { CompressionError, type CompressionErrorCode } from './compress';
import { DownloadError } from './download';
import { isAbortError } from './retry';
import { type UploadRuleCode, UploadRuleError } from './validate';
import { ZipError, type ZipErrorCode } from './zip';

/** Keys of the upload namespace an error can be shown with. */
export type UploadMessageKey =
  | `errors.${UploadRuleCode}`
  | 'errors.uploadFailed'
  | 'errors.loginRequired'
  | `compression.${CompressionErrorCode}`
  | 'download.failed'
  | `zip.${ZipErrorCode}`;

/** What to show for a failure: a text key of the upload namespace with its values, or the server's own text. */
export type UploadMessage = { key: UploadMessageKey; values: Record<string, string | number> } | { text: string };

/**
 * The message for an upload, download or zip failure; undefined for a cancellation, which shows nothing. Storage
 * details (code, request id) are for logs: users see the generic "upload failed, retry later".
 */
export function uploadErrorMessage(err: unknown): UploadMessage | undefined {
  if (isAbortError(err)) return undefined;
  if (err instanceof UploadRuleError) return { key: `errors.${err.code}`, values: { ...err.values } };
  if (err instanceof CompressionError) {
    return err.code === 'aborted' ? undefined : { key: `compression.${err.code}`, values: {} };
  }
  if (err instanceof ZipError) return { key: `zip.${err.code}`, values: { name: err.fileName } };
  if (err instanceof DownloadError) return { key: 'download.failed', values: {} };
  if (err instanceof ApiError && err.kind === 'business' && err.msg) return { text: err.msg };
  return { key: 'errors.uploadFailed', values: {} };
}
