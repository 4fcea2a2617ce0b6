import { createI18n, I18nProvider } from '@framewise/i18n';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWork } from '../works/test-utils/fixtures';
import { GalleryGrid } from './GalleryGrid';

const coverSources: { type: 'image/avif'; width: number; url: string }[] = [
  { type: 'image/avif', width: 360, url: '/c-360.avif' },
  { type: 'image/avif', width: 720, url: '/c-720.avif' },
];
const works = Array.from({ length: 30 }, (_, i) =>
  makeWork({
    id: `w${i}`,
    prompt: `picture ${i}`,
    cover: `/c${i}.jpg`,
    coverSources,
    width: i % 2 ? 1280 : 720,
    height: 720,
  }),
);

function Texts({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={createI18n({ language: 'en' })}>{children}</I18nProvider>;
}

const grid = (
  <Texts>
    <GalleryGrid works={works} onOpen={() => {}} onNearEnd={() => {}} />
  </Texts>
);

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
});

describe("GalleryGrid in the server's render", () => {
  it('lays the first works out with CSS, pictures in the HTML, the first three fetched first', () => {
    const html = renderToString(grid);
    const page = document.createElement('div');
    page.innerHTML = html;
    const list = page.querySelector('ul');
    expect(list).toHaveClass('fw-gallery-grid--flow');
    const cells = [...page.querySelectorAll('li')];
    expect(cells).toHaveLength(24);
    // Each cell carries its clamped ratio for the CSS rows; 16:9 and 1:1 here.
    expect(cells[0]?.style.getPropertyValue('--fw-cell-aspect')).toBe('1');
    expect(cells[1]?.style.getPropertyValue('--fw-cell-aspect')).toBe(String(1280 / 720));
    const images = [...page.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      ...Array(21).fill(null),
    ]);
    expect(images.slice(3).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    // The copies are offered for the width a cell of that ratio has at each row height.
    expect(page.querySelector('source')?.getAttribute('sizes')).toBe(
      '(max-width: 479px) 113px, (max-width: 899px) 188px, 250px',
    );
  });

  it('hydrates it and moves the same elements to their measured places (no picture fetched or painted again)', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(grid);
    document.body.append(container);
    const firstImage = container.querySelector('img');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container as HTMLElement, grid, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    const list = container.querySelector('ul');
    expect(list).not.toHaveClass('fw-gallery-grid--flow');
    expect(list?.style.height).not.toBe('');
    // The first cell is now placed by the measured layout, and it is the element the server's HTML made.
    expect(container.querySelector('li')?.style.top).toBe('0px');
    expect(container.querySelector('img')).toBe(firstImage);
  });
});
