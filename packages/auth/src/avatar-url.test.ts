import { describe, expect, it } from 'vitest';
import { avatarDisplayUrl, avatarSource, smallAvatarUrl } from './avatar-url';
import { supportsWebp } from './device';
import { inviteLink } from './invite-link';

const CDN = 'cdn.framewise.cn';

describe('smallAvatarUrl', () => {
  it('adds the small WebP suffix to CDN avatars', () => {
    expect(smallAvatarUrl(`https://${CDN}/user-avatar/u1/a.png`, { cdnHost: CDN, webp: true })).toBe(
      `https://${CDN}/user-avatar/u1/a.png?imageMogr2/thumbnail/160x160/format/webp`,
    );
  });

  it('drops the WebP part where the browser cannot show WebP', () => {
    expect(smallAvatarUrl(`https://${CDN}/a.png`, { cdnHost: CDN, webp: false })).toBe(
      `https://${CDN}/a.png?imageMogr2/thumbnail/160x160`,
    );
  });

  it('leaves other URLs alone: local signed URLs, other hosts, URLs that already carry a query, empty', () => {
    const signed = 'http://localhost:8080/files/public/user-avatar/u1/a.png?sig=abc';
    expect(smallAvatarUrl(signed, { cdnHost: CDN, webp: true })).toBe(signed);
    expect(smallAvatarUrl('https://example.com/a.png', { cdnHost: CDN, webp: true })).toBe('https://example.com/a.png');
    expect(smallAvatarUrl(`https://${CDN}/a.png`, { cdnHost: '', webp: true })).toBe(`https://${CDN}/a.png`);
    expect(smallAvatarUrl('', { cdnHost: CDN, webp: true })).toBe('');
  });
});

describe('avatarSource', () => {
  const key = 'user-avatar/u1/3f9a0c1d.png';

  it('serves a stored key from the public base, with exactly one slash between', () => {
    expect(avatarSource(key, '/api/storage/framewise-test-public/')).toBe(`/api/storage/framewise-test-public/${key}`);
    expect(avatarSource(key, `https://${CDN}`)).toBe(`https://${CDN}/${key}`);
  });

  it('takes URLs as they are, and shows nothing for a key without a base', () => {
    expect(avatarSource(`https://${CDN}/${key}`, '/x/')).toBe(`https://${CDN}/${key}`);
    expect(avatarSource(`/api/storage/public/${key}`, '/x/')).toBe(`/api/storage/public/${key}`);
    expect(avatarSource('blob:http://localhost/1', '/x/')).toBe('blob:http://localhost/1');
    expect(avatarSource(key, undefined)).toBe('');
    expect(avatarSource('', '/x/')).toBe('');
  });

  it('gives CDN keys the small-avatar suffix, local ones none', () => {
    expect(avatarDisplayUrl(key, { cdnHost: CDN, publicBase: `https://${CDN}/` }, true)).toBe(
      `https://${CDN}/${key}?imageMogr2/thumbnail/160x160/format/webp`,
    );
    expect(avatarDisplayUrl(key, { cdnHost: '', publicBase: '/api/storage/public/' }, true)).toBe(
      `/api/storage/public/${key}`,
    );
  });
});

describe('device checks', () => {
  it('reports no WebP on iOS before 14', () => {
    expect(supportsWebp('Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
  });
});

describe('inviteLink', () => {
  it('is the site root with the invite code', () => {
    expect(inviteLink('https://framewise.cn', 'FW8K2Q')).toBe('https://framewise.cn/?invite_code=FW8K2Q');
    expect(inviteLink('http://localhost:3000/', 'A B')).toBe('http://localhost:3000/?invite_code=A%20B');
  });
});
