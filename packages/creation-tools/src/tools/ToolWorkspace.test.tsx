import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { MODE } from '@framewise/contracts/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeDraft } from '../drafts';
import { ToolWorkspace } from './ToolWorkspace';
import {
  acceptedOf,
  configRoutes,
  member,
  membershipsOf,
  subscriber,
  TOOL_CONFIGS,
  workOf,
  workspaceRoutes,
} from './test-utils/fixtures';
import { renderTools } from './test-utils/render';

const reference = { key: 'upload/u-tools-1/cat.png', url: '/story/cat.png' };
const GENERATE = 'POST /api/images/animation/generate';

function server(extra: Parameters<typeof createFakeServer>[0] = {}) {
  return createFakeServer({
    ...workspaceRoutes(),
    ...extra,
  });
}

async function openImageToVideo(options: Parameters<typeof renderTools>[1] = {}) {
  const view = renderTools(<ToolWorkspace group="aiVideo" />, {
    path: '/ai-video-generator?tool=img2video',
    ...options,
  });
  await screen.findByRole('button', { name: 'Generate' });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('tool screen', () => {
  it('opens the tab the query names, with every tool the engine offers as a tab', async () => {
    await openImageToVideo({ server: server(), user: member });
    expect(screen.getByRole('heading', { level: 1, name: 'Image to Video' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['AI Video Generator', 'Text to Video', 'Image to Video', 'Image to Video 2.0']);
    expect(within(tabs).getByRole('tab', { name: 'Image to Video' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('navigation', { name: 'Creation tools' })).toBeInTheDocument();
  });

  it('shows the AI video prompt box, disabled, while the options load, then the form with it in the same place', async () => {
    renderTools(<ToolWorkspace group="aiVideo" />, { server: server(), user: member, path: '/ai-video-generator' });
    const loading = screen.getByRole('textbox', { name: 'Prompt' });
    expect(loading).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByRole('button', { name: 'Generate' });
    const prompt = screen.getByRole('textbox', { name: 'Prompt' });
    expect(prompt).toBeEnabled();
    expect(prompt).toHaveAttribute('placeholder', loading.getAttribute('placeholder'));
  });

  it('hides tools the engine does not offer', async () => {
    const configs = { ...TOOL_CONFIGS, img2video_v2: { ...TOOL_CONFIGS.img2video_v2, available: false } };
    renderTools(<ToolWorkspace group="aiVideo" />, {
      server: server(configRoutes(configs)),
      user: member,
      path: '/ai-video-generator',
    });
    await screen.findByRole('button', { name: 'Generate' });
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Image to Video 2.0' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Image to Video' })).toBeInTheDocument();
  });

  it('gives a visitor who presses generate the login modal and sends nothing', async () => {
    const api = server();
    const { store } = await openImageToVideo({ server: api });
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(api.callsTo(GENERATE)).toEqual([]);
  });

  it('shows the validation message for a missing reference image and sends nothing', async () => {
    const api = server();
    await openImageToVideo({ server: api, user: member });
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('generate-problem')).toHaveTextContent('Please upload a reference image');
    expect(api.callsTo(GENERATE)).toEqual([]);
  });

  it('shows the cost of the current settings next to generate, following the options and the mode', async () => {
    writeDraft('img2video', { reference_img: reference });
    await openImageToVideo({ server: server(), user: member });
    const cost = screen.getByTestId('generate-cost');
    expect(cost).toHaveTextContent('2 points');
    expect(cost).toHaveTextContent('Balance: 120');
    await userEvent.click(screen.getByRole('radio', { name: /10 s/ }));
    expect(cost).toHaveTextContent('4 points');
    await userEvent.click(screen.getByRole('radio', { name: 'Fast' }));
    expect(cost).toHaveTextContent('8 points');
  });

  it('switches to fast mode for a 20 s video and refuses the other modes while it is chosen', async () => {
    const { store } = await openImageToVideo({
      server: server(),
      user: subscriber,
      memberships: membershipsOf(subscriber),
    });
    await userEvent.click(screen.getByRole('radio', { name: /20 s/ }));
    expect(store.getState().creation.mode).toBe(MODE.FAST);
    await userEvent.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(store.getState().creation.mode).toBe(MODE.FAST);
    // The refusal toast and the hint under the mode selector say why.
    await waitFor(() =>
      expect(screen.getAllByText('A 4096 upscale and a 20 s video can only use fast mode.')).toHaveLength(2),
    );
  });

  it('refuses the relax mode without unlimitEnable and accepts it with', async () => {
    const { store, unmount } = await openImageToVideo({ server: server(), user: member });
    await userEvent.click(screen.getByRole('radio', { name: 'Relax' }));
    expect(store.getState().creation.mode).toBe(MODE.NORMAL);
    const problem = await screen.findByTestId('generate-problem');
    expect(problem).toHaveTextContent('Your plan does not include unlimited mode.');
    expect(within(problem).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/member');
    unmount();

    const withPlan = await openImageToVideo({
      server: server({ 'GET /api/user/info': ok(subscriber) }),
      user: subscriber,
      memberships: membershipsOf(subscriber),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Relax' }));
    expect(withPlan.store.getState().creation.mode).toBe(MODE.RELAX);
    expect(screen.getByTestId('generate-cost')).toHaveTextContent('Free');
  });

  it('refuses a subscriber option to a free user with the refusal text and the way to the plans', async () => {
    await openImageToVideo({ server: server(), user: member });
    await userEvent.click(screen.getByRole('radio', { name: /2K/ }));
    const problem = await screen.findByTestId('generate-problem');
    expect(problem).toHaveTextContent('Only subscribers can use this feature.');
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(within(problem).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/member');
  });

  it('offers the plans, not points, when the server refuses a choice for the tier', async () => {
    writeDraft('img2video', { reference_img: reference });
    await openImageToVideo({
      server: server({ [GENERATE]: fail(403, 'Only subscribers can use this feature.') }),
      user: member,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const problem = await screen.findByTestId('generate-problem');
    expect(problem).toHaveTextContent('Only subscribers can use this feature.');
    expect(within(problem).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/member');
    expect(within(problem).queryByRole('button', { name: 'Buy points' })).toBeNull();
  });

  it('shows the server message and offers points when the refusal carries the not-enough-points key', async () => {
    writeDraft('img2video', { reference_img: reference });
    // The key decides, not the text (here in another language) nor the balance the client last knew.
    const api = server({
      [GENERATE]: fail(403, '积分不足，请充值或开通会员后再试', 'membershipErrors.points.notEnough'),
    });
    const { store } = await openImageToVideo({ server: api, user: member });
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const problem = await screen.findByTestId('generate-problem');
    expect(problem).toHaveTextContent('积分不足，请充值或开通会员后再试');
    await userEvent.click(within(problem).getByRole('button', { name: 'Buy points' }));
    expect(store.getState().ui.visiblePointModal).toBe(true);
  });

  it('submits, shows the task queued, follows it through processing to the finished video', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeDraft('img2video', { reference_img: reference, prompt: 'the cat blinks' });
    const statuses = [
      { status: 0, progress: 40, queuePosition: null, url: null, cover: null, msg: null },
      { status: 1, progress: 100, queuePosition: null, url: '/works/tk1.mp4', cover: '/works/tk1.jpg', msg: null },
    ];
    const finished = workOf({ id: 'tk1', tool: 'img2video', prompt: 'the cat blinks', url: '/works/tk1.mp4' });
    const api = server({
      [GENERATE]: ok(
        acceptedOf({ id: 'tk1', tool: 'img2video', status: -2, cost: 2, queuePosition: 2, prompt: 'the cat blinks' }),
      ),
      'GET /api/images/status2': () => ok([{ id: 'tk1', ...(statuses.shift() ?? statuses[0]) }]),
    });
    const { store } = await openImageToVideo({ server: api, user: member });
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const card = await screen.findByTestId('result-card');
    expect(card).toHaveTextContent('Queued: 2 jobs ahead');
    // Screen readers hear that the task was added (on a phone the card is also scrolled into view).
    expect(screen.getByTestId('results-announcer')).toHaveTextContent('Task added to the results');
    expect(api.callsTo(GENERATE)[0]?.body).toMatchObject({
      tool: 'img2video',
      reference_img: reference.key,
      prompt: 'the cat blinks',
      mode: 0,
    });
    // The answer carried the work and the balance: neither is asked again.
    expect(card).toHaveTextContent('the cat blinks');
    expect(store.getState().user.totalPoints).toBe(member.totalPoints - 2);
    expect(api.callsTo('GET /api/images/detail')).toEqual([]);
    expect(api.callsTo('GET /api/user/info')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(card).toHaveTextContent('Generating 40%'));
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    api.on('GET /api/images/detail', ok(finished));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const video = await within(card).findByTestId('result-video');
    expect(video).toHaveAttribute('src', '/works/tk1.mp4');
    expect(video).toHaveProperty('muted', true);
    expect(video).toHaveProperty('loop', true);

    // Settled: polling stopped.
    const polls = api.callsTo('GET /api/images/status2').length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('GET /api/images/status2')).toHaveLength(polls);
  });

  it('lists the tool’s works newest first', async () => {
    const api = server({
      'GET /api/images/list3': ok({
        items: [
          workOf({ id: 'old', tool: 'img2video', prompt: 'older', created_at: '2026-11-01T00:00:00.000Z' }),
          workOf({ id: 'new', tool: 'img2video', prompt: 'newer', created_at: '2026-11-02T00:00:00.000Z' }),
        ],
        nextCursor: null,
      }),
    });
    await openImageToVideo({ server: api, user: member });
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(2));
    expect(screen.getAllByTestId('result-card').map((c) => c.getAttribute('aria-label'))).toEqual(['newer', 'older']);
    expect(api.callsTo('GET /api/images/list3')[0]?.query).toMatchObject({ scope: 'mine', tool: 'img2video' });
  });
});

describe('draw same on the tool screen', () => {
  it('fills the form with a finished work’s settings and says so', async () => {
    const work = workOf({
      id: 'w1',
      tool: 'img2video',
      mode: 2,
      reference_img: '/story/cat.png',
      params: { reference_img: reference.key, prompt: 'the cat yawns', duration: 10, ratio: 3 },
    });
    const api = server({ 'GET /api/images/list3': ok({ items: [work], nextCursor: null }) });
    const { store } = await openImageToVideo({ server: api, user: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Draw same' }));

    expect(await screen.findByText(/settings are filled in/)).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveValue('the cat yawns');
    expect(screen.getByRole('radio', { name: /10 s/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '9:16' })).toBeChecked();
    expect(store.getState().creation.mode).toBe(MODE.FAST);
    expect(screen.getByRole('img', { name: 'Uploaded image' })).toHaveAttribute('src', '/story/cat.png');
  });
});

describe('text to video form', () => {
  it('names the empty scene by its keyframe and sends nothing while one is empty', async () => {
    const api = server();
    renderTools(<ToolWorkspace group="aiVideo" />, {
      server: api,
      user: member,
      path: '/ai-video-generator?tool=text2video',
    });
    await screen.findByRole('button', { name: 'Generate' });
    await userEvent.click(screen.getByRole('button', { name: 'Add scene' }));
    await userEvent.type(screen.getByLabelText('Prompt for keyframe 1'), 'dawn over the sea');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('generate-problem')).toHaveTextContent('Please write the prompt for keyframe 2');
    expect(api.callsTo('POST /api/images/text2video/generate')).toEqual([]);

    api.on(
      'POST /api/images/text2video/generate',
      ok(acceptedOf({ id: 'tk2', tool: 'text2video', status: -3, cost: 2, queuePosition: null })),
    );
    api.on('GET /api/images/detail', ok(workOf({ id: 'tk2', tool: 'text2video', status: -3 })));
    await userEvent.type(screen.getByLabelText('Prompt for keyframe 2'), 'noon on the beach');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(api.callsTo('POST /api/images/text2video/generate')).toHaveLength(1));
    expect(api.callsTo('POST /api/images/text2video/generate')[0]?.body).toMatchObject({
      prompts: [
        { prompt: 'dawn over the sea', keyframe: 1 },
        { prompt: 'noon on the beach', keyframe: 2 },
      ],
    });
    expect(await screen.findByTestId('result-card')).toHaveTextContent('Under review');
  });
});
