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

  it('says beside the form what the product makes, in each language', () => {
    const expected = {
      en: 'Text to video · Image to video · AI video · Lip-sync · Upscaling',
      zh: '文生视频 · 图生视频 · AI 视频 · 口型同步 · 高清放大',
      ja: 'テキストから動画 · 画像から動画 · AI動画 · リップシンク · 高画質化',
    } as const;
    for (const language of ['en', 'zh', 'ja'] as const) {
      const { unmount } = renderAuth(<GoogleLoginPanel assign={vi.fn()} />, { region: 'global', language });
      expect(screen.getByText(expected[language])).toBeVisible();
      unmount();
    }
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
