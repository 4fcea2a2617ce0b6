import { createHash } from 'node:crypto';
import { ErrorCode, type StoragePurpose, type StorageToken } from '@framewise/contracts';
import sharp from 'sharp';
import { STORAGE_TOKEN_MAX_SECONDS, type StorageConfig } from '../../config';
import type { Db } from '../../db';
import type { AppContext } from '../../http';
import { AppError } from '../../http';
import { checkAudio } from './audio';
import { readCapped } from './capped-download';
import {
  type AudioType,
  CONTENT_TYPES,
  type ContentType,
  checkImage,
  contentTypeOfExtension,
  type ImageType,
  sniffContentType,
} from './content';
import { createCosDriver } from './cos-driver';
import { encodeKey, isPublicBucket, knownBuckets, type SignedUrl, type StorageDriver } from './driver';
import { isSafeKey, parseObjectKey, userPrefix } from './keys';
import { hashSessionToken, LocalDriver } from './local-driver';
import {
  isStoragePurpose,
  largestAllowed,
  maxBytesOf,
  mimesOf,
  PURPOSES,
  purposeOfFolder,
  type UploadLimits,
  uploadLimits,
} from './purposes';
import {
  deleteObjectRecord,
  findGrantByTokenHash,
  findObject,
  insertObject,
  type NewObject,
  type StoredObject,
} from './repo';

const MB = 1024 * 1024;
const formatMb = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/** Texts of the refusals; clients check the same rules first, so these reach only clients that skipped them. */
export const STORAGE_MESSAGES = {
  credentialsMissing: 'Upload credentials are missing: send the session token as a Bearer token',
  credentialsInvalid: 'Upload credentials are not valid; fetch new ones and retry',
  credentialsExpired: 'Upload credentials have expired; fetch new ones and retry',
  outsidePrefix: 'These upload credentials do not allow writing to this location',
  folderNotAllowed: 'Uploads are not allowed in this folder',
  badKey:
    'The file name must be {prefix}{random id}.{ext} with a png, jpg, jpeg, webp, mp4, mov, mp3, wav or m4a extension',
  empty: 'The file is empty',
  wrongType:
    'Wrong file type: upload a PNG or JPEG image, an MP4 or MOV video, or MP3, WAV or M4A audio, where this upload allows it',
  extensionMismatch: "The file's content does not match its extension",
  tooLarge: (limit: number) => `The file is too large: at most ${formatMb(limit)}`,
  tooManyPixels: (side: number) => `The image is too large: at most ${side} x ${side} pixels`,
  unreadableImage: 'The image could not be read; it may be damaged',
  /** Message keys: users meet these (a browser cannot tell a damaged or too long track), so they are translated. */
  unreadableAudio: 'serverErrors.storage.audioUnreadable',
  audioTooLong: 'serverErrors.storage.audioTooLong',
  keyTaken: 'A file with this name exists already; upload it under a new name',
  notOurUrl: 'This address is not a file stored here',
  notOwner: 'You can only open files you uploaded or created',
  notFound: 'File not found',
} as const;

export interface StorageServiceOptions {
  db: Db;
  storage: StorageConfig;
  driver: StorageDriver;
  /** Resolves relative CDN bases when a full URL comes back to be signed. */
  publicUrl: string;
  /** The business clock (grant expiry). */
  now: () => Date;
}

/** A stored object's place. */
export interface ObjectLocation {
  bucket: string;
  key: string;
}

/** Upload credentials, uploads through the local endpoint, object URLs and ownership: the storage domain's rules. */
export class StorageService {
  constructor(private readonly options: StorageServiceOptions) {}

  get driver(): StorageDriver {
    return this.options.driver;
  }

  get storage(): StorageConfig {
    return this.options.storage;
  }

  now(): Date {
    return this.options.now();
  }

  private get db(): Db {
    return this.options.db;
  }

  /** Credentials to upload under {path}/{owner}/ of the purpose's bucket; path defaults by purpose. */
  async issueToken(ownerUuid: string, purpose: StoragePurpose, path: string | undefined): Promise<StorageToken> {
    const rule = PURPOSES[purpose];
    const folder = path ?? rule.defaultPath;
    if (!rule.paths.includes(folder)) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.folderNotAllowed);
    const bucket = this.storage.buckets[rule.bucket];
    const prefix = userPrefix(folder, ownerUuid);
    const limits = uploadLimits(this.storage, purpose, folder);
    const issued = await this.driver.issueCredentials({
      ownerUuid,
      purpose,
      bucket,
      prefix,
      durationSeconds: Math.min(this.storage.tokenSeconds, STORAGE_TOKEN_MAX_SECONDS),
      maxBytes: largestAllowed(limits),
      mimes: mimesOf(limits.types),
    });
    const uploadUrl = this.driver.uploadUrl(bucket);
    return {
      ...issued,
      bucket,
      region: this.storage.region,
      driver: this.driver.name,
      prefix,
      ...(uploadUrl ? { uploadUrl } : {}),
      cdnUrl: this.driver.baseUrl(bucket),
    };
  }

  /**
   * An upload to the local endpoint: the grant behind the bearer token must be live and cover the key, and the
   * body must be an allowed type by its bytes, within size and pixel limits. Nothing is stored unless all pass.
   */
  async acceptUpload(input: {
    bucket: string;
    key: string;
    authorization: string | undefined;
    body: Buffer;
  }): Promise<{ key: string; url: string }> {
    const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(input.authorization ?? '')?.[1];
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED, STORAGE_MESSAGES.credentialsMissing);
    const grant = await findGrantByTokenHash(this.db, hashSessionToken(token));
    if (!grant || !isStoragePurpose(grant.purpose)) {
      throw new AppError(ErrorCode.UNAUTHORIZED, STORAGE_MESSAGES.credentialsInvalid);
    }
    if (grant.expires_at.getTime() <= this.now().getTime()) {
      throw new AppError(ErrorCode.UNAUTHORIZED, STORAGE_MESSAGES.credentialsExpired);
    }
    const { key, body } = input;
    if (input.bucket !== grant.bucket || !key.startsWith(grant.prefix)) {
      throw new AppError(ErrorCode.FORBIDDEN, STORAGE_MESSAGES.outsidePrefix);
    }
    const parts = parseObjectKey(key);
    if (!parts || userPrefix(parts.path, parts.ownerUuid) !== grant.prefix) {
      throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.badKey);
    }

    const checked = await this.checkBody(uploadLimits(this.storage, grant.purpose, parts.path), parts.ext, body);
    await this.store({
      bucket: grant.bucket,
      key,
      ownerUuid: grant.owner_uuid,
      ...checked,
      body,
    });
    return { key, url: this.objectUrl(grant.bucket, key) };
  }

  /**
   * The checks every upload passes, by its bytes: an allowed type matching the extension, within the size,
   * pixel and duration limits. Answers what is recorded of it; throws the refusal the user sees.
   */
  private async checkBody(
    limits: UploadLimits,
    ext: string,
    body: Buffer,
  ): Promise<Pick<NewObject, 'size' | 'mime' | 'width' | 'height' | 'sha256'>> {
    if (body.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.empty);
    const largest = largestAllowed(limits);
    if (body.length > largest) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.tooLarge(largest));
    let type: ContentType | undefined = sniffContentType(body);
    const named = contentTypeOfExtension(ext);
    // An MPEG-4 file with a generic brand may be audio only: named .m4a, ffprobe decides below (no video stream).
    if (type === 'mp4' && named === 'm4a') type = 'm4a';
    if (!type || !limits.types.includes(type)) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.wrongType);
    if (named !== type) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.extensionMismatch);
    const { kind, mime } = CONTENT_TYPES[type];
    const limit = maxBytesOf(limits, type);
    if (body.length > limit) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.tooLarge(limit));

    let size: { width: number; height: number } | undefined;
    if (kind === 'image') {
      const check = await checkImage(body, type as ImageType, limits.maxSide);
      if (!check.ok) {
        const msg =
          check.reason === 'tooLarge'
            ? STORAGE_MESSAGES.tooManyPixels(limits.maxSide)
            : STORAGE_MESSAGES.unreadableImage;
        throw new AppError(ErrorCode.BAD_REQUEST, msg);
      }
      size = { width: check.width, height: check.height };
    }
    if (kind === 'audio') {
      const check = await checkAudio(body, type as AudioType, limits.maxAudioSeconds);
      if (!check.ok) {
        const msg = {
          unreadable: STORAGE_MESSAGES.unreadableAudio,
          notAudio: STORAGE_MESSAGES.wrongType,
          tooLong: STORAGE_MESSAGES.audioTooLong,
        }[check.reason];
        throw new AppError(ErrorCode.BAD_REQUEST, msg);
      }
    }

    return {
      size: body.length,
      mime,
      width: size?.width ?? null,
      height: size?.height ?? null,
      sha256: createHash('sha256').update(body).digest('hex'),
    };
  }

  /**
   * Stores a file the server produced for a user (generated works): type by content, recorded with its owner.
   * Image sides are not limited here; the engine decides its output sizes.
   */
  async putOwnedObject(input: { bucket: string; key: string; ownerUuid: string; body: Buffer }): Promise<void> {
    const type = sniffContentType(input.body);
    if (!type) throw new Error(`Refusing to store ${input.key}: not an image, video or audio type uploads may have`);
    const { kind, mime } = CONTENT_TYPES[type];
    const meta = kind === 'image' ? await sharp(input.body).metadata() : undefined;
    await this.store({
      bucket: input.bucket,
      key: input.key,
      ownerUuid: input.ownerUuid,
      size: input.body.length,
      mime,
      width: meta?.width ?? null,
      height: meta?.height ?? null,
      sha256: createHash('sha256').update(input.body).digest('hex'),
      body: input.body,
    });
  }

  /** Stores an image the server derived from a stored one (cover variants): type and size as the encoder made it. */
  async putDerivedImage(input: {
    bucket: string;
    key: string;
    ownerUuid: string;
    body: Buffer;
    mime: string;
    width: number;
    height: number;
  }): Promise<void> {
    const { body, ...record } = input;
    const sha256 = createHash('sha256').update(body).digest('hex');
    await this.store({ ...record, size: body.length, sha256, body });
  }

  /** Removes a stored file and its record; one already gone is no failure. */
  async deleteObject(bucket: string, key: string): Promise<void> {
    await this.driver.deleteObject(bucket, key);
    await deleteObjectRecord(this.db, bucket, key);
  }

  /**
   * The record claims the key first, so two writers of one key cannot both write; a failed write frees it. Keys
   * are written once: the same owner sending the same bytes again (a retry whose answer was lost) succeeds without
   * writing, anything else is refused.
   */
  private async store(object: NewObject & { body: Buffer }): Promise<void> {
    const { body, ...record } = object;
    if (!isSafeKey(record.key)) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.badKey);
    if (!(await insertObject(this.db, record))) {
      const existing = await findObject(this.db, record.bucket, record.key);
      const retried = existing?.owner_uuid === record.ownerUuid && existing.sha256 === record.sha256;
      if (retried && record.sha256 !== null) return;
      throw new AppError(ErrorCode.CONFLICT, STORAGE_MESSAGES.keyTaken);
    }
    try {
      await this.driver.putObject(record.bucket, record.key, body, record.mime);
    } catch (error) {
      await deleteObjectRecord(this.db, record.bucket, record.key);
      throw error;
    }
  }

  findObject(bucket: string, key: string): Promise<StoredObject | undefined> {
    return findObject(this.db, bucket, key);
  }

  /** A URL that opens the object now: plain for the public bucket, signed for the others. */
  objectUrl(bucket: string, key: string): string {
    if (isPublicBucket(this.storage, bucket)) return `${this.driver.baseUrl(bucket)}${encodeKey(key)}`;
    return this.driver.signedUrl(bucket, key, this.storage.signedUrlSeconds).url;
  }

  /**
   * Whether ownerUuid owns bucket/key and it exists. Recorded objects answer from the database. With COS, where
   * browsers upload directly, an unrecorded key of the owner's own upload folder is fetched (at most the purpose's
   * size limit) and checked by its bytes exactly as the local endpoint checks uploads; the verdict is recorded
   * with the bytes' hash, which downloads compare later (a file replaced after the check is refused).
   */
  async ownsObject(bucket: string, key: string, ownerUuid: string): Promise<boolean> {
    const record = await findObject(this.db, bucket, key);
    if (record) return record.owner_uuid === ownerUuid;
    const parts = parseObjectKey(key);
    if (this.driver.recordsUploads || parts?.ownerUuid !== ownerUuid) return false;
    const purpose = purposeOfFolder(this.storage, bucket, parts.path);
    if (!purpose) return false;
    const limits = uploadLimits(this.storage, purpose, parts.path);
    const head = await this.driver.headObject(bucket, key);
    if (!head) return false;
    const largest = largestAllowed(limits);
    if (head.size > largest) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.tooLarge(largest));
    const body = await readCapped(new URL(this.objectUrl(bucket, key), `${this.options.publicUrl}/`), largest);
    if (!body) return false;
    const checked = await this.checkBody(limits, parts.ext, body);
    await insertObject(this.db, { bucket, key, ownerUuid, ...checked });
    return true;
  }

  /**
   * Finds bucket and key of an object URL (any base this driver hands out, absolute or relative; the query is
   * ignored) or of a bare key, which means the private bucket.
   */
  locate(raw: string): ObjectLocation | undefined {
    const trimmed = raw.trim();
    if (!/^[a-z][a-z0-9+.-]*:|^\//i.test(trimmed)) {
      const key = trimmed.split(/[?#]/)[0] ?? '';
      return isSafeKey(key) ? { bucket: this.storage.buckets.private, key } : undefined;
    }
    const origin = `${this.options.publicUrl}/`;
    let target: URL;
    try {
      target = new URL(trimmed, origin);
    } catch {
      return undefined;
    }
    for (const bucket of knownBuckets(this.storage)) {
      const base = new URL(this.driver.baseUrl(bucket), origin);
      if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) continue;
      let key: string;
      try {
        key = decodeURIComponent(target.pathname.slice(base.pathname.length));
      } catch {
        return undefined;
      }
      return isSafeKey(key) ? { bucket, key } : undefined;
    }
    return undefined;
  }

  /**
   * cdnAuth: signs a URL for a limited time, for objects the caller owns and for public ones; anything else is
   * refused, whether or not it exists, so keys of other users cannot be probed.
   */
  async signUrl(ownerUuid: string, raw: string): Promise<SignedUrl> {
    const location = this.locate(raw);
    if (!location) throw new AppError(ErrorCode.BAD_REQUEST, STORAGE_MESSAGES.notOurUrl);
    const { bucket, key } = location;
    if (!isPublicBucket(this.storage, bucket)) {
      const record = await findObject(this.db, bucket, key);
      const owner = record ? record.owner_uuid : parseObjectKey(key)?.ownerUuid;
      if (owner !== ownerUuid) throw new AppError(ErrorCode.FORBIDDEN, STORAGE_MESSAGES.notOwner);
      if (!record && this.driver.recordsUploads) throw new AppError(ErrorCode.NOT_FOUND, STORAGE_MESSAGES.notFound);
    }
    return this.driver.signedUrl(bucket, key, this.storage.signedUrlSeconds);
  }
}

const services = new WeakMap<AppContext, StorageService>();

/** The app's storage service (one per app context, so the COS client and its connections are shared). */
export function storageService(ctx: AppContext): StorageService {
  let service = services.get(ctx);
  if (!service) {
    const { config, db, secrets, now } = ctx;
    const { storage, dataDir, publicUrl } = config;
    const driver =
      config.storageDriver === 'cos'
        ? createCosDriver(storage)
        : new LocalDriver({ db, storage, dataDir, signingSecret: secrets.signingSecret, now });
    service = new StorageService({ db, storage, driver, publicUrl, now });
    services.set(ctx, service);
  }
  return service;
}
