import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';
import { renderWithI18n } from './test-utils';

const SRC = 'https://cdn.example.com/works/cat.webp';

describe('LazyImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses native lazy loading', () => {
    renderWithI18n(<LazyImage src={SRC} alt="橘猫" />);
    const img = screen.getByRole('img', { name: '橘猫' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('src', SRC);
  });

  it("fetches the page's largest picture at once and ahead of the others when it has priority", () => {
    renderWithI18n(<LazyImage src={SRC} alt="橘猫" priority />);
    const img = screen.getByRole('img', { name: '橘猫' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the spinner only once the image is still loading after 150 ms', () => {
    renderWithI18n(<LazyImage src={SRC} alt="橘猫" />);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');

    fireEvent.load(screen.getByRole('img', { name: '橘猫' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: '橘猫' }).parentElement).toHaveClass('fw-lazy-image--loaded');
  });

  it('never flashes the spinner for an image that loads within 150 ms', () => {
    const onLoad = vi.fn();
    renderWithI18n(<LazyImage src={SRC} alt="橘猫" onLoad={onLoad} />);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.load(screen.getByRole('img', { name: '橘猫' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('shows the translated error text when the image fails', () => {
    const onError = vi.fn();
    renderWithI18n(<LazyImage src={SRC} alt="橘猫" onError={onError} />, { language: 'en' });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.error(screen.getByRole('img', { name: '橘猫' }));
    expect(screen.getByText('Image failed to load')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('starts over, 150 ms rule included, when the src changes', () => {
    const { rerender } = renderWithI18n(<LazyImage src={SRC} alt="橘猫" />);
    fireEvent.load(screen.getByRole('img', { name: '橘猫' }));
    rerender(<LazyImage src={`${SRC}?v=2`} alt="橘猫" />);
    const wrapper = screen.getByRole('img', { name: '橘猫' }).parentElement;
    expect(wrapper).toHaveClass('fw-lazy-image--loading');
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('reserves the box from width and height or an explicit ratio', () => {
    const { container, rerender } = renderWithI18n(<LazyImage src={SRC} alt="" width={1600} height={900} />);
    const wrapper = container.querySelector<HTMLElement>('.fw-lazy-image');
    expect(wrapper?.style.getPropertyValue('--fw-aspect-ratio')).toBe(String(1600 / 900));
    rerender(<LazyImage src={SRC} alt="" aspectRatio="3 / 4" fit="contain" />);
    expect(wrapper?.style.getPropertyValue('--fw-aspect-ratio')).toBe('3 / 4');
    expect(wrapper?.style.getPropertyValue('--fw-object-fit')).toBe('contain');
  });
});
