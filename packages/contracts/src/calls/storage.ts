import { z } from 'zod';
import { defineCall } from '../call';

/** Where a client may write: the folder of the key ({path}/{user uuid}/{random id}.{ext}). */
export const storageTokenQuery = z.object({
  path: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
});

export const STORAGE_DRIVERS = ['cos', 'local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

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

export const storageCalls = {
  getImageToken: defineCall({
    method: 'GET',
    path: '/api/image/token',
    query: storageTokenQuery,
    data: storageToken,
    auth: 'required',
    summary: 'Upload credentials for the general (private) bucket',
  }),
  getPubToken: defineCall({
    method: 'GET',
    path: '/api/image/pubtoken',
    query: storageTokenQuery,
    data: storageToken,
    auth: 'required',
    summary: 'Upload credentials for the public bucket (avatars)',
  }),
  getInpaintToken: defineCall({
    method: 'GET',
    path: '/api/image/inpaint/token',
    query: storageTokenQuery,
    data: storageToken,
    auth: 'required',
    summary: 'Upload credentials for inpaint images (reference and brush images)',
  }),
  getInpaintVideoToken: defineCall({
    method: 'GET',
    path: '/api/image/inpaint/videotoken',
    query: storageTokenQuery,
    data: storageToken,
    auth: 'required',
    summary: 'Upload credentials for inpaint videos (reference videos)',
  }),
  getCdnAuth: defineCall({
    method: 'GET',
    path: '/api/image/cdnAuth',
    query: cdnAuthQuery,
    data: cdnAuthAnswer,
    auth: 'required',
    summary: 'Signs a private CDN URL the caller owns (or a public one) for a limited time',
  }),
} as const;

/** Upload purposes of spec section 6 and the call that fetches their credentials. */
export const STORAGE_PURPOSE_CALL = {
  general: 'getImageToken',
  public: 'getPubToken',
  inpaintImage: 'getInpaintToken',
  inpaintVideo: 'getInpaintVideoToken',
} as const satisfies Record<string, keyof typeof storageCalls>;
export type StoragePurpose = keyof typeof STORAGE_PURPOSE_CALL;
