import { describe, expect, it } from 'vitest';
import { closeTarget, hasFlag, isRefusedRedirect } from './query-flags';

const origin = 'https://framewise.cn';

describe('hasFlag', () => {
  it('accepts presence and refuses false / 0', () => {
    expect(hasFlag(new URLSearchParams('openPointModal'), 'openPointModal')).toBe(true);
    expect(hasFlag(new URLSearchParams('openPointModal=1'), 'openPointModal')).toBe(true);
    expect(hasFlag(new URLSearchParams('openPointModal=false'), 'openPointModal')).toBe(false);
    expect(hasFlag(new URLSearchParams('openPointModal=0'), 'openPointModal')).toBe(false);
    expect(hasFlag(new URLSearchParams(''), 'openPointModal')).toBe(false);
  });
});

describe('closeTarget', () => {
  it('goes to a same-origin redirectUrl', () => {
    expect(closeTarget('/member', '?openPointModal=1&redirectUrl=%2Fmy-work%3Fa%3D1', origin)).toBe('/my-work?a=1');
    expect(
      closeTarget('/member', `?openPointModal=1&redirectUrl=${encodeURIComponent(`${origin}/vid2vid`)}`, origin),
    ).toBe('/vid2vid');
  });
  it('never redirects to another site', () => {
    expect(closeTarget('/member', '?openPointModal=1&redirectUrl=https%3A%2F%2Fevil.example%2F', origin)).toBe(
      '/member',
    );
    expect(closeTarget('/member', '?openPointModal=1&redirectUrl=%2F%2Fevil.example', origin)).toBe('/member');
  });
  it('drops the modal flags and keeps other parameters without a redirect', () => {
    expect(closeTarget('/member', '?openPointModal=1&openUserInfoModal=1&a=2', origin)).toBe('/member?a=2');
  });
});

describe('isRefusedRedirect', () => {
  it('flags a redirectUrl to another site so the page can say it was refused', () => {
    expect(isRefusedRedirect('?openPointModal=1&redirectUrl=https%3A%2F%2Fevil.example%2F', origin)).toBe(true);
    expect(isRefusedRedirect('?redirectUrl=%2F%2Fevil.example', origin)).toBe(true);
    expect(isRefusedRedirect('?redirectUrl=%2Fmy-work', origin)).toBe(false);
    expect(isRefusedRedirect(`?redirectUrl=${encodeURIComponent(`${origin}/vid2vid`)}`, origin)).toBe(false);
    expect(isRefusedRedirect('?openPointModal=1', origin)).toBe(false);
  });
});
