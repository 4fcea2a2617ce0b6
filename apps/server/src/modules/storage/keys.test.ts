import { describe, expect, it } from 'vitest';
import { buildObjectKey, isAvatarKeyOf, isSafeKey, newObjectId, parseObjectKey, userPrefix } from './keys';

describe('storage keys', () => {
  it('builds keys by the rule {path}/{user uuid}/{random id}.{ext}', () => {
    const key = buildObjectKey({ path: 'user-avatar', ownerUuid: 'u-1', ext: 'webp' });
    expect(key).toMatch(/^user-avatar\/u-1\/[0-9a-f]{24}\.webp$/);
    expect(buildObjectKey({ path: 'upload', ownerUuid: 'u-1', ext: 'png', id: 'abcdefgh' })).toBe(
      'upload/u-1/abcdefgh.png',
    );
    expect(parseObjectKey(key)).toEqual({ path: 'user-avatar', ownerUuid: 'u-1', id: key.slice(16, 40), ext: 'webp' });
  });

  it('makes ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 200 }, newObjectId));
    expect(ids.size).toBe(200);
  });

  it('refuses folders and owners that would escape the prefix', () => {
    expect(userPrefix('upload', '7f3c-aa')).toBe('upload/7f3c-aa/');
    for (const [path, owner] of [
      ['..', 'u-1'],
      ['a/b', 'u-1'],
      ['Upload', 'u-1'],
      ['upload', '../u-2'],
      ['upload', 'u/2'],
      ['upload', ''],
    ] as const) {
      expect(() => userPrefix(path, owner), `${path} ${owner}`).toThrow();
    }
    expect(() => buildObjectKey({ path: 'upload', ownerUuid: 'u-1', ext: 'png', id: '../../x' })).toThrow();
  });

  it('parses only keys that follow the rule exactly', () => {
    for (const key of [
      '/upload/u-1/abcdefgh.png',
      'upload/u-1/abcdefgh.PNG',
      'upload/u-1/abcdefgh.html',
      'upload/u-1/abcdefgh',
      'upload/u-1/short.png',
      'upload/u-1/-abcdefgh.png',
      'upload/../abcdefgh.png',
      'upload/u-1/x/abcdefgh.png',
      'upload/u-1/abcd efgh.png',
      'upload//abcdefgh.png',
    ]) {
      expect(parseObjectKey(key), key).toBeUndefined();
    }
  });

  it('accepts safe keys only: relative, no dot segments, plain characters', () => {
    expect(isSafeKey('works/u-1/result_01.mp4')).toBe(true);
    for (const key of ['', '/etc/passwd', 'a/../b', './a', 'a/.hidden', 'a//b', 'a\\b', 'a/b%2f', 'x'.repeat(600)]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  it('knows an avatar key of a user', () => {
    expect(isAvatarKeyOf('user-avatar/u-1/abcdefgh.png', 'u-1')).toBe(true);
    expect(isAvatarKeyOf('user-avatar/u-2/abcdefgh.png', 'u-1')).toBe(false);
    expect(isAvatarKeyOf('upload/u-1/abcdefgh.png', 'u-1')).toBe(false);
  });
});
