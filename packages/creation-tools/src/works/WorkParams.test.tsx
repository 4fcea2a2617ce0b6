import { createFakeServer, ok } from '@framewise/api-client/testing';
import type { ToolOption } from '@framewise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { option } from '../tools/test-utils/fixtures';
import { makeWork } from './test-utils/fixtures';
import { renderPage } from './test-utils/render';
import { WorkParams } from './WorkParams';

function serverFor(tool: string, options: Record<string, ToolOption[]>) {
  return createFakeServer({
    'GET /api/config/generate': ok({
      type: tool,
      available: true,
      baseCost: 10,
      modeCostFactor: {},
      options,
      defaults: {},
    }),
    'GET /api/config/model': ok([
      { id: '90', name: 'Framewise Video', description: '', cover: null, vip: false, proVip: false, isDefault: true },
    ]),
  });
}

/** The value shown beside a parameter's name. */
const shownFor = (name: string) => {
  const row = screen.getByText(name, { selector: 'dt' }).parentElement as HTMLElement;
  return within(row).getByRole('definition');
};

describe('WorkParams', () => {
  it('names the model by its name and never repeats its id as a style', async () => {
    renderPage(<WorkParams work={makeWork({ tool: 'img2video', style: '90', level: undefined } as never)} />, {
      server: serverFor('img2video', { move_type: [option('zoom_in', 'Zoom in')] }),
    });
    expect(await screen.findByText('Framewise Video')).toBeInTheDocument();
    expect(screen.queryByText('Style', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('90')).toBeNull();
  });

  it('names styles, quality levels and motion speeds by their labels; a style no longer offered says so', async () => {
    const work = makeWork({
      tool: 'vid2vid',
      style: 'anime,retired',
      motion_speed: 3,
      params: { style_list: ['anime', 'retired'], upscaler: '4k', model: '90' },
    });
    renderPage(<WorkParams work={work} />, {
      server: serverFor('vid2vid', {
        style_list: [option('anime', 'Anime'), option('sketch', 'Sketch')],
        upscaler: [option('2k', '2K'), option('4k', '4K')],
        motion_speed: [option(3, 'Gentle')],
      }),
    });
    expect(await screen.findByText('Anime')).toBeInTheDocument();
    expect(screen.getByText('No longer offered')).toBeInTheDocument();
    expect(screen.queryByText('retired')).toBeNull();
    expect(shownFor('Motion')).toHaveTextContent(/^Gentle$/);
    expect(shownFor('Upscaler')).toHaveTextContent(/^4K$/);
  });

  it('names a lip-sync work quality by the level label, in Japanese too', async () => {
    renderPage(<WorkParams work={makeWork({ tool: 'lipsync', quality: '2', params: { level: 2 } })} />, {
      language: 'ja',
      server: serverFor('lipsync', { level: [option(1, '標準'), option(2, 'HD')] }),
    });
    expect((await screen.findAllByText('HD')).length).toBe(2);
    expect(screen.queryByText('2')).toBeNull();
  });
});
