import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToolWorkspace } from '../tools/ToolWorkspace';
import { configRoutes, member, vipInfoOf, workOf } from '../tools/test-utils/fixtures';
import { renderTools } from '../tools/test-utils/render';
import { MyWorksPage } from '../works/MyWorksPage';

const upscaled = workOf({
  id: 'tk-upscaled',
  tool: 'upscale',
  prompt: 'A harbour at dawn',
  url: '/w/harbour-2x.png',
  cover: null,
  reference_img: '/u/harbour.png',
});
const turbo = workOf({
  id: 'tk-turbo',
  tool: 'upscale_turbo',
  prompt: 'A street at night',
  url: '/w/street-4x.png',
  cover: null,
  reference_img: '/u/street.png',
});
const video = workOf({ id: 'tk-video', tool: 'upscale', prompt: 'A clip', reference_video: '/u/clip.mp4' });

function server(items = [upscaled, turbo, video]) {
  return createFakeServer({
    ...configRoutes(),
    'GET /api/images/list3': ok({ items, nextCursor: null }),
    'GET /api/images/status2': ok([]),
    'GET /api/images/detail': (call) => ok(items.find((w) => w.id === call.query.id) ?? upscaled),
    'GET /api/user/vipInfo': ok(vipInfoOf(member)),
    'GET /api/user/info': ok(member),
  });
}

const card = (id: string) => document.querySelector<HTMLElement>(`[data-testid="result-card"][data-task-id="${id}"]`);

async function expectCompareView(before: string, after: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Before and after' });
  expect(within(dialog).getByRole('slider', { name: 'Before and after' })).toHaveFocus();
  // Without layout the pictures stay hidden behind the loading state; their sources are what matters here.
  expect(within(dialog).getByTestId('compare-before')).toHaveAttribute('src', before);
  expect(within(dialog).getByTestId('compare-after')).toHaveAttribute('src', after);
  return dialog;
}

describe('compare view entries', () => {
  it('opens from an upscale result of the tool, and Esc brings focus back to the Compare button', async () => {
    const user = userEvent.setup();
    renderTools(<ToolWorkspace group="upscale" />, { server: server(), user: member, path: '/upscale' });
    await waitFor(() => expect(card('tk-upscaled')).not.toBeNull());
    expect(within(card('tk-video') as HTMLElement).queryByRole('button', { name: 'Compare' })).toBeNull();

    const open = within(card('tk-upscaled') as HTMLElement).getByRole('button', { name: 'Compare' });
    await user.click(open);
    const dialog = await expectCompareView('/u/harbour.png', '/w/harbour-2x.png');
    expect(within(dialog).getByRole('button', { name: 'Download result' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Before and after' })).toBeNull();
    expect(open).toHaveFocus();
  });

  it('opens from the turbo upscaler’s results', async () => {
    const user = userEvent.setup();
    renderTools(<ToolWorkspace group="upscale" />, {
      server: server(),
      user: member,
      path: '/upscale?tool=upscale_turbo',
    });
    await waitFor(() => expect(card('tk-turbo')).not.toBeNull());
    await user.click(within(card('tk-turbo') as HTMLElement).getByRole('button', { name: 'Compare' }));
    await expectCompareView('/u/street.png', '/w/street-4x.png');
  });

  it('opens from my works’ detail by the Compare button and by clicking the picture, over the detail', async () => {
    const user = userEvent.setup();
    renderTools(<MyWorksPage />, { server: server(), user: member, path: '/my-work?work=tk-upscaled' });
    const detail = await screen.findByRole('dialog', { name: 'Work details' });

    await user.click(await within(detail).findByRole('button', { name: 'Compare' }));
    await expectCompareView('/u/harbour.png', '/w/harbour-2x.png');
    await user.keyboard('{Escape}');
    // Esc closes the compare view only; the detail stays open under it.
    expect(screen.queryByRole('dialog', { name: 'Before and after' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Work details' })).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Open the full-size before and after comparison' }));
    await expectCompareView('/u/harbour.png', '/w/harbour-2x.png');
  });

  it('offers no comparison in the detail of an upscaled video', async () => {
    renderTools(<MyWorksPage />, { server: server(), user: member, path: '/my-work?work=tk-video' });
    const detail = await screen.findByRole('dialog', { name: 'Work details' });
    expect(await within(detail).findByText('A clip')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Compare' })).toBeNull();
  });
});
