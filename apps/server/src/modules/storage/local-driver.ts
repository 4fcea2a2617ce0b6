import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../../config';
import type { Db } from '../../db';
import {
  configuredCdnBase,
  encodeKey,
  type GrantRequest,
  type IssuedCredentials,
  knownBuckets,
  type ObjectHead,
  type SignedUrl,
  type StorageDriver,
} from './driver';
import { isSafeKey } from './keys';
import { deleteExpiredGrants, insertGrant } from './repo';
import { checkObjectSignature, type SignatureCheck, signObject } from './signing';

/** Where this API serves and accepts local objects; relative, so it works through the apps' /api proxy too. */
export const LOCAL_STORAGE_ROUTE = '/api/storage';

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface LocalDriverOptions {
  db: Db;
  storage: StorageConfig;
  dataDir: string;
  signingSecret: string;
  /** The business clock (grant expiry, link expiry). */
  now: () => Date;
}

/**
 * The embedded object store: files under DATA_DIR/storage/<bucket>/<key>, uploads through PUT /api/storage (see
 * routes.ts), grants in storage_grants. The session token is a random bearer secret; only its hash is stored.
 */
export class LocalDriver implements StorageDriver {
  readonly name = 'local';
  readonly recordsUploads = true;
  readonly root: string;

  constructor(private readonly options: LocalDriverOptions) {
    this.root = path.join(options.dataDir, 'storage');
  }

  async issueCredentials(request: GrantRequest): Promise<IssuedCredentials> {
    const now = this.options.now().getTime();
    const startTime = Math.floor(now / 1000);
    const expiredTime = startTime + request.durationSeconds;
    const sessionToken = randomBytes(32).toString('base64url');
    const id = `grant-${randomBytes(9).toString('base64url')}`;
    await deleteExpiredGrants(this.options.db, request.ownerUuid, new Date(now));
    await insertGrant(this.options.db, {
      id,
      tokenHash: hashSessionToken(sessionToken),
      ownerUuid: request.ownerUuid,
      purpose: request.purpose,
      bucket: request.bucket,
      prefix: request.prefix,
      expiresAt: new Date(expiredTime * 1000),
    });
    return { credentials: { tmpSecretId: id, tmpSecretKey: '', sessionToken }, startTime, expiredTime };
  }

  baseUrl(bucket: string): string {
    return configuredCdnBase(this.options.storage, bucket) ?? `${LOCAL_STORAGE_ROUTE}/${bucket}/`;
  }

  uploadUrl(bucket: string): string {
    return `${LOCAL_STORAGE_ROUTE}/${bucket}/`;
  }

  signedUrl(bucket: string, key: string, expiresInSeconds: number): SignedUrl {
    const expiredTime = Math.floor(this.options.now().getTime() / 1000) + expiresInSeconds;
    const sign = signObject(this.options.signingSecret, bucket, key, expiredTime);
    return { url: `${this.baseUrl(bucket)}${encodeKey(key)}?t=${expiredTime}&sign=${sign}`, sign, expiredTime };
  }

  checkSignature(bucket: string, key: string, expiry: string | undefined, sign: string | undefined): SignatureCheck {
    const nowSeconds = Math.floor(this.options.now().getTime() / 1000);
    return checkObjectSignature(this.options.signingSecret, bucket, key, expiry, sign, nowSeconds);
  }

  /** The file of an object; throws for unknown buckets and unsafe keys, so no caller can reach outside the root. */
  filePath(bucket: string, key: string): string {
    if (!knownBuckets(this.options.storage).includes(bucket)) throw new Error(`Unknown bucket: ${bucket}`);
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, bucket, ...key.split('/'));
  }

  async headObject(bucket: string, key: string): Promise<ObjectHead | undefined> {
    try {
      const info = await stat(this.filePath(bucket, key));
      return info.isFile() ? { size: info.size, mime: undefined } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Writes to a temporary file beside the tree and renames it into place, so readers never see half a file. */
  async putObject(bucket: string, key: string, body: Buffer): Promise<void> {
    const target = this.filePath(bucket, key);
    const tmpDir = path.join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      await writeFile(tmp, body, { flag: 'wx' });
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await rm(this.filePath(bucket, key), { force: true });
  }
}
