import type COS from 'cos-nodejs-sdk-v5';
import type { GetCredentialOptions } from 'qcloud-cos-sts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { appIdOf, buildUploadPolicy, type CosClient, CosDriver, createCosDriver, UPLOAD_ACTIONS } from './cos-driver';

const storage = loadConfig({
  NODE_ENV: 'test',
  STORAGE_DRIVER: 'cos',
  STORAGE_REGION: 'shanghai',
  COS_SECRET_ID: 'AKIDpermanent',
  COS_SECRET_KEY: 'permanent-key',
  STORAGE_BUCKET_PRIVATE: 'fw-private-1250000000',
  STORAGE_BUCKET_PUBLIC: 'fw-public-1250000000',
  STORAGE_CDN_PUBLIC: 'https://static.framewise.example',
}).storage;

function fakeClient(calls: { method: string; params: unknown }[]): CosClient {
  return {
    getAuth: (params) => {
      calls.push({ method: 'getAuth', params });
      return 'q-sign-algorithm=sha1&q-ak=AKIDpermanent&q-signature=abc';
    },
    headObject: async (params) => {
      calls.push({ method: 'headObject', params });
      if (params.Key.endsWith('missing.png')) throw Object.assign(new Error('NotFound'), { statusCode: 404 });
      return { statusCode: 200, headers: { 'content-length': '1234', 'content-type': 'image/png' } } as never;
    },
    putObject: async (params) => {
      calls.push({ method: 'putObject', params });
      return {} as COS.PutObjectResult;
    },
    deleteObject: async (params) => {
      calls.push({ method: 'deleteObject', params });
      return {} as COS.DeleteObjectResult;
    },
  };
}

const LIMITS = { maxBytes: 10 * 1024 * 1024, mimes: ['image/png', 'image/jpeg'] };

describe('the COS upload policy', () => {
  it('allows uploading under exactly the prefix, of the allowed types and size, and nothing else', () => {
    const policy = buildUploadPolicy({
      bucket: 'fw-private-1250000000',
      region: 'ap-shanghai',
      prefix: 'upload/u-1/',
      ...LIMITS,
    });
    const resource = ['qcs::cos:ap-shanghai:uid/1250000000:fw-private-1250000000/upload/u-1/*'];
    const principal = { qcs: ['*'] };
    const size = { numeric_less_than_equal: { 'cos:content-length': 10 * 1024 * 1024 } };
    const type = { string_equal: { 'cos:content-type': ['image/png', 'image/jpeg'] } };
    expect(policy).toEqual({
      version: '2.0',
      statement: [
        { action: ['name/cos:PutObject'], effect: 'allow', principal, resource, condition: { ...size, ...type } },
        { action: ['name/cos:InitiateMultipartUpload'], effect: 'allow', principal, resource, condition: type },
        { action: ['name/cos:UploadPart'], effect: 'allow', principal, resource, condition: size },
        {
          action: ['name/cos:ListParts', 'name/cos:CompleteMultipartUpload', 'name/cos:AbortMultipartUpload'],
          effect: 'allow',
          principal,
          resource,
        },
      ],
    });
    const actions = policy.statement.flatMap((st) => st.action);
    expect([...actions].sort()).toEqual([...UPLOAD_ACTIONS].sort());
    for (const forbidden of ['GetObject', 'DeleteObject', 'GetBucket', 'PutObjectACL', 'HeadObject']) {
      expect(actions).not.toContain(`name/cos:${forbidden}`);
    }
  });

  it('refuses a policy without a size limit or content types', () => {
    const base = { bucket: 'b-1250000000', region: 'ap-beijing', prefix: 'upload/u-1/' };
    expect(() => buildUploadPolicy({ ...base, maxBytes: 0, mimes: ['image/png'] })).toThrow();
    expect(() => buildUploadPolicy({ ...base, maxBytes: 1024, mimes: [] })).toThrow();
  });

  it('refuses prefixes that are not one folder of one user', () => {
    for (const prefix of ['', 'upload', 'upload/*', '/upload/u-1/', 'upload/../u-2/']) {
      expect(
        () => buildUploadPolicy({ bucket: 'b-1250000000', region: 'ap-beijing', prefix, ...LIMITS }),
        prefix,
      ).toThrow();
    }
  });

  it('reads the APPID from the bucket name', () => {
    expect(appIdOf('fw-public-1250000000')).toBe('1250000000');
    expect(() => appIdOf('fw-public')).toThrow('-APPID');
  });
});

describe('CosDriver', () => {
  it('asks STS for credentials of the grant, at most 30 minutes, and answers them as issued', async () => {
    const asked: GetCredentialOptions[] = [];
    const driver = new CosDriver({
      storage,
      client: fakeClient([]),
      getCredential: async (options) => {
        asked.push(options);
        return {
          startTime: 1_800_000_000,
          expiredTime: 1_800_001_800,
          requestId: 'req-1',
          credentials: { tmpSecretId: 'AKIDtmp', tmpSecretKey: 'tmp-key', sessionToken: 'tmp-token' },
        };
      },
    });
    const issued = await driver.issueCredentials({
      ownerUuid: 'u-1',
      purpose: 'public',
      bucket: 'fw-public-1250000000',
      prefix: 'user-avatar/u-1/',
      durationSeconds: 7200,
      ...LIMITS,
    });
    expect(issued).toEqual({
      credentials: { tmpSecretId: 'AKIDtmp', tmpSecretKey: 'tmp-key', sessionToken: 'tmp-token' },
      startTime: 1_800_000_000,
      expiredTime: 1_800_001_800,
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      secretId: 'AKIDpermanent',
      secretKey: 'permanent-key',
      region: 'ap-shanghai',
      durationSeconds: 1800,
      policy: buildUploadPolicy({
        bucket: 'fw-public-1250000000',
        region: 'ap-shanghai',
        prefix: 'user-avatar/u-1/',
        ...LIMITS,
      }),
    });
  });

  it('reads objects through the CDN host when one is set, else the bucket host', () => {
    const driver = new CosDriver({ storage, client: fakeClient([]), getCredential: async () => ({}) as never });
    expect(driver.baseUrl('fw-public-1250000000')).toBe('https://static.framewise.example/');
    expect(driver.baseUrl('fw-private-1250000000')).toBe('https://fw-private-1250000000.cos.ap-shanghai.myqcloud.com/');
    expect(driver.uploadUrl()).toBeUndefined();
  });

  it('signs private GETs with the SDK and maps head, put and delete to the bucket and region', async () => {
    const calls: { method: string; params: unknown }[] = [];
    const driver = new CosDriver({ storage, client: fakeClient(calls), getCredential: async () => ({}) as never });
    const before = Math.floor(Date.now() / 1000);
    const signed = driver.signedUrl('fw-private-1250000000', 'upload/u-1/abcdefgh.png', 900);
    expect(signed.url).toBe(
      'https://fw-private-1250000000.cos.ap-shanghai.myqcloud.com/upload/u-1/abcdefgh.png?q-sign-algorithm=sha1&q-ak=AKIDpermanent&q-signature=abc',
    );
    expect(signed.sign).toContain('q-signature=');
    expect(signed.expiredTime - before).toBeGreaterThanOrEqual(900);
    expect(calls[0]).toEqual({
      method: 'getAuth',
      params: {
        Method: 'GET',
        Bucket: 'fw-private-1250000000',
        Region: 'ap-shanghai',
        Key: 'upload/u-1/abcdefgh.png',
        Expires: 900,
        ForceSignHost: true,
      },
    });

    expect(await driver.headObject('fw-private-1250000000', 'upload/u-1/abcdefgh.png')).toEqual({
      size: 1234,
      mime: 'image/png',
    });
    expect(await driver.headObject('fw-private-1250000000', 'upload/u-1/missing.png')).toBeUndefined();
    await driver.putObject('fw-private-1250000000', 'works/u-1/out.png', Buffer.from('x'), 'image/png');
    await driver.deleteObject('fw-private-1250000000', 'works/u-1/out.png');
    expect(calls.slice(3).map((c) => c.method)).toEqual(['putObject', 'deleteObject']);
    expect(calls[3]?.params).toMatchObject({
      Bucket: 'fw-private-1250000000',
      Region: 'ap-shanghai',
      Key: 'works/u-1/out.png',
      ContentType: 'image/png',
      ContentLength: 1,
    });
  });

  it('is built from the permanent keys, and refuses to start without them', () => {
    expect(createCosDriver(storage).name).toBe('cos');
    expect(() => createCosDriver({ ...storage, cos: { secretId: undefined, secretKey: undefined } })).toThrow(
      'COS_SECRET_ID',
    );
  });
});
