import { describe, expect, it } from 'vitest';
import { assertPutParams, StorageError } from './storage-error';

const valid = { Bucket: 'b-125', Region: 'ap-shanghai', Key: 'upload/u/1.png', Body: new Blob(['x']) };

function thrown(fn: () => void): StorageError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(StorageError);
    return err as StorageError;
  }
  throw new Error('expected a StorageError');
}

describe('assertPutParams', () => {
  it("names the missing Bucket, Region or Key as 'missing param X'", () => {
    for (const name of ['Bucket', 'Region', 'Key'] as const) {
      const err = thrown(() => assertPutParams({ ...valid, [name]: '' }));
      expect(err.message).toBe(`missing param ${name}`);
      expect(err.code).toBe('MissingParameter');
      expect(err.retryable).toBe(false);
    }
  });

  it('accepts a File, a Blob or a string body and nothing else', () => {
    expect(() => assertPutParams({ ...valid, Body: new File(['x'], 'a.png') })).not.toThrow();
    expect(() => assertPutParams(valid)).not.toThrow();
    expect(() => assertPutParams({ ...valid, Body: 'text' })).not.toThrow();
    for (const body of [new ArrayBuffer(2), { data: 1 }, 42, undefined]) {
      const err = thrown(() => assertPutParams({ ...valid, Body: body }));
      expect(err.message).toBe('params body format error, Only allow File|Blob|String.');
      expect(err.resource).toBe(valid.Key);
    }
  });
});

describe('StorageError', () => {
  it('carries code, message, resource and request id', () => {
    const err = new StorageError({
      code: 'AccessDenied',
      message: 'Access Denied.',
      resource: 'b-125.cos.ap-shanghai.myqcloud.com/upload/u/1.png',
      requestId: 'NjQ1ZTFk',
      statusCode: 403,
    });
    expect(err).toMatchObject({
      name: 'StorageError',
      code: 'AccessDenied',
      message: 'Access Denied.',
      resource: 'b-125.cos.ap-shanghai.myqcloud.com/upload/u/1.png',
      requestId: 'NjQ1ZTFk',
      statusCode: 403,
      retryable: true,
    });
    expect(err.credentialsRefused).toBe(true);
    expect(new StorageError({ code: 'ExpiredToken', message: 'x' }).credentialsRefused).toBe(true);
    expect(new StorageError({ code: 'InternalError', message: 'x', statusCode: 500 }).credentialsRefused).toBe(false);
  });
});
