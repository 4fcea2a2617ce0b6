import { describe, expect, it } from 'vitest';
import { STORAGE_PURPOSE_CALL } from '../route-table/storage';
import { storageCalls } from './storage';

describe('storage calls', () => {
  it('maps each upload purpose to its credentials call', () => {
    expect(storageCalls[STORAGE_PURPOSE_CALL.public].path).toBe('/api/image/pubtoken');
    expect(storageCalls[STORAGE_PURPOSE_CALL.inpaintVideo].path).toBe('/api/image/inpaint/videotoken');
  });

  it('reads temporary credentials scoped to a prefix', () => {
    const token = {
      credentials: { tmpSecretId: 'id', tmpSecretKey: 'key', sessionToken: 'st' },
      startTime: 1763712000,
      expiredTime: 1763713800,
      bucket: 'framewise-private',
      region: 'ap-shanghai',
      driver: 'local',
      prefix: 'user-avatar/u-1/',
    };
    expect(storageCalls.getPubToken.data.parse(token)).toEqual(token);
    expect(storageCalls.getPubToken.data.safeParse({ ...token, driver: 'ftp' }).success).toBe(false);
    expect(storageCalls.getPubToken.data.safeParse({ ...token, credentials: { tmpSecretId: 'id' } }).success).toBe(
      false,
    );
  });

  it('takes a plain folder name as the upload path', () => {
    const q = storageCalls.getImageToken.query;
    expect(q.parse({ path: 'user-avatar' })).toEqual({ path: 'user-avatar' });
    expect(q.parse({})).toEqual({});
    for (const path of ['../x', 'a/b', 'UPPER', '']) expect(q.safeParse({ path }).success, path).toBe(false);
  });

  it('signs a URL', () => {
    expect(storageCalls.getCdnAuth.query.safeParse({ url: '' }).success).toBe(false);
    const a = { url: 'https://cdn.example/a.png?sign=1', sign: '1', expiredTime: 1763712900 };
    expect(storageCalls.getCdnAuth.data.parse(a)).toEqual(a);
  });
});
