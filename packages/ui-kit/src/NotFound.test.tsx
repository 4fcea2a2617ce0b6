import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotFound } from './NotFound';
import { renderWithI18n } from './test-utils';

describe('NotFound', () => {
  it('speaks zh by default and links home', () => {
    renderWithI18n(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('你访问的页面不存在或已被移动。')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveClass('fw-button', 'fw-button--primary');
  });

  it('uses onHome when given', async () => {
    const onHome = vi.fn();
    renderWithI18n(<NotFound onHome={onHome} />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onHome).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders the home link through renderLink', () => {
    renderWithI18n(
      <NotFound
        homeHref="/zh"
        renderLink={({ href, className, children }) => (
          <a href={`#${href}`} className={className}>
            {children}
          </a>
        )}
      />,
      { language: 'ja' },
    );
    expect(screen.getByRole('link', { name: 'ホームに戻る' })).toHaveAttribute('href', '#/zh');
    expect(screen.getByRole('region', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });
});
