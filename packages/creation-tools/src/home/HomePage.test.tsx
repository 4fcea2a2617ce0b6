import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TOOLS } from '@framewise/contracts/routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPreviewStore } from '../tools/test-utils/preview';
import { makeWork } from '../works/test-utils/fixtures';
import { renderPage } from '../works/test-utils/render';
import { askHomeEarly, HomePage } from './HomePage';
import { examplesByTool, highlightRows } from './home-tools';

/** GET /api/config/tools: every tool offered but these. */
const offeredBut = (...off: string[]) => ok(Object.fromEntries(TOOLS.map((tool) => [tool, !off.includes(tool)])));

describe("askHomeEarly (the home page's askEarly)", () => {
  it('asks at start-up what the page then shows, so the page asks none of it again', async () => {
    const server = createFakeServer({
      'GET /api/images/list3': ok({ items: [makeWork({ id: 'v1', isOwner: false })], nextCursor: null }),
      'GET /api/config/tools': offeredBut(),
      'GET /api/config/example': ok([]),
    });
    const { store } = createPreviewStore({ server });
    askHomeEarly({ dispatch: store.dispatch });
    await waitFor(() => expect(server.callsTo('GET /api/config/tools')).toHaveLength(1));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(1);
    renderPage(<HomePage />, { server, store, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Creation tools' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/config/example').length).toBeGreaterThan(0));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(1);
    expect(server.callsTo('GET /api/config/tools')).toHaveLength(1);
  });
});

describe('HomePage', () => {
  it('shows the promise, the offered tools with live examples, and gallery highlights', async () => {
    const video = makeWork({ id: 'v1', tool: 'img2video_v2', prompt: 'Waves', url: '/f/waves.mp4', isOwner: false });
    const image = makeWork({ id: 'i1', tool: 'upscale_turbo', prompt: 'Fox', url: '/f/fox.png', isOwner: false });
    const server = createFakeServer({
      'GET /api/images/list3': ok({ items: [video, image], nextCursor: null }),
      // The engine offers no lip-sync here: its entry is left out.
      'GET /api/config/tools': offeredBut('lipsync'),
    });
    renderPage(<HomePage />, { server, path: '/', region: 'global' });
    // The visitor scrolls: the example loops fetch their videos once the page is in use (LoopVideo).
    fireEvent.scroll(window);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Turn a sentence or a picture into a video' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Framewise · /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the gallery' })).toHaveAttribute('href', '/gallery');

    const tools = screen.getByRole('heading', { name: 'Creation tools' }).parentElement!;
    const loop = await within(tools).findByLabelText('Image to Video example');
    await waitFor(() => expect(loop).toHaveAttribute('src', '/f/waves.mp4'));
    expect(within(tools).getByRole('link', { name: /Upscale/ })).toHaveAttribute('href', '/upscale');
    await screen.findByRole('heading', { name: 'From the gallery' });
    expect(within(tools).queryByRole('link', { name: /Lip-sync/ })).not.toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: /Video to Video/ })).toHaveAttribute('href', '/vid2vid');
    expect(screen.getByRole('button', { name: 'Open work: Fox' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/images/list3')[0]?.query).toMatchObject({ scope: 'gallery', sort: 'hot' });
  });
});

describe('HomePage tool entries without a highlight', () => {
  it("show the tool's best public work (a seeded example on a fresh install), else the drawing", async () => {
    const video = makeWork({ id: 'v1', tool: 'img2video', prompt: 'Waves', url: '/f/waves.mp4', isOwner: false });
    const examples: Record<string, unknown[]> = {
      vid2vid: [{ id: 'x1', prompt: 'Dogs as anime', cover: '/f/dogs.jpg', url: '/f/dogs.mp4', params: {} }],
      upscale: [
        {
          id: 'x2',
          prompt: 'Dandelion',
          cover: '/f/dandelion.png',
          // The seeded example's copies of its cover: the picture offers them ahead of the PNG.
          coverSources: [
            { type: 'image/avif', width: 360, url: '/f/dandelion-w360.avif' },
            { type: 'image/webp', width: 360, url: '/f/dandelion-w360.webp' },
          ],
          url: '/f/dandelion.png',
          params: {},
        },
      ],
    };
    const server = createFakeServer({
      'GET /api/images/list3': ok({ items: [video], nextCursor: null }),
      'GET /api/config/tools': offeredBut(),
      'GET /api/config/example': (call) => ok(examples[call.query.type ?? ''] ?? []),
    });
    renderPage(<HomePage />, { server, path: '/', region: 'global' });
    // The visitor scrolls: the example loops fetch their videos once the page is in use (LoopVideo).
    fireEvent.scroll(window);
    const tools = screen.getByRole('heading', { name: 'Creation tools' }).parentElement!;
    // The loop sets its source in an effect after it is on screen: the element can be found a moment before that.
    const loop = await within(tools).findByLabelText('Image to Video example');
    await waitFor(() => expect(loop).toHaveAttribute('src', '/f/waves.mp4'));
    const restyle = await within(tools).findByLabelText('Video to Video example');
    expect(restyle.tagName).toBe('VIDEO');
    await waitFor(() => expect(restyle).toHaveAttribute('src', '/f/dogs.mp4'));
    expect(restyle).toHaveAttribute('poster', '/f/dogs.jpg');
    expect(await within(tools).findByRole('img', { name: 'Upscale example' })).toHaveAttribute(
      'src',
      '/f/dandelion.png',
    );
    const upscale = within(tools).getByRole('link', { name: /Upscale/ });
    expect([...upscale.querySelectorAll('picture source')].map((el) => el.getAttribute('srcset'))).toEqual([
      '/f/dandelion-w360.avif 360w',
      '/f/dandelion-w360.webp 360w',
    ]);
    // The highlighted tool is not asked again; a tool with no public work at all keeps its drawing.
    expect(server.callsTo('GET /api/config/example').map((c) => c.query.type)).not.toContain('img2video');
    const lipsync = within(tools).getByRole('link', { name: /Lip-sync/ });
    await waitFor(() =>
      expect(server.callsTo('GET /api/config/example').map((c) => c.query.type)).toContain('lipsync'),
    );
    expect(lipsync.querySelector('video, img')).toBeNull();
    expect(lipsync.querySelector('svg.fw-illu')).not.toBeNull();
  });
});

describe('home examples', () => {
  it('takes the first finished video per tool family, an image for upscale', () => {
    const a = makeWork({ id: 'a', tool: 'img2video', url: '/a.mp4' });
    const b = makeWork({ id: 'b', tool: 'img2video_v2', url: '/b.mp4' });
    const c = makeWork({ id: 'c', tool: 'upscale', url: '/c.mp4' });
    const d = makeWork({ id: 'd', tool: 'upscale_turbo', url: '/d.png' });
    const e = makeWork({ id: 'e', tool: 'extend', url: '/e.mp4' });
    const picks = examplesByTool([a, b, c, d, e]);
    expect(picks.img2video?.id).toBe('a');
    expect(picks.upscale?.id).toBe('d');
    expect(picks.text2video?.id).toBe('e');
    expect(picks.lipsync).toBeUndefined();
  });

  it('shows full highlight rows only, unless less than one row exists', () => {
    const rows = [{ full: true }, { full: true }, { full: false }];
    expect(highlightRows(rows, 3)).toEqual([{ full: true }, { full: true }]);
    expect(highlightRows([{ full: false }], 3)).toEqual([{ full: false }]);
    expect(highlightRows([{ full: true }, { full: true }], 1)).toHaveLength(1);
  });
});
