import { z } from 'zod';
import { optional, withDefault } from './variable';

export const STORAGE_DRIVERS = ['local', 'cos', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];
/** Tencent COS regions the product stores in. */
export const STORAGE_REGIONS = { shanghai: 'ap-shanghai', beijing: 'ap-beijing' } as const;
type StorageRegionName = keyof typeof STORAGE_REGIONS;
/** The longest life of upload credentials (COS temporary credentials): 30 min, the upper bound of STORAGE_TOKEN_SECONDS. */
export const STORAGE_TOKEN_MAX_SECONDS = 1800;

/** Object storage: buckets, where they are read, upload limits. Shared by every storage driver. */
export interface StorageConfig {
  /** COS region id (ap-shanghai, ap-beijing); the local driver reports it too. */
  region: (typeof STORAGE_REGIONS)[StorageRegionName];
  buckets: {
    /** General uploads and generated works; read only through signed URLs. */
    private: string;
    /** Avatars and other world-readable files. */
    public: string;
    inpaintImage: string;
    inpaintVideo: string;
  };
  /**
   * Where each bucket's objects are read, ending in '/': object URL = base + key. Relative bases resolve against
   * the page's origin (the apps proxy /api to this server); unset ones default per driver.
   */
  cdn: { private: string | undefined; public: string | undefined };
  /** Permanent COS API keys: STS hands out temporary ones from them; the server signs and deletes with them. */
  cos: { secretId: string | undefined; secretKey: string | undefined };
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Audio uploads (lip-sync voice tracks): size, and length in seconds (the local lip-sync's longest output). */
  maxAudioBytes: number;
  maxAudioSeconds: number;
  /** Longest side of an uploaded image in pixels; avatars have their own limit. */
  maxImageSide: number;
  maxAvatarSide: number;
  /** Upload credentials lifetime (at most STORAGE_TOKEN_MAX_SECONDS). */
  tokenSeconds: number;
  /** Lifetime of a signed URL for a private object. */
  signedUrlSeconds: number;
}

// COS bucket names are lowercase letters, digits and '-' (name-APPID); the local driver uses them as folder names.
const bucketName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be lowercase letters, digits and -');
// An absolute http(s) URL or a path starting with '/'; stored with exactly one trailing '/'.
const cdnBase = z
  .string()
  .regex(/^(https?:\/\/[^/?#\s]+|\/)[^?#\s]*$/, 'must be an http(s) URL or a path starting with /')
  .transform((v) => `${v.replace(/\/+$/, '')}/`);
const megabytes = (max: number) => z.coerce.number().positive().max(max);

const MB = 1024 * 1024;

/** Object storage: driver, buckets, where files are read, upload limits. */
export const storageVariables = {
  STORAGE_DRIVER: withDefault(z.enum(STORAGE_DRIVERS), 'local', {
    description:
      'Object storage: `local` (files in DATA_DIR, signed URLs served by the API) or `cos` (Tencent COS); `s3` is refused in this build.',
  }),
  STORAGE_REGION: optional(z.enum(Object.keys(STORAGE_REGIONS) as [StorageRegionName, ...StorageRegionName[]]), {
    description: 'COS region: `shanghai` (ap-shanghai) or `beijing` (ap-beijing).',
    unset: 'shanghai in production, else beijing',
  }),
  STORAGE_BUCKET_PRIVATE: optional(bucketName, {
    description: 'Bucket of uploads and generated works, read only through signed URLs (COS names end in -APPID).',
    unset: 'framewise-private (framewise-test-private outside production)',
  }),
  STORAGE_BUCKET_PUBLIC: optional(bucketName, {
    description: 'Bucket of avatars and other world-readable files; must differ from the private one.',
    unset: 'framewise-public (framewise-test-public outside production)',
  }),
  STORAGE_BUCKET_INPAINT: optional(bucketName, {
    description: 'Bucket of inpainting image uploads.',
    unset: 'STORAGE_BUCKET_PRIVATE',
  }),
  STORAGE_BUCKET_INPAINT_VIDEO: optional(bucketName, {
    description: 'Bucket of inpainting video uploads.',
    unset: 'STORAGE_BUCKET_INPAINT',
  }),
  STORAGE_CDN_PRIVATE: optional(cdnBase, {
    description: 'Where private objects are read (http(s) URL or path starting with /); object URL = base + key.',
    unset: "(the driver's own)",
  }),
  STORAGE_CDN_PUBLIC: optional(cdnBase, {
    description: 'Where public objects are read, as above.',
    unset: "(the driver's own)",
  }),
  COS_SECRET_ID: optional(z.string(), {
    description:
      'Permanent COS API key id: STS temporary upload credentials are made from it; required with STORAGE_DRIVER=cos in production.',
    unset: '(unset)',
  }),
  COS_SECRET_KEY: optional(z.string(), {
    description: 'Permanent COS API key secret, with COS_SECRET_ID.',
    unset: '(unset)',
    secret: true,
  }),
  STORAGE_MAX_IMAGE_MB: withDefault(megabytes(100), 5, { description: 'Largest image upload in MB.' }),
  STORAGE_MAX_VIDEO_MB: withDefault(megabytes(1024), 30, { description: 'Largest video upload in MB.' }),
  STORAGE_MAX_AUDIO_MB: withDefault(megabytes(1024), 20, {
    description: 'Largest audio upload (lip-sync voice) in MB.',
  }),
  STORAGE_MAX_AUDIO_SECONDS: withDefault(z.coerce.number().positive().max(3600), 60, {
    description: 'Longest audio upload in seconds.',
  }),
  STORAGE_TOKEN_SECONDS: withDefault(
    z.coerce.number().int().min(60).max(STORAGE_TOKEN_MAX_SECONDS),
    STORAGE_TOKEN_MAX_SECONDS,
    { description: 'Lifetime of upload credentials in seconds (60 to 1800).' },
  ),
  STORAGE_SIGNED_URL_SECONDS: withDefault(z.coerce.number().int().min(60).max(86_400), 900, {
    description: 'Lifetime of a signed URL of a private object in seconds.',
  }),
};

type StorageEnv = z.output<z.ZodObject<typeof storageVariables>>;

/**
 * Production and the other environments use different buckets and regions, so a test deployment
 * never writes into production's buckets by accident. Inpaint uploads share the private bucket unless told apart.
 */
export function readStorage(e: StorageEnv, isProduction: boolean): StorageConfig {
  const prefix = isProduction ? 'framewise' : 'framewise-test';
  const privateBucket = e.STORAGE_BUCKET_PRIVATE ?? `${prefix}-private`;
  const inpaintImage = e.STORAGE_BUCKET_INPAINT ?? privateBucket;
  return {
    region: STORAGE_REGIONS[e.STORAGE_REGION ?? (isProduction ? 'shanghai' : 'beijing')],
    buckets: {
      private: privateBucket,
      public: e.STORAGE_BUCKET_PUBLIC ?? `${prefix}-public`,
      inpaintImage,
      inpaintVideo: e.STORAGE_BUCKET_INPAINT_VIDEO ?? inpaintImage,
    },
    cdn: { private: e.STORAGE_CDN_PRIVATE, public: e.STORAGE_CDN_PUBLIC },
    cos: { secretId: e.COS_SECRET_ID, secretKey: e.COS_SECRET_KEY },
    maxImageBytes: Math.floor(e.STORAGE_MAX_IMAGE_MB * MB),
    maxVideoBytes: Math.floor(e.STORAGE_MAX_VIDEO_MB * MB),
    maxAudioBytes: Math.floor(e.STORAGE_MAX_AUDIO_MB * MB),
    maxAudioSeconds: e.STORAGE_MAX_AUDIO_SECONDS,
    maxImageSide: 2048,
    maxAvatarSide: 4096,
    tokenSeconds: e.STORAGE_TOKEN_SECONDS,
    signedUrlSeconds: e.STORAGE_SIGNED_URL_SECONDS,
  };
}

/** Checked in every environment: a storage setup that cannot work should stop the start, not the first upload. */
export function storageProblems(config: {
  storageDriver: StorageDriver;
  isProduction: boolean;
  storage: StorageConfig;
}): string[] {
  const problems: string[] = [];
  const { storage } = config;
  if (config.storageDriver === 's3')
    problems.push('STORAGE_DRIVER: s3 is not available in this build; use local or cos');
  if (storage.buckets.private === storage.buckets.public)
    problems.push('STORAGE_BUCKET_PUBLIC: must differ from the private bucket, whose files need signed URLs');
  if (config.storageDriver === 'cos' && config.isProduction) {
    if (!storage.cos.secretId) problems.push('COS_SECRET_ID: required with STORAGE_DRIVER=cos in production');
    if (!storage.cos.secretKey) problems.push('COS_SECRET_KEY: required with STORAGE_DRIVER=cos in production');
    const envOf = { private: 'PRIVATE', public: 'PUBLIC', inpaintImage: 'INPAINT', inpaintVideo: 'INPAINT_VIDEO' };
    const reported = new Set<string>();
    for (const [name, bucket] of Object.entries(storage.buckets) as [keyof typeof envOf, string][]) {
      if (/-\d+$/.test(bucket) || reported.has(bucket)) continue;
      reported.add(bucket);
      problems.push(`STORAGE_BUCKET_${envOf[name]}: COS bucket names end in -APPID, e.g. ${bucket}-1250000000`);
    }
  }
  return problems;
}
