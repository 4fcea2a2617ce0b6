import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoading } from './PageLoading';
import { Spinner } from './Spinner';
import { renderWithI18n } from './test-utils';

describe('Spinner', () => {
  it('announces the translated loading text by default', () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('takes a custom label and a size', () => {
    renderWithI18n(<Spinner size="lg" label="正在上传" />, { language: 'zh' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('正在上传');
    expect(status).toHaveClass('fw-spinner--lg');
  });

  it('is hidden from assistive tech when decorative', () => {
    const { container } = renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.fw-spinner')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('PageLoading', () => {
  it('shows one status with the translated text', () => {
    renderWithI18n(<PageLoading />, { language: 'ja' });
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toHaveTextContent('読み込み中…');
    expect(statuses[0]).toHaveClass('fw-page-loading');
  });

  it('speaks zh by default and en when asked', () => {
    const { unmount } = renderWithI18n(<PageLoading />);
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    unmount();
    renderWithI18n(<PageLoading />, { language: 'en' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
