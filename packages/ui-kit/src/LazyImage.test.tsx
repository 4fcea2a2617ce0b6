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

  it('shows a picture that arrived before the app was listening (a page rendered on the server) as loaded', () => {
    // jsdom loads no images: this one reports itself complete, as the browser's does once it has arrived.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(360);
    try {
      renderWithI18n(<LazyImage src={SRC} alt="橘猫" />);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('img', { name: '橘猫' }).parentElement).toHaveClass('fw-lazy-image--loaded');
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
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

  describe('with AVIF and WebP copies', () => {
    const SOURCES = [
      { type: 'image/webp', width: 720, url: 'https://cdn.example.com/works/cat-w720.webp?sign=a' },
      { type: 'image/avif', width: 720, url: 'https://cdn.example.com/works/cat-w720.avif?sign=b' },
      { type: 'image/avif', width: 360, url: 'https://cdn.example.com/works/cat-w360.avif?sign=c' },
      { type: 'image/webp', width: 360, url: 'https://cdn.example.com/works/cat-w360.webp?sign=d' },
    ];

    it('offers them as <picture> sources by width, with the original <img> as the fallback', () => {
      const { container } = renderWithI18n(
        <LazyImage
          src={SRC}
          alt="橘猫"
          sources={SOURCES}
          sizes="(max-width: 600px) 50vw, 240px"
          width={32}
          height={18}
        />,
      );
      const img = screen.getByRole('img', { name: '橘猫' });
      expect(img.parentElement?.tagName).toBe('PICTURE');
      expect(img).toHaveAttribute('src', SRC);
      expect(img).toHaveAttribute('width', '32');
      expect(img).toHaveAttribute('height', '18');
      expect(img).toHaveAttribute('loading', 'lazy');
      const sources = [...container.querySelectorAll('source')].map((s) => [
        s.getAttribute('type'),
        s.getAttribute('srcset'),
        s.getAttribute('sizes'),
      ]);
      // One source per format in the order given (the first the browser decodes wins), narrowest copy first.
      expect(sources).toEqual([
        [
          'image/webp',
          'https://cdn.example.com/works/cat-w360.webp?sign=d 360w, https://cdn.example.com/works/cat-w720.webp?sign=a 720w',
          '(max-width: 600px) 50vw, 240px',
        ],
        [
          'image/avif',
          'https://cdn.example.com/works/cat-w360.avif?sign=c 360w, https://cdn.example.com/works/cat-w720.avif?sign=b 720w',
          '(max-width: 600px) 50vw, 240px',
        ],
      ]);
      fireEvent.load(img);
      expect(container.querySelector('.fw-lazy-image')).toHaveClass('fw-lazy-image--loaded');
    });

    it('keeps priority on the <img> the sources feed: eager and fetched first', () => {
      renderWithI18n(<LazyImage src={SRC} alt="橘猫" sources={SOURCES} priority />);
      const img = screen.getByRole('img', { name: '橘猫' });
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
    });

    it('falls back to the original alone when a copy fails, and shows the error only if that fails too', () => {
      const onError = vi.fn();
      const { container } = renderWithI18n(<LazyImage src={SRC} alt="橘猫" sources={SOURCES} onError={onError} />, {
        language: 'en',
      });
      fireEvent.error(screen.getByRole('img', { name: '橘猫' }));
      const plain = screen.getByRole('img', { name: '橘猫' });
      expect(container.querySelector('picture')).toBeNull();
      expect(plain).toHaveAttribute('src', SRC);
      expect(onError).not.toHaveBeenCalled();
      fireEvent.error(plain);
      expect(screen.getByText('Image failed to load')).toBeInTheDocument();
      expect(onError).toHaveBeenCalledOnce();
    });

    it('renders a plain <img> when there are no copies (works stored before them)', () => {
      const { container } = renderWithI18n(<LazyImage src={SRC} alt="橘猫" sources={[]} />);
      expect(container.querySelector('picture')).toBeNull();
    });
  });
});
