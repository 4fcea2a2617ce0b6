import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readToolSeed, writeToolSeed } from '../../drafts';
import { ToolWorkspace } from '../ToolWorkspace';
import { acceptedOf, member, workOf, workspaceRoutes } from '../test-utils/fixtures';
import { renderTools } from '../test-utils/render';

const UPSCALE = 'POST /api/images/animation/upscale';
const image = { key: 'upload/u-tools-1/harbour.png', url: '/story/harbour.png' };

function server() {
  return createFakeServer({
    ...workspaceRoutes(),
    [UPSCALE]: ok(acceptedOf({ id: 'tk20', tool: 'upscale', status: -3, cost: 2, queuePosition: null })),
    'GET /api/images/detail': ok(workOf({ id: 'tk20', tool: 'upscale', status: -3 })),
  });
}

async function openUpscale(api = server()) {
  const view = renderTools(<ToolWorkspace group="upscale" />, { server: api, user: member, path: '/upscale' });
  await screen.findByRole('button', { name: 'Upscale' });
  return view;
}

describe('upscale form', () => {
  it('starts from the seed draw same left, once, and sends its source and target', async () => {
    writeToolSeed('upscale', { media: { ...image, kind: 'image' }, target: '4x', creativity: 0.2 });
    const api = server();
    const { unmount } = await openUpscale(api);
    const form = screen.getByRole('form');
    expect(form.querySelector(`img[src="${image.url}"]`)).not.toBeNull();
    expect(screen.getByRole('radio', { name: /4x/ })).toBeChecked();
    // The seed is taken in an effect after the first render: wait for it, as a loaded machine may run it later.
    await waitFor(() => expect(readToolSeed('upscale')).toBeNull());

    // 4x runs only in fast mode: switch to it, then generate.
    await userEvent.click(screen.getByRole('radio', { name: 'Fast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upscale' }));
    await waitFor(() => expect(api.callsTo(UPSCALE)).toHaveLength(1));
    expect(api.callsTo(UPSCALE)[0]?.body).toMatchObject({ reference_img: image.key, target: '4x', creativity: 0.2 });
    unmount();

    // The seed is used up: the next visit opens empty, at the config's default target.
    await openUpscale();
    expect(screen.getByRole('form').querySelector(`img[src="${image.url}"]`)).toBeNull();
    expect(screen.getByRole('radio', { name: /^2x/ })).toBeChecked();
  });

  it('opens empty without a seed and asks for a source', async () => {
    const api = server();
    await openUpscale(api);
    await userEvent.click(screen.getByRole('button', { name: 'Upscale' }));
    expect(await screen.findByTestId('generate-problem')).toHaveTextContent(
      'Please upload the image or video to upscale',
    );
    expect(api.callsTo(UPSCALE)).toEqual([]);
  });
});
