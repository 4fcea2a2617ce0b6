import { afterEach, describe, expect, it } from 'vitest';
import {
  captureInviteCode,
  clearInviteCode,
  clearTokenCookie,
  INVITE_CODE_KEY,
  readInviteCode,
  TOKEN_COOKIE,
} from './invite-code';
import { expireTestCookie, setTestCookie } from './test-utils/cookies';

afterEach(() => {
  clearTokenCookie();
});

describe('invite code', () => {
  it('uses the agreed storage key and cookie name', () => {
    expect(INVITE_CODE_KEY).toBe('others-invite-code');
    expect(TOKEN_COOKIE).toBe('ai-qrcode-token');
  });

  it('stores the URL invite_code when the visitor is logged out', () => {
    expect(captureInviteCode('?invite_code=ABC123&x=1', false)).toBe('ABC123');
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBe('ABC123');
    expect(readInviteCode()).toBe('ABC123');
  });

  it('ignores the URL invite_code when the user is logged in', () => {
    expect(captureInviteCode('?invite_code=ABC123', true)).toBe('');
    expect(localStorage.getItem(INVITE_CODE_KEY)).toBeNull();
  });

  it('keeps the stored code when the URL has none', () => {
    captureInviteCode('invite_code=FIRST', false);
    expect(captureInviteCode('?other=1', false)).toBe('FIRST');
    expect(captureInviteCode('?invite_code=%20%20', false)).toBe('FIRST');
  });

  it('clears the stored code', () => {
    captureInviteCode('?invite_code=ABC', false);
    clearInviteCode();
    expect(readInviteCode()).toBe('');
  });

  it('expires the token cookie', () => {
    setTestCookie(TOKEN_COOKIE, 'tok');
    setTestCookie('other', '1');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok`);
    clearTokenCookie();
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
    expect(document.cookie).toContain('other=1');
    expireTestCookie('other');
  });
});
