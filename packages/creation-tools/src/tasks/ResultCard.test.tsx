import { TASK_STATUS } from '@framewise/contracts/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTools } from '../tools/test-utils/render';
import { makeWork, member } from '../works/test-utils/fixtures';
import { ResultCard } from './ResultCard';
import { itemFromAnswer, itemFromWork } from './task-item';

const coverSources = [
  { type: 'image/avif' as const, width: 360, url: '/r-w360.avif' },
  { type: 'image/webp' as const, width: 360, url: '/r-w360.webp' },
  { type: 'image/avif' as const, width: 720, url: '/r-w720.avif' },
  { type: 'image/webp' as const, width: 720, url: '/r-w720.webp' },
];

describe('ResultCard pictures', () => {
  it('shows an image result through its AVIF/WebP copies at the card size, the original as fallback', () => {
    const work = makeWork({ tool: 'upscale_turbo', prompt: 'Fox', url: '/r.png', cover: '/r.png', coverSources });
    const { container } = renderTools(<ResultCard item={itemFromWork(work)} />, { user: member });
    const img = screen.getByRole('img', { name: 'Fox' });
    expect(img).toHaveAttribute('src', '/r.png');
    expect([...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });

  it('gives a video result the 720 px WebP copy as its poster, and the plain cover to a work without copies', () => {
    const work = makeWork({ prompt: 'Waves', url: '/r.mp4', cover: '/r.jpg', coverSources });
    const { unmount } = renderTools(<ResultCard item={itemFromWork(work)} />, { user: member });
    expect(screen.getByTestId('result-video')).toHaveAttribute('poster', '/r-w720.webp');
    unmount();
    renderTools(<ResultCard item={itemFromWork({ ...work, coverSources: undefined })} />, { user: member });
    expect(screen.getByTestId('result-video')).toHaveAttribute('poster', '/r.jpg');
  });

  it('a just-finished task known from its status alone keeps the status cover', () => {
    const item = {
      ...itemFromAnswer(
        'img2video',
        { id: 't1', status: TASK_STATUS.SUCCESS, cost: 4, queuePosition: null },
        {
          prompt: 'Clouds',
          sourceUrl: null,
        },
      ),
      url: '/t.mp4',
      cover: '/t.jpg',
    };
    renderTools(<ResultCard item={item} />, { user: member });
    expect(screen.getByTestId('result-video')).toHaveAttribute('poster', '/t.jpg');
  });
});
