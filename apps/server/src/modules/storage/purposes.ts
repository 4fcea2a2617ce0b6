import type { StoragePurpose } from '@framewise/contracts';
import type { StorageConfig } from '../../config';
import { CONTENT_TYPES, type ContentType, mimeAliasesOf } from './content';
import { AVATAR_PATH } from './keys';

export type BucketRole = keyof StorageConfig['buckets'];

interface PurposeRule {
  bucket: BucketRole;
  /** The folder when the client names none. */
  defaultPath: string;
  /**
   * The folders a client may ask credentials for. Never a folder the server writes (works/): credentials there
   * would let a user replace a generated, moderated or published file.
   */
  paths: readonly string[];
  types: readonly ContentType[];
}

/**
 * Credentials by purpose. Images are png/jpeg (avatars and other public images also webp),
 * videos mp4/quicktime; general uploads take all of them plus audio (mp3/wav/m4a, the voice of lip-sync).
 */
export const PURPOSES: Readonly<Record<StoragePurpose, PurposeRule>> = {
  general: {
    bucket: 'private',
    defaultPath: 'upload',
    paths: ['upload'],
    types: ['png', 'jpeg', 'mp4', 'quicktime', 'mp3', 'wav', 'm4a'],
  },
  public: { bucket: 'public', defaultPath: AVATAR_PATH, paths: [AVATAR_PATH], types: ['png', 'jpeg', 'webp'] },
  inpaintImage: { bucket: 'inpaintImage', defaultPath: 'inpaint', paths: ['inpaint'], types: ['png', 'jpeg'] },
  inpaintVideo: {
    bucket: 'inpaintVideo',
    defaultPath: 'inpaint-video',
    paths: ['inpaint-video'],
    types: ['mp4', 'quicktime'],
  },
};

/** The MIME types an upload of these content types may be sent with (the canonical one and browsers' aliases). */
export function mimesOf(types: readonly ContentType[]): string[] {
  return types.flatMap((t) => [CONTENT_TYPES[t].mime, ...mimeAliasesOf(t)]);
}

export function isStoragePurpose(value: string): value is StoragePurpose {
  return Object.hasOwn(PURPOSES, value);
}

/** The purpose whose credentials write into this folder of this bucket, if any. */
export function purposeOfFolder(storage: StorageConfig, bucket: string, folder: string): StoragePurpose | undefined {
  return (Object.keys(PURPOSES) as StoragePurpose[]).find(
    (p) => storage.buckets[PURPOSES[p].bucket] === bucket && PURPOSES[p].paths.includes(folder),
  );
}

/** What one upload under a grant may be. */
export interface UploadLimits {
  types: readonly ContentType[];
  maxImageBytes: number;
  maxVideoBytes: number;
  maxAudioBytes: number;
  maxAudioSeconds: number;
  /** Longest image side in pixels. */
  maxSide: number;
}

export function uploadLimits(storage: StorageConfig, purpose: StoragePurpose, path: string): UploadLimits {
  const rule = PURPOSES[purpose];
  const avatar = rule.bucket === 'public' && path === AVATAR_PATH;
  return {
    types: rule.types,
    maxImageBytes: storage.maxImageBytes,
    maxVideoBytes: storage.maxVideoBytes,
    maxAudioBytes: storage.maxAudioBytes,
    maxAudioSeconds: storage.maxAudioSeconds,
    maxSide: avatar ? storage.maxAvatarSide : storage.maxImageSide,
  };
}

/** The size limit of one content type. */
export function maxBytesOf(limits: UploadLimits, type: ContentType): number {
  const kind = CONTENT_TYPES[type].kind;
  if (kind === 'video') return limits.maxVideoBytes;
  if (kind === 'audio') return limits.maxAudioBytes;
  return limits.maxImageBytes;
}

/** The largest body any of the types may have. */
export function largestAllowed(limits: UploadLimits): number {
  return Math.max(...limits.types.map((t) => maxBytesOf(limits, t)));
}
