import { describe, expect, it } from 'vitest';
import { AVATAR_SMALL_WEBP_SUFFIX, avatarUrl, canUseWebp, iosMajorVersion, stripWebpSuffix } from './webp';

const IOS_13 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1';
const IOS_14 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1';
const IPAD_12 = 'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('iosMajorVersion', () => {
  it('reads the iOS version of iPhone, iPad and iPod user agents', () => {
    expect(iosMajorVersion(IOS_13)).toBe(13);
    expect(iosMajorVersion(IOS_14)).toBe(14);
    expect(iosMajorVersion(IPAD_12)).toBe(12);
    expect(iosMajorVersion(CHROME)).toBeUndefined();
  });
});

describe('canUseWebp', () => {
  it('needs WebP support and, on iOS, version 14 or later', () => {
    expect(canUseWebp({ userAgent: CHROME, webp: true })).toBe(true);
    expect(canUseWebp({ userAgent: CHROME, webp: false })).toBe(false);
    expect(canUseWebp({ userAgent: IOS_14, webp: true })).toBe(true);
    expect(canUseWebp({ userAgent: IOS_13, webp: true })).toBe(false);
  });
});

describe('stripWebpSuffix', () => {
  const url = `https://cdn.test/a.jpg?${AVATAR_SMALL_WEBP_SUFFIX}`;

  it('keeps the URL where WebP works', () => {
    expect(stripWebpSuffix(url, true)).toBe(url);
  });

  it('drops only the WebP step where it does not, keeping the thumbnail step', () => {
    expect(stripWebpSuffix(url, false)).toBe('https://cdn.test/a.jpg?imageMogr2/thumbnail/!200x200r');
  });

  it('drops an empty processing query left behind', () => {
    expect(stripWebpSuffix('https://cdn.test/a.png?imageMogr2/format/webp', false)).toBe('https://cdn.test/a.png');
    expect(stripWebpSuffix('https://cdn.test/a.png?x=1&imageMogr2/format/webp', false)).toBe(
      'https://cdn.test/a.png?x=1',
    );
  });

  it('leaves URLs without the step alone', () => {
    expect(stripWebpSuffix('https://cdn.test/a.webp', false)).toBe('https://cdn.test/a.webp');
  });
});

describe('avatarUrl', () => {
  it('serves a stored key through the CDN host with the small-WebP suffix', () => {
    expect(avatarUrl('user-avatar/u1/a.png', 'https://cdn.test/', true)).toBe(
      'https://cdn.test/user-avatar/u1/a.png?imageMogr2/thumbnail/!200x200r/format/webp',
    );
  });

  it('adds the suffix to an absolute URL and removes the WebP step where WebP is not usable', () => {
    expect(avatarUrl('https://img.test/a.png?v=2', 'https://cdn.test', false)).toBe(
      'https://img.test/a.png?v=2&imageMogr2/thumbnail/!200x200r',
    );
  });

  it('leaves empty, blob and data avatars as they are', () => {
    expect(avatarUrl('', 'https://cdn.test', true)).toBe('');
    expect(avatarUrl('blob:https://app/1', 'https://cdn.test', true)).toBe('blob:https://app/1');
  });
});
