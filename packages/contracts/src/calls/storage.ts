import { z } from 'zod';
import { defineCalls } from '../call';
import { STORAGE_DRIVERS } from '../domain/storage';
import { storageRoutes } from '../route-table/storage';

/** Where a client may write: the folder of the key ({path}/{user uuid}/{random id}.{ext}). */
const storageTokenQuery = z.object({
  path: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
});

/**
 * Temporary upload credentials, valid until expiredTime (Unix seconds) and only under prefix, for keys
 * {prefix}{random id}.{ext} (random id: 8 to 64 of A-Z a-z 0-9 _ -, starting with a letter or digit; ext: png,
 * jpg, jpeg, webp, mp4, mov, and for the general purpose mp3, wav, m4a).
 * driver 'cos': STS credentials for cos-js-sdk-v5 (PutObject and multipart upload only).
 * driver 'local': send `PUT {uploadUrl}{key}` with `Authorization: Bearer {sessionToken}` and the file as the raw
 * body; it answers the envelope with data {key, url}. tmpSecretId names the grant; tmpSecretKey is empty.
 */
export const storageToken = z.object({
  credentials: z.object({
    tmpSecretId: z.string(),
    /** Empty for the local driver, which needs only the session token. */
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
  /** Local driver only: where to PUT, ending in '/' (upload URL = uploadUrl + key); may be relative to the API. */
  uploadUrl: z.string().min(1).optional(),
  /**
   * Where the bucket's objects are read, ending in '/' (object URL = cdnUrl + key; private buckets need the
   * signature of getCdnAuth). Always sent by the server; may be relative to the API's origin.
   */
  cdnUrl: z.string().min(1).optional(),
});
export type StorageToken = z.infer<typeof storageToken>;

/** Uploaded-object result the upload package reports. */
export const uploadResult = z.object({
  key: z.string().min(1),
  url: z.string().min(1),
  /** Set for videos the server transcodes after upload. */
  transcoding: z.boolean().optional(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** url: an object URL (cdnUrl + key, any query is ignored) or a bare key of the private bucket. */
const cdnAuthQuery = z.object({ url: z.string().min(1).max(2048) });
/** url is the signed URL to load; sign and expiredTime (Unix seconds) are its parts. */
export const cdnAuthAnswer = z.object({
  url: z.string().min(1),
  sign: z.string().min(1),
  expiredTime: z.number().int(),
});
export type CdnAuthAnswer = z.infer<typeof cdnAuthAnswer>;

/** key: an uploaded video of the caller (bare key of its bucket, as the upload answered it). */
const transcodeBody = z.object({ key: z.string().min(1).max(512) });
/**
 * 'transcoding' while the server converts it (progress 0..1; key and url still the upload's); 'done' with the key
 * to use from then on: the upload's own when browsers play it already, else its H.264 MP4 copy.
 */
export const transcodeAnswer = z.object({
  state: z.enum(['transcoding', 'done']),
  progress: z.number().min(0).max(1),
  key: z.string().min(1),
  url: z.string().min(1),
});
export type TranscodeAnswer = z.infer<typeof transcodeAnswer>;

export const storageCalls = defineCalls(storageRoutes, {
  getImageToken: { query: storageTokenQuery, data: storageToken },
  getPubToken: { query: storageTokenQuery, data: storageToken },
  getInpaintToken: { query: storageTokenQuery, data: storageToken },
  getInpaintVideoToken: { query: storageTokenQuery, data: storageToken },
  getCdnAuth: { query: cdnAuthQuery, data: cdnAuthAnswer },
  transcodeVideo: { body: transcodeBody, data: transcodeAnswer },
});
