import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Header, type HeaderLink } from './Header';
import type { RenderLink } from './links';
import { renderWithI18n } from './test-utils';

const links: HeaderLink[] = [
  { href: '/ai-video-generator', label: 'AI 视频', active: true },
  { href: '/gallery', label: '灵感广场' },
];

describe('Header', () => {
  it('shows the brand linking home, the nav links, the language menu and the actions slot', () => {
    renderWithI18n(<Header brand="帧意 Framewise" homeHref="/home" links={links} actions={<Button>登录</Button>} />);
    expect(screen.getByRole('banner')).toHaveClass('fw-header');
    expect(screen.getByRole('link', { name: '帧意 Framewise' })).toHaveAttribute('href', '/home');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: 'AI 视频' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '灵感广场' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '语言：简体中文' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('renders links through renderLink, so the app can use its router', () => {
    const renderLink = vi.fn<RenderLink>(({ href, className, children }) => (
      <button type="button" className={className} data-to={href}>
        {children}
      </button>
    ));
    renderWithI18n(<Header brand="Framewise" links={links} renderLink={renderLink} />);
    expect(renderLink.mock.calls.map(([props]) => props.href)).toEqual(['/', '/ai-video-generator', '/gallery']);
    expect(screen.getByRole('button', { name: '灵感广场' })).toHaveAttribute('data-to', '/gallery');
  });

  it('folds the nav behind a menu button for small screens', async () => {
    // A router-like link: no document navigation in jsdom, but the header's onClick still runs.
    const renderLink: RenderLink = ({ href, className, children, onClick, ...aria }) => (
      <a
        href={href}
        className={className}
        {...aria}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    );
    renderWithI18n(<Header brand="Framewise" links={links} renderLink={renderLink} />, { language: 'en' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(nav).toHaveClass('fw-header__nav--open');
    await userEvent.keyboard('{Escape}');
    expect(nav).not.toHaveClass('fw-header__nav--open');
    await userEvent.click(toggle);
    await userEvent.click(within(nav).getByRole('link', { name: '灵感广场' }));
    expect(nav).not.toHaveClass('fw-header__nav--open');
  });

  it('passes the language choice on and can hide the language menu', async () => {
    const onChooseLanguage = vi.fn();
    const { rerender } = renderWithI18n(<Header brand="Framewise" onChooseLanguage={onChooseLanguage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '语言：简体中文' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }));
    expect(onChooseLanguage).toHaveBeenCalledWith('ja');
    rerender(<Header brand="Framewise" showLanguageMenu={false} />);
    expect(screen.queryByRole('button', { name: '语言：简体中文' })).toBeNull();
  });
});
