import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeLoginRedirect } from '../login-redirect';
import { takePendingLogin } from '../pending-login';
import { renderAuth } from '../test-utils/render';
import { GoogleLoginPanel, googleLoginUrl } from './GoogleLoginPanel';

describe('GoogleLoginPanel', () => {
  it('offers one Google button and the terms and privacy links, each in a new tab', () => {
    renderAuth(<GoogleLoginPanel assign={vi.fn()} />, { region: 'global' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'Terms' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('goes to /passport/google with the current page as the return path and marks the login as pending', async () => {
    window.history.pushState({}, '', '/vid2vid?from=nav');
    const assign = vi.fn();
    renderAuth(<GoogleLoginPanel assign={assign} />, { region: 'global' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith('/passport/google?redirect=%2Fvid2vid%3Ffrom%3Dnav');
    expect(takePendingLogin()).toBe('google');
    window.history.pushState({}, '', '/');
  });

  it('returns to the page that asked for login when there is one', async () => {
    storeLoginRedirect('/member');
    const assign = vi.fn();
    renderAuth(<GoogleLoginPanel assign={assign} />, { region: 'global' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith('/passport/google?redirect=%2Fmember');
  });

  it('never builds a return to another site', () => {
    expect(googleLoginUrl('https://evil.example/')).toBe('/passport/google?redirect=%2F');
  });
});
