import type { HttpClient } from '@framewise/api-client';
import { createHttpUploader } from '@framewise/upload';
import { localDriver } from '@framewise/upload/local';

/**
 * The overseas upload engine: the API's own store (the COS driver is China-only and never part of this build).
 * main.tsx imports this module lazily, so compression loads with the first upload.
 */
export function createUploader(http: HttpClient) {
  return createHttpUploader({ http, drivers: [localDriver()] });
}
