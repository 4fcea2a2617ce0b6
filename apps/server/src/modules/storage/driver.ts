import type { StorageDriver as DriverName } from '@framewise/contracts';
import type { StorageConfig } from '../../config';

/** Temporary upload credentials as the token calls answer them (times in Unix seconds). */
export interface IssuedCredentials {
  credentials: { tmpSecretId: string; tmpSecretKey: string; sessionToken: string };
  startTime: number;
  expiredTime: number;
}

/** What a grant allows: writing new objects under prefix in bucket, for durationSeconds. */
export interface GrantRequest {
  ownerUuid: string;
  purpose: string;
  bucket: string;
  prefix: string;
  durationSeconds: number;
  /** The largest object the grant may write, in bytes. */
  maxBytes: number;
  /** The Content-Types an upload may declare. */
  mimes: readonly string[];
}

export interface SignedUrl {
  url: string;
  /** The signature part of url. */
  sign: string;
  /** Unix seconds. */
  expiredTime: number;
}

export interface ObjectHead {
  size: number;
  mime: string | undefined;
}

/** One object store. The local driver is the embedded default; COS serves production. */
export interface StorageDriver {
  readonly name: Extract<DriverName, 'local' | 'cos'>;
  /**
   * True when uploads pass through this server and are recorded as they arrive (local). False when clients write
   * to the store directly (COS): then a key's owner is known from the key rule and existence from the store.
   */
  readonly recordsUploads: boolean;
  issueCredentials(request: GrantRequest): Promise<IssuedCredentials>;
  /** Where the bucket's objects are read, ending in '/'. */
  baseUrl(bucket: string): string;
  /** Where clients PUT uploads, ending in '/', when uploads go through this server. */
  uploadUrl(bucket: string): string | undefined;
  /** A URL that opens one private object for expiresInSeconds. */
  signedUrl(bucket: string, key: string, expiresInSeconds: number): SignedUrl;
  headObject(bucket: string, key: string): Promise<ObjectHead | undefined>;
  /** Writes an object the server produced (generated works); callers record it with recordObject. */
  putObject(bucket: string, key: string, body: Buffer, mime: string): Promise<void>;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/** Keys are URL paths: each segment is encoded, the slashes between them stay. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The configured CDN base of the private or public bucket, if any; other buckets use the driver's default. */
export function configuredCdnBase(storage: StorageConfig, bucket: string): string | undefined {
  if (bucket === storage.buckets.public) return storage.cdn.public;
  if (bucket === storage.buckets.private) return storage.cdn.private;
  return undefined;
}

export function isPublicBucket(storage: StorageConfig, bucket: string): boolean {
  return bucket === storage.buckets.public;
}

export function knownBuckets(storage: StorageConfig): string[] {
  return [...new Set(Object.values(storage.buckets))];
}
