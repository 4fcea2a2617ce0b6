import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToolWorkspace } from '../tools/ToolWorkspace';
import { acceptedOf, configRoutes, member, vipInfoOf, workOf } from '../tools/test-utils/fixtures';
import { renderTools } from '../tools/test-utils/render';
import { MyWorksPage } from '../works/MyWorksPage';

const EXTEND = 'POST /api/v2/images/text2video/extend';
const video = workOf({ id: 'tk-video', tool: 'text2video', prompt: 'A lighthouse at dusk' });
const picture = workOf({ id: 'tk-picture', tool: 'text2video', prompt: 'A still', url: '/w/still.png' });
const running = workOf({ id: 'tk-running', tool: 'text2video', status: TASK_STATUS.PROCESSING, url: null });
const extension = workOf({
  id: 'tk-ext',
  tool: 'extend',
  prompt: 'A lighthouse at dusk',
  status: TASK_STATUS.QUEUED,
  url: null,
  cover: null,
});

function server() {
  return createFakeServer({
    ...configRoutes(),
    'GET /api/images/list3': ok({ items: [video, picture, running], nextCursor: null }),
    'GET /api/images/status2': ok([]),
    'GET /api/images/detail': (call) =>
      ok([video, picture, running, extension].find((w) => w.id === call.query.id) ?? video),
    'GET /api/user/vipInfo': ok(vipInfoOf(member)),
    'GET /api/user/info': ok(member),
    [EXTEND]: ok(acceptedOf({ id: 'tk-ext', tool: 'extend', status: TASK_STATUS.QUEUED, cost: 1, queuePosition: 2 })),
  });
}

const card = (id: string) => document.querySelector<HTMLElement>(`[data-testid="result-card"][data-task-id="${id}"]`);

describe('extend entries', () => {
  it('offers Extend on finished videos of the results area, and the extension joins the results queued', async () => {
    const api = server();
    renderTools(<ToolWorkspace group="aiVideo" />, {
      server: api,
      user: member,
      path: '/ai-video-generator?tool=text2video',
    });
    await waitFor(() => expect(card('tk-video')).not.toBeNull());
    expect(within(card('tk-picture') as HTMLElement).queryByRole('button', { name: 'Extend' })).toBeNull();
    expect(within(card('tk-running') as HTMLElement).queryByRole('button', { name: 'Extend' })).toBeNull();

    await userEvent.click(within(card('tk-video') as HTMLElement).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend video' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Extend' }));

    await waitFor(() => expect(card('tk-ext')).not.toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Extend video' })).toBeNull();
    const added = card('tk-ext') as HTMLElement;
    expect(added).toHaveTextContent('Queued: 2 jobs ahead');
    expect(added).toHaveTextContent('Extend Video');
    expect(api.callsTo(EXTEND)[0]?.body).toMatchObject({ id: 'tk-video', duration: 5 });
  });

  it('offers Extend in my works’ detail of a finished video and lists the extension', async () => {
    const api = server();
    renderTools(<MyWorksPage />, { server: api, user: member, path: '/my-work?work=tk-video' });
    const detail = await screen.findByRole('dialog', { name: 'Work details' });
    await userEvent.click(await within(detail).findByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend video' });
    const listed = api.callsTo('GET /api/images/list3').length;
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Extend' }));

    await waitFor(() => expect(api.callsTo(EXTEND)).toHaveLength(1));
    expect(await screen.findByText('Extending: the new video appears in your works when it is ready')).toBeVisible();
    // The generate answer put the new work on top of the list: it shows without asking for the list again.
    const list = screen.getByRole('list', { name: 'My Works' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(api.callsTo('GET /api/images/list3')).toHaveLength(listed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
