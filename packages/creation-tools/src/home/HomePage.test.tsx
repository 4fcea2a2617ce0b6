import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWork } from '../works/test-utils/fixtures';
import { renderPage } from '../works/test-utils/render';
import { HomePage } from './HomePage';
import { examplesByTool, highlightRows } from './home-tools';

const config = (type: string, available: boolean) =>
  ok({ type, available, baseCost: 1, modeCostFactor: {}, options: {}, defaults: {} });

describe('HomePage', () => {
  it('shows the promise, the offered tools with live examples, and gallery highlights', async () => {
    const video = makeWork({ id: 'v1', tool: 'img2video_v2', prompt: 'Waves', url: '/f/waves.mp4', isOwner: false });
    const image = makeWork({ id: 'i1', tool: 'upscale_turbo', prompt: 'Fox', url: '/f/fox.png', isOwner: false });
    const server = createFakeServer({
      'GET /api/images/list3': ok({ items: [video, image], nextCursor: null }),
      // The engine offers no lip-sync here: its entry is left out.
      'GET /api/config/generate': (call) => config(call.query.type ?? '', call.query.type !== 'lipsync'),
    });
    renderPage(<HomePage />, { server, path: '/', region: 'global' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Turn a sentence or a picture into a video' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Framewise · /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the gallery' })).toHaveAttribute('href', '/gallery');

    const tools = screen.getByRole('heading', { name: 'Creation tools' }).parentElement!;
    expect(await within(tools).findByLabelText('Image to Video example')).toHaveAttribute('src', '/f/waves.mp4');
    expect(within(tools).getByRole('link', { name: /Upscale/ })).toHaveAttribute('href', '/upscale');
    await screen.findByRole('heading', { name: 'From the gallery' });
    expect(within(tools).queryByRole('link', { name: /Lip-sync/ })).not.toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: /Video to Video/ })).toHaveAttribute('href', '/vid2vid');
    expect(screen.getByRole('button', { name: 'Open work: Fox' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/images/list3')[0]?.query).toMatchObject({ scope: 'gallery', sort: 'hot' });
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
