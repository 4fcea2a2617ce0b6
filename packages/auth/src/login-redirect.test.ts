import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_MAX_AGE_MS, safeRedirectPath, storeLoginRedirect, takeLoginRedirect } from './login-redirect';
import { markPendingLogin, takePendingLogin } from './pending-login';

describe('safeRedirectPath', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirectPath('/member?tab=points')).toBe('/member?tab=points');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'member', '', null, undefined])(
    'refuses %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('login redirect storage', () => {
  it('is read once', () => {
    storeLoginRedirect('/my-work');
    expect(takeLoginRedirect()).toBe('/my-work');
    expect(takeLoginRedirect()).toBeNull();
  });

  it('drops a redirect from an abandoned login', () => {
    storeLoginRedirect('/my-work', 1_000);
    expect(takeLoginRedirect(1_000 + LOGIN_REDIRECT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('is cleared by a login request without a redirect, and never stores an outside URL', () => {
    storeLoginRedirect('/member');
    storeLoginRedirect();
    expect(takeLoginRedirect()).toBeNull();
    storeLoginRedirect('https://evil.example/');
    expect(takeLoginRedirect()).toBeNull();
  });
});

describe('pending full-page login', () => {
  it('is read once and expires', () => {
    markPendingLogin('google', 0);
    expect(takePendingLogin(1000)).toBe('google');
    expect(takePendingLogin(1000)).toBeNull();
    markPendingLogin('google', 0);
    expect(takePendingLogin(60 * 60_000)).toBeNull();
  });
});
