import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWork } from './test-utils/fixtures';
import { renderPage } from './test-utils/render';
import { WorkDetail } from './WorkDetail';

const copies = (width: number) => [
  { type: 'image/avif' as const, width, url: `/d-w${width}.avif` },
  { type: 'image/webp' as const, width, url: `/d-w${width}.webp` },
];

describe('WorkDetail media', () => {
  it("plays a video over the cover's 720 px WebP copy", () => {
    const work = makeWork({ url: '/d.mp4', cover: '/d.jpg', coverSources: [...copies(360), ...copies(720)] });
    const { container } = renderPage(<WorkDetail work={work} variant="gallery" onDrawSame={() => {}} />);
    expect(container.querySelector('.fw-work-detail__media video')).toHaveAttribute('poster', '/d-w720.webp');
  });

  it('shows a large image whole, from the original; a small one through copies as wide as itself', () => {
    const large = makeWork({
      tool: 'upscale',
      prompt: 'Harbour',
      url: '/d.png',
      cover: '/d.png',
      width: 2048,
      height: 1024,
      coverSources: [...copies(360), ...copies(720)],
    });
    const { container, unmount } = renderPage(<WorkDetail work={large} variant="gallery" onDrawSame={() => {}} />);
    expect(screen.getByRole('img', { name: 'Harbour' })).toHaveAttribute('src', '/d.png');
    expect(container.querySelector('.fw-work-detail__media picture')).toBeNull();
    unmount();
    const small = { ...large, width: 500, height: 250, coverSources: [...copies(360), ...copies(500)] };
    const view = renderPage(<WorkDetail work={small} variant="gallery" onDrawSame={() => {}} />);
    const sources = [...view.container.querySelectorAll('.fw-work-detail__media source')];
    expect(sources.map((s) => [s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['/d-w500.avif 500w', '500px'],
      ['/d-w500.webp 500w', '500px'],
    ]);
  });
});

describe('WorkDetail notes', () => {
  it("says once what the built-in engine's preview is: its own note, under Notes", () => {
    const note =
      'Procedural preview: the local engine draws colours, shapes and camera motion from the prompt; it does not generate the described scene.';
    const work = makeWork({ engine: 'local-preview', notes: [note], prompt: 'A red fox' });
    renderPage(<WorkDetail work={work} variant="mine" onDrawSame={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getAllByText(/procedural preview/i)).toHaveLength(1);
  });
});
