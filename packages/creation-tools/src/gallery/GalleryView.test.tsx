import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readDraft } from '../drafts';
import { createPreviewStore } from '../tools/test-utils/preview';
import { makeWork, member } from '../works/test-utils/fixtures';
import { renderPage } from '../works/test-utils/render';
import { GalleryView, startGalleryData } from './GalleryView';

const tags = [
  { id: 'landscape', name: 'Landscape' },
  { id: 'anime', name: 'Anime' },
];
const works = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeWork({
      id: `${prefix}${i}`,
      prompt: `${prefix} picture ${i}`,
      isOwner: false,
      pubStatus: 0,
      author: { uuid: 'u2', nickname: 'Kai', avatar_url: '' },
    }),
  );

function gallery() {
  return createFakeServer({
    'GET /api/gallery/queryTag': ok(tags),
    'GET /api/config/example': ok([]),
    'GET /api/images/list3': (call) =>
      call.query.cursor === 'p2'
        ? ok({ items: works('second', 3), nextCursor: null })
        : ok({ items: works(call.query.tag ?? 'first', 6), nextCursor: 'p2' }),
  });
}

describe("startGalleryData (the gallery screen module's startData)", () => {
  it('asks at start-up exactly what the view then shows, so the view asks nothing more', async () => {
    for (const path of ['/gallery', '/gallery?tag=anime&sort=hot']) {
      const server = gallery();
      const { store } = createPreviewStore({ server });
      startGalleryData({ dispatch: store.dispatch, search: new URL(path, 'http://app.test').searchParams });
      const firstPages = () => server.callsTo('GET /api/images/list3').filter((call) => !call.query.cursor);
      await waitFor(() => expect(firstPages()).toHaveLength(1));
      const { unmount } = renderPage(<GalleryView />, { server, store, path });
      const grid = await screen.findByRole('list', { name: 'Works' });
      expect(within(grid).getAllByRole('button', { name: /^Open work:/ }).length).toBeGreaterThan(0);
      // The first page and the tags are not asked again (the grid may go on to the next page).
      expect(firstPages(), path).toHaveLength(1);
      expect(server.callsTo('GET /api/gallery/queryTag'), path).toHaveLength(1);
      unmount();
    }
  });
});

describe('GalleryView', () => {
  it('pages through public works as the grid nears its end, then says it is all', async () => {
    const server = gallery();
    renderPage(<GalleryView />, { server, path: '/gallery' });
    const grid = await screen.findByRole('list', { name: 'Works' });
    expect(await within(grid).findByRole('button', { name: 'Open work: second picture 2' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Open work: first picture 0' })).toBeInTheDocument();
    const calls = server.callsTo('GET /api/images/list3');
    expect(calls.map((c) => c.query)).toEqual([
      { scope: 'gallery', sort: 'new', limit: '30' },
      { scope: 'gallery', sort: 'new', limit: '30', cursor: 'p2' },
    ]);
    expect(await screen.findByText('That is everything')).toBeInTheDocument();
  });

  it('fetches the first row of pictures at once and leaves the rest to lazy loading', async () => {
    renderPage(<GalleryView />, { server: gallery(), path: '/gallery' });
    const grid = await screen.findByRole('list', { name: 'Works' });
    await within(grid).findByRole('button', { name: 'Open work: second picture 2' });
    const rows = new Map<string, HTMLImageElement[]>();
    for (const img of within(grid).getAllByRole('img') as HTMLImageElement[]) {
      const y = img.closest('li')?.style.top ?? '';
      rows.set(y, [...(rows.get(y) ?? []), img]);
    }
    const [first, ...rest] = [...rows.values()];
    expect(first?.length).toBeGreaterThan(0);
    for (const img of first ?? []) expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(rest.flat().length).toBeGreaterThan(0);
    for (const img of rest.flat()) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('filters by a tag chip and sorts by popularity', async () => {
    const server = gallery();
    renderPage(<GalleryView />, { server, path: '/gallery' });
    await userEvent.click(await screen.findByRole('button', { name: 'Anime' }));
    expect(screen.getByRole('button', { name: 'Anime' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Open work: anime picture 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Popular' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/images/list3').at(-1)?.query).toMatchObject({ tag: 'anime', sort: 'hot' }),
    );
  });

  it('opens the detail from a shared link, copies the link and draws the same', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = gallery();
    const shared = works('shared', 1)[0]!;
    server.on(
      'GET /api/images/detail',
      ok({ ...shared, params: { ...shared.params, reference_img: 'upload/u2/x.png' } }),
    );
    renderPage(<GalleryView />, { server, user: member, path: '/gallery?work=shared0' });

    const dialog = await screen.findByRole('dialog', { name: 'Work details' });
    expect(await within(dialog).findByText('Kai')).toBeInTheDocument();
    expect(within(dialog).getByText('shared picture 0')).toBeInTheDocument();
    expect(server.callsTo('GET /api/images/detail')[0]?.query).toEqual({ id: 'shared0' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/gallery?work=shared0`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the same' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ai-video-generator?tool=img2video');
    // Someone else's upload is not copied; the settings are, and the draft is marked as a gallery draw same.
    expect(readDraft('img2video')).toMatchObject({ isDrawSame: true, isGalleryDrawSame: true, prompt: 'A lighthouse' });
    expect(readDraft('img2video')).not.toHaveProperty('reference_img.key', 'upload/u2/x.png');
  });

  it('shows what the gallery is for when nothing is public yet', async () => {
    const server = gallery();
    server.on('GET /api/images/list3', ok({ items: [], nextCursor: null }));
    renderPage(<GalleryView />, { server, path: '/gallery' });
    expect(await screen.findByRole('heading', { name: 'No public works yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start creating' })).toHaveAttribute('href', '/ai-video-generator');
  });
});
