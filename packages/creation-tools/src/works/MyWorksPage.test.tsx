import { createFakeServer, ok } from '@framewise/api-client/testing';
import { PUBLICATION_STATUS, TASK_STATUS } from '@framewise/contracts/routes';
import { createI18n, I18nProvider } from '@framewise/i18n';
import { uiActions } from '@framewise/stores';
import { ToastProvider } from '@framewise/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { workEvents } from '../tasks/events';
import { acceptedOf, configRoutes } from '../tools/test-utils/fixtures';
import { createPreviewStore, StoreFrame } from '../tools/test-utils/preview';
import { MyWorksPage, startMyWorksData } from './MyWorksPage';
import { makeWork, member } from './test-utils/fixtures';
import { renderPage } from './test-utils/render';

const zipCalls = vi.hoisted(() => [] as { files: unknown[]; name: string }[]);
vi.mock('@framewise/upload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@framewise/upload')>();
  return {
    ...actual,
    // The browser download itself is the upload package's business (and tested there): record what was asked.
    downloadZip: async (
      files: unknown[],
      name: string,
      options: { onProgress?: (p: { phase: 'download'; done: number; total: number }) => void },
    ) => {
      zipCalls.push({ files, name });
      options.onProgress?.({ phase: 'download', done: 1, total: files.length });
    },
  };
});

beforeEach(() => {
  zipCalls.length = 0;
});

const lighthouse = makeWork({ id: 'w-lighthouse', prompt: 'A lighthouse at dusk' });
const forest = makeWork({ id: 'w-forest', prompt: 'Mist over a forest', tool: 'upscale', url: '/f/forest.png' });
const running = makeWork({
  id: 'w-running',
  prompt: 'Still going',
  status: TASK_STATUS.PROCESSING,
  cost: 4,
  progress: 40,
  url: null,
  cover: null,
});

function serverWith(items = [lighthouse, forest, running]) {
  return createFakeServer({
    'GET /api/images/list3': ok({ items, nextCursor: null }),
    'GET /api/config/example': ok([]),
    'GET /api/images/status2': ok([]),
  });
}

describe('MyWorksPage', () => {
  it('shows a visitor what my works holds and opens the login modal', async () => {
    const server = serverWith();
    const { store } = renderPage(<MyWorksPage />, { server, path: '/my-work' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(server.callsTo('GET /api/images/list3')).toEqual([]);
  });

  it('prerenders its heading only: neither the login prompt nor the list, since the server cannot know who is there', () => {
    const { store } = createPreviewStore({ server: serverWith(), user: member });
    const html = renderToString(
      <StoreFrame store={store} path="/my-work">
        <I18nProvider i18n={createI18n({ language: 'en' })}>
          <MyWorksPage />
        </I18nProvider>
      </StoreFrame>,
    );
    expect(html).toContain('My Works');
    expect(html).not.toContain('Log in / Sign up');
    expect(html).not.toContain('fw-works-grid');
  });

  it('rendered for a request whose session the server checked, shows what the user sees: their works or the prompt', async () => {
    const render = async (user: typeof member | undefined, items: (typeof lighthouse)[], search = '') => {
      const server = createFakeServer({
        'GET /api/images/list3': ok({ items, nextCursor: null }),
        'GET /api/config/example': ok([
          { id: 'e1', prompt: 'Two dogs', url: '/e/dogs.mp4', cover: '/e/dogs.jpg', params: {} },
        ]),
      });
      const { store } = createPreviewStore({ server, ...(user ? { user } : {}) });
      store.dispatch(uiActions.setSessionKnown(true));
      startMyWorksData({ dispatch: store.dispatch, search: new URLSearchParams(search) });
      await waitFor(() => expect(server.callsTo('GET /api/config/example')).toHaveLength(1));
      if (user) await waitFor(() => expect(server.callsTo('GET /api/images/list3')).toHaveLength(1));
      const html = renderToString(
        <StoreFrame store={store} path={`/my-work${search ? `?${search}` : ''}`}>
          <I18nProvider i18n={createI18n({ language: 'en' })}>
            <ToastProvider>
              <MyWorksPage />
            </ToastProvider>
          </I18nProvider>
        </StoreFrame>,
      );
      return { html, server };
    };
    // A visitor: the login prompt with the example, and no list asked for.
    const visitor = await render(undefined, []);
    expect(visitor.html).toContain('Log in / Sign up');
    expect(visitor.html).toContain('poster="/e/dogs.jpg"');
    expect(visitor.server.callsTo('GET /api/images/list3')).toHaveLength(0);
    // A user with works: the list, asked with the filter of the URL.
    const withWorks = await render(member, [forest], 'tool=upscale');
    expect(withWorks.html).toContain('fw-works-grid');
    expect(withWorks.html).toContain('Mist over a forest');
    expect(withWorks.server.callsTo('GET /api/images/list3')[0]?.query).toMatchObject({
      scope: 'mine',
      tool: 'upscale',
    });
    // A user without works yet: the example to start from.
    const empty = await render(member, []);
    expect(empty.html).toContain('poster="/e/dogs.jpg"');
    expect(empty.html).not.toContain('Log in / Sign up');
  });

  it('lists my works with their status and asks list3 for the chosen tool', async () => {
    const server = serverWith();
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work' });
    const grid = await screen.findByRole('list', { name: 'My Works' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByText('Generating 40%')).toBeInTheDocument();
    expect(server.callsTo('GET /api/images/list3')[0]?.query).toEqual({ scope: 'mine', limit: '24' });

    await userEvent.selectOptions(screen.getByLabelText('Tool'), 'upscale');
    await waitFor(() =>
      expect(server.callsTo('GET /api/images/list3').at(-1)?.query).toEqual({
        scope: 'mine',
        limit: '24',
        tool: 'upscale',
      }),
    );
  });

  it('fetches the pictures of the first row first and leaves the rest to lazy loading', async () => {
    const third = makeWork({ id: 'w-third', prompt: 'Dunes at noon' });
    renderPage(<MyWorksPage />, { server: serverWith([lighthouse, forest, third]), user: member, path: '/my-work' });
    const grid = await screen.findByRole('list', { name: 'My Works' });
    const loading = within(grid)
      .getAllByRole('img')
      .map((img) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading).toEqual([
      ['A lighthouse at dusk', 'eager', 'high'],
      ['Mist over a forest', 'eager', 'high'],
      ['Dunes at noon', 'lazy', null],
    ]);
  });

  it('offers an example when there are no works yet', async () => {
    renderPage(<MyWorksPage />, { server: serverWith([]), user: member, path: '/my-work' });
    expect(await screen.findByRole('heading', { name: 'No works yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try image to video' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ai-video-generator?tool=img2video');
  });

  it('opens the detail with every parameter, publishes the work and shows its new state', async () => {
    const server = serverWith();
    server.on('GET /api/images/detail', ok(lighthouse));
    server.on('POST /api/image/pub', (call) =>
      ok({ id: (call.body as { id: string }).id, pubStatus: (call.body as { pubStatus: number }).pubStatus }),
    );
    server.on(
      'GET /api/config/generate',
      ok({
        type: 'img2video',
        available: true,
        baseCost: 10,
        modeCostFactor: {},
        options: {
          move_type: [{ value: 'zoom_in', label: 'Zoom in', cost: 0, vip: false, proVip: false, fastOnly: false }],
        },
        defaults: {},
      }),
    );
    server.on(
      'GET /api/config/model',
      ok([
        { id: '90', name: 'Framewise Video', description: '', cover: null, vip: false, proVip: false, isDefault: true },
      ]),
    );
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open work: A lighthouse at dusk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work details' });
    expect(within(dialog).getByText('Camera move')).toBeInTheDocument();
    // Option values read as the tool screens name them.
    expect(await within(dialog).findByText('Zoom in')).toBeInTheDocument();
    expect(await within(dialog).findByText('Framewise Video')).toBeInTheDocument();
    expect(within(dialog).getByText('Only you')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish to the gallery' }));
    expect(await screen.findByText('Published to the gallery')).toBeInTheDocument();
    expect(server.callsTo('POST /api/image/pub')[0]?.body).toEqual({
      id: 'w-lighthouse',
      pubStatus: PUBLICATION_STATUS.PUBLIC,
    });
    // The toast and the dialog's new state are separate renders: wait for the dialog's.
    expect((await within(dialog).findAllByText('Public')).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Contribute' })).toBeInTheDocument();
  });

  it('shows the server refusal when a contribution cannot be made', async () => {
    const server = serverWith();
    server.on('GET /api/images/detail', ok(lighthouse));
    server.on('POST /api/image/pub', { code: 409, data: null, msg: 'Contribution in progress, please wait' });
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work?work=w-lighthouse' });
    const dialog = await screen.findByRole('dialog', { name: 'Work details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Contribute' }));
    expect(await screen.findByText('Contribution in progress, please wait')).toBeInTheDocument();
  });

  it('draws the same from the detail: the tool opens with the settings', async () => {
    const server = serverWith();
    server.on('GET /api/images/detail', ok(lighthouse));
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work?work=w-lighthouse' });
    const dialog = await screen.findByRole('dialog', { name: 'Work details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Make the same' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ai-video-generator?tool=img2video');
  });

  it('zips a selection of finished works and says which ones were skipped', async () => {
    renderPage(<MyWorksPage />, { server: serverWith(), user: member, path: '/my-work' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download as zip' }));
    await waitFor(() => expect(zipCalls).toHaveLength(1));
    expect(zipCalls[0]?.files).toEqual([
      { url: lighthouse.url, name: expect.stringMatching(/^framewise-img2video-\d{8}-wlighthouse\.mp4$/) },
      { url: '/f/forest.png', name: expect.stringMatching(/^framewise-upscale-\d{8}-wforest\.png$/) },
    ]);
    expect(zipCalls[0]?.name).toMatch(/^framewise-works-\d{8}-\d{4}\.zip$/);
    expect(await screen.findByText('1 works have no file to download yet and were skipped')).toBeInTheDocument();
  });

  it('deletes selected works after confirmation', async () => {
    const server = serverWith();
    server.on('POST /api/images/delete', (call) => ok({ deleted: (call.body as { ids: string[] }).ids }));
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select work: A lighthouse at dusk' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select work: Mist over a forest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete works' });
    expect(within(confirm).getByText('Delete the 2 selected works? This cannot be undone.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/images/delete')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('A lighthouse at dusk')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/images/delete')[0]?.body).toEqual({ ids: ['w-lighthouse', 'w-forest'] });
    expect(screen.getByText('Still going')).toBeInTheDocument();
    // Only finished works were chosen: nothing was said about refunds.
    expect(screen.queryByTestId('delete-refund-note')).not.toBeInTheDocument();
  });

  it('says the points come back when the selection holds a task still under way', async () => {
    const server = serverWith();
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select work: Still going' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select work: A lighthouse at dusk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete works' });
    expect(
      within(confirm).getByText('Tasks still queued or generating are cancelled, and their points come back to you.'),
    ).toBeVisible();
  });

  it('reloads when a tool reports a new work', async () => {
    const server = serverWith();
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work' });
    await screen.findByRole('list', { name: 'My Works' });
    const fresh = makeWork({ id: 'w-new', prompt: 'Brand new' });
    server.on('GET /api/images/list3', ok({ items: [fresh, lighthouse, forest, running], nextCursor: null }));
    workEvents.emitWork({ tool: 'img2video', id: 'w-new', status: TASK_STATUS.QUEUED });
    expect(await screen.findByText('Brand new')).toBeInTheDocument();
  });

  it('extends a video from a list filtered to another tool without asking for the list again', async () => {
    const clip = makeWork({ id: 'w-clip', tool: 'img2video', prompt: 'A harbour at night' });
    const server = createFakeServer({
      ...configRoutes(),
      'GET /api/images/list3': ok({ items: [clip], nextCursor: null }),
      'GET /api/config/example': ok([]),
      'GET /api/images/status2': ok([]),
      'GET /api/images/detail': ok(clip),
      'POST /api/v2/images/text2video/extend': ok(
        acceptedOf({ id: 'w-ext', tool: 'extend', status: -2, cost: 1, queuePosition: 1 }),
      ),
    });
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work?tool=img2video' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open work: A harbour at night' }));
    const detail = await screen.findByRole('dialog', { name: 'Work details' });
    await userEvent.click(await within(detail).findByTestId('extend'));
    const extend = await screen.findByRole('dialog', { name: 'Extend video' });
    await within(extend).findByRole('radio', { name: /5 s/ });
    const asked = server.callsTo('GET /api/images/list3').length;
    await userEvent.click(within(extend).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(server.callsTo('POST /api/v2/images/text2video/extend')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(asked);
  });

  it('asks nothing again for a work it already lists (an extension the generate answer put on the page)', async () => {
    const server = serverWith();
    renderPage(<MyWorksPage />, { server, user: member, path: '/my-work' });
    await screen.findByRole('list', { name: 'My Works' });
    const asked = server.callsTo('GET /api/images/list3').length;
    workEvents.emitWork({ tool: 'img2video', id: 'w-lighthouse', status: TASK_STATUS.QUEUED });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('GET /api/images/list3')).toHaveLength(asked);
    // A work it does not list yet (from another tab or tool) still reloads the list.
    workEvents.emitWork({ tool: 'img2video', id: 'w-new', status: TASK_STATUS.QUEUED });
    await waitFor(() => expect(server.callsTo('GET /api/images/list3')).toHaveLength(asked + 1));
  });
});
