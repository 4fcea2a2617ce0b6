import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryCard } from '../gallery/GalleryCard';
import { makeWork } from './test-utils/fixtures';
import { renderPage } from './test-utils/render';
import { WORK_GRID_SIZES, WorkThumb } from './WorkThumb';

const coverSources = [
  { type: 'image/avif' as const, width: 360, url: '/c-w360.avif?sign=1' },
  { type: 'image/webp' as const, width: 360, url: '/c-w360.webp?sign=2' },
  { type: 'image/avif' as const, width: 720, url: '/c-w720.avif?sign=3' },
  { type: 'image/webp' as const, width: 720, url: '/c-w720.webp?sign=4' },
];

const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('sizes')]);

describe('WorkThumb with cover copies', () => {
  it("offers the cover's AVIF and WebP copies sized for my works' grid, the cover as fallback", () => {
    const work = makeWork({ prompt: 'Lighthouse', cover: '/c.jpg?sign=0', coverSources });
    const { container } = renderPage(<WorkThumb work={work} aspect={1} />);
    const img = screen.getByRole('img', { name: 'Lighthouse' });
    expect(img).toHaveAttribute('src', '/c.jpg?sign=0');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(sourcesOf(container)).toEqual([
      ['image/avif', WORK_GRID_SIZES],
      ['image/webp', WORK_GRID_SIZES],
    ]);
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
      '/c-w360.avif?sign=1 360w, /c-w720.avif?sign=3 720w',
    );
  });

  it("plays a video's preview over the 720 px WebP copy as its poster", () => {
    const work = makeWork({ prompt: 'Lighthouse', cover: '/c.jpg', coverSources });
    const { container } = renderPage(<WorkThumb work={work} aspect={1} active />);
    expect(container.querySelector('.fw-work-thumb__preview video')).toHaveAttribute('poster', '/c-w720.webp?sign=4');
  });

  it('shows works stored before the copies as a plain <img>', () => {
    const { container } = renderPage(<WorkThumb work={makeWork({ cover: '/c.jpg' })} aspect={1} active />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('.fw-work-thumb__preview video')).toHaveAttribute('poster', '/c.jpg');
  });

  it('a gallery card asks for the copy its own width needs, and the first row has priority', () => {
    const work = makeWork({ prompt: 'Lighthouse', coverSources });
    const { container } = renderPage(
      <GalleryCard work={work} aspect={311.4 / 175} size={{ width: 311.4, height: 175 }} onOpen={() => {}} priority />,
    );
    expect(sourcesOf(container)).toEqual([
      ['image/avif', '312px'],
      ['image/webp', '312px'],
    ]);
    const img = screen.getByRole('img', { name: 'Lighthouse' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    fireEvent.load(img);
    expect(container.querySelector('.fw-lazy-image--loaded')).not.toBeNull();
  });
});
