import { createRequire } from 'node:module';
import COS from 'cos-nodejs-sdk-v5';
import type { CredentialData, GetCredentialOptions } from 'qcloud-cos-sts';
import { STORAGE_TOKEN_MAX_SECONDS, type StorageConfig } from '../../config';
import {
  configuredCdnBase,
  encodeKey,
  type GrantRequest,
  type IssuedCredentials,
  type ObjectHead,
  type SignedUrl,
  type StorageDriver,
} from './driver';

/**
 * What a browser needs to upload one file with cos-js-sdk-v5: a simple PutObject, or the multipart actions the SDK
 * uses for large files (slice upload). Nothing that reads, lists the bucket or deletes.
 */
export const UPLOAD_ACTIONS = [
  'name/cos:PutObject',
  'name/cos:InitiateMultipartUpload',
  'name/cos:ListParts',
  'name/cos:UploadPart',
  'name/cos:CompleteMultipartUpload',
  'name/cos:AbortMultipartUpload',
] as const;

export interface CosPolicy {
  version: '2.0';
  statement: {
    action: string[];
    effect: 'allow';
    principal: { qcs: string[] };
    resource: string[];
    condition?: Record<string, Record<string, number | string[]>>;
  }[];
}

/** The APPID of a COS bucket name (name-APPID). */
export function appIdOf(bucket: string): string {
  const match = /-(\d+)$/.exec(bucket);
  if (!match?.[1]) throw new Error(`COS bucket "${bucket}" has no -APPID suffix`);
  return match[1];
}

/**
 * An STS policy that allows uploading objects under exactly this prefix of this bucket, and nothing else: the
 * single PUT and the multipart start must declare an allowed Content-Type, and no request body (the single PUT,
 * each part) may exceed maxBytes. COS fails requests whose action a condition key does not apply to, so each
 * condition goes only on the actions that carry it.
 */
export function buildUploadPolicy(options: {
  bucket: string;
  region: string;
  prefix: string;
  maxBytes: number;
  mimes: readonly string[];
}): CosPolicy {
  const { bucket, region, prefix, maxBytes, mimes } = options;
  if (!prefix.endsWith('/') || prefix.startsWith('/') || prefix.includes('*') || prefix.split('/').includes('..')) {
    throw new Error(`Refusing to build an upload policy for prefix ${JSON.stringify(prefix)}`);
  }
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0 || mimes.length === 0) {
    throw new Error('Refusing to build an upload policy without a size limit and content types');
  }
  const resource = [`qcs::cos:${region}:uid/${appIdOf(bucket)}:${bucket}/${prefix}*`];
  const principal = { qcs: ['*'] };
  const size = { numeric_less_than_equal: { 'cos:content-length': maxBytes } };
  const type = { string_equal: { 'cos:content-type': [...mimes] } };
  const statement = (action: string[], condition?: CosPolicy['statement'][number]['condition']) => ({
    action,
    effect: 'allow' as const,
    principal,
    resource,
    ...(condition ? { condition } : {}),
  });
  return {
    version: '2.0',
    statement: [
      statement(['name/cos:PutObject'], { ...size, ...type }),
      statement(['name/cos:InitiateMultipartUpload'], type),
      statement(['name/cos:UploadPart'], size),
      statement(['name/cos:ListParts', 'name/cos:CompleteMultipartUpload', 'name/cos:AbortMultipartUpload']),
    ],
  };
}

/** The parts of cos-nodejs-sdk-v5 the driver uses (an interface, so tests run without network). */
export interface CosClient {
  getAuth(params: COS.GetAuthParams): string;
  headObject(params: COS.HeadObjectParams): Promise<COS.HeadObjectResult>;
  putObject(params: COS.PutObjectParams): Promise<COS.PutObjectResult>;
  deleteObject(params: COS.DeleteObjectParams): Promise<COS.DeleteObjectResult>;
}

export type GetStsCredential = (options: GetCredentialOptions) => Promise<CredentialData>;

export interface CosDriverOptions {
  storage: StorageConfig;
  client: CosClient;
  getCredential: GetStsCredential;
}

/**
 * Tencent COS: browsers upload straight to the bucket with STS temporary credentials limited to their own prefix;
 * the server keeps the permanent keys for STS, signing and deleting.
 */
export class CosDriver implements StorageDriver {
  readonly name = 'cos';
  readonly recordsUploads = false;

  constructor(private readonly options: CosDriverOptions) {}

  private get storage(): StorageConfig {
    return this.options.storage;
  }

  async issueCredentials(request: GrantRequest): Promise<IssuedCredentials> {
    const { secretId, secretKey } = this.storage.cos;
    if (!secretId || !secretKey) throw new Error('COS_SECRET_ID and COS_SECRET_KEY are required by the COS driver');
    const data = await this.options.getCredential({
      secretId,
      secretKey,
      region: this.storage.region,
      durationSeconds: Math.min(request.durationSeconds, STORAGE_TOKEN_MAX_SECONDS),
      policy: buildUploadPolicy({
        bucket: request.bucket,
        region: this.storage.region,
        prefix: request.prefix,
        maxBytes: request.maxBytes,
        mimes: request.mimes,
      }),
    });
    const { tmpSecretId, tmpSecretKey, sessionToken } = data.credentials;
    return {
      credentials: { tmpSecretId, tmpSecretKey, sessionToken },
      startTime: data.startTime,
      expiredTime: data.expiredTime,
    };
  }

  baseUrl(bucket: string): string {
    return configuredCdnBase(this.storage, bucket) ?? `https://${bucket}.cos.${this.storage.region}.myqcloud.com/`;
  }

  uploadUrl(): undefined {
    return undefined;
  }

  /**
   * A COS pre-signed GET. On the bucket's own host the host is signed too; behind a CDN (STORAGE_CDN_PRIVATE) the
   * CDN passes the query on to COS with its origin host, so the host cannot be part of the signature there.
   */
  signedUrl(bucket: string, key: string, expiresInSeconds: number): SignedUrl {
    const viaCdn = configuredCdnBase(this.storage, bucket) !== undefined;
    const sign = this.options.client.getAuth({
      Method: 'GET',
      // The SDK's getAuth ignores ForceSignHost and signs the bucket host whenever Bucket and Region are given.
      ...(viaCdn ? {} : { Bucket: bucket, Region: this.storage.region }),
      Key: key,
      Expires: expiresInSeconds,
      ForceSignHost: !viaCdn,
    });
    const expiredTime = Math.floor(Date.now() / 1000) + expiresInSeconds;
    return { url: `${this.baseUrl(bucket)}${encodeKey(key)}?${sign}`, sign, expiredTime };
  }

  async headObject(bucket: string, key: string): Promise<ObjectHead | undefined> {
    try {
      const result = await this.options.client.headObject({ Bucket: bucket, Region: this.storage.region, Key: key });
      const headers = result.headers ?? {};
      return { size: Number(headers['content-length'] ?? 0), mime: headers['content-type'] };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  }

  async putObject(bucket: string, key: string, body: Buffer, mime: string): Promise<void> {
    await this.options.client.putObject({
      Bucket: bucket,
      Region: this.storage.region,
      Key: key,
      Body: body,
      ContentLength: body.length,
      ContentType: mime,
    });
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await this.options.client.deleteObject({ Bucket: bucket, Region: this.storage.region, Key: key });
  }
}

// qcloud-cos-sts is CommonJS without named ESM exports; require keeps its functions reachable from ESM.
const requireCjs = createRequire(import.meta.url);

/** The production COS driver with the real SDK and STS client from the configured permanent keys. */
export function createCosDriver(storage: StorageConfig): CosDriver {
  const { secretId, secretKey } = storage.cos;
  if (!secretId || !secretKey) {
    throw new Error('STORAGE_DRIVER=cos needs COS_SECRET_ID and COS_SECRET_KEY');
  }
  const sts = requireCjs('qcloud-cos-sts') as typeof import('qcloud-cos-sts');
  const client = new COS({ SecretId: secretId, SecretKey: secretKey, Protocol: 'https:' });
  return new CosDriver({ storage, client, getCredential: (options) => sts.getCredential(options) });
}
