import { z } from 'zod';
import { defineCalls } from '../call';
import { STORAGE_DRIVERS } from '../domain/storage';
import { storageRoutes } from '../route-table/storage';

/** Where a client may write: the folder of the key ({path}/{user uuid}/{random id}.{ext}). */
export const storageTokenQuery = z.object({
  path: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
});

/** Temporary upload credentials, valid until expiredTime (Unix seconds) and only under prefix. */
export const storageToken = z.object({
  credentials: z.object({
    tmpSecretId: z.string(),
    tmpSecretKey: z.string(),
    sessionToken: z.string(),
  }),
  /** Unix seconds. */
  startTime: z.number().int(),
  expiredTime: z.number().int(),
  bucket: z.string().min(1),
  region: z.string().min(1),
  driver: z.enum(STORAGE_DRIVERS),
  /** The key prefix the credentials allow, ending in '/': {path}/{user uuid}/. */
  prefix: z.string().min(1),
});
export type StorageToken = z.infer<typeof storageToken>;

/** Uploaded-object result the upload package reports (spec section 3). */
export const uploadResult = z.object({
  key: z.string().min(1),
  url: z.string().min(1),
  /** Set for videos the server transcodes after upload. */
  transcoding: z.boolean().optional(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const cdnAuthQuery = z.object({ url: z.string().min(1).max(2048) });
/** url is the signed URL to load; sign and expiredTime (Unix seconds) are its parts. */
export const cdnAuthAnswer = z.object({
  url: z.string().min(1),
  sign: z.string().min(1),
  expiredTime: z.number().int(),
});
export type CdnAuthAnswer = z.infer<typeof cdnAuthAnswer>;

export const storageCalls = defineCalls(storageRoutes, {
  getImageToken: { query: storageTokenQuery, data: storageToken },
  getPubToken: { query: storageTokenQuery, data: storageToken },
  getInpaintToken: { query: storageTokenQuery, data: storageToken },
  getInpaintVideoToken: { query: storageTokenQuery, data: storageToken },
  getCdnAuth: { query: cdnAuthQuery, data: cdnAuthAnswer },
});
