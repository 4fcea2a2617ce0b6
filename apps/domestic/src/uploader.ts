import type { HttpClient } from '@framewise/api-client';
import { createHttpUploader } from '@framewise/upload';
import { cosDriver } from '@framewise/upload/cos';
import { localDriver } from '@framewise/upload/local';

/**
 * The domestic upload engine: Tencent COS where the API hands out COS credentials, the API's own store otherwise.
 * main.tsx imports this module lazily, so compression and the COS SDK load with the first upload.
 */
export function createUploader(http: HttpClient) {
  return createHttpUploader({ http, drivers: [localDriver(), cosDriver()] });
}
