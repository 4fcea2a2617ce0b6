import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, workOf } from '../tools/test-utils/fixtures';
import { renderTools } from '../tools/test-utils/render';
import { resetNotificationPermissionAsked } from './notify';
import { TaskFollower } from './TaskFollower';
import { taskCenterOf } from './task-center';
import { FakeNotification, setVisibility } from './test-utils/notifications';

const status = (id: string, value: number) => ({
  id,
  status: value,
  progress: value === TASK_STATUS.SUCCESS ? 100 : 30,
  queuePosition: null,
  url: value === TASK_STATUS.SUCCESS ? `/works/${id}.mp4` : null,
  cover: null,
  msg: null,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('Notification', FakeNotification);
  localStorage.clear();
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetNotificationPermissionAsked();
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
});

describe('task follower', () => {
  it('picks up tasks under way at start and, on a visible tab, toasts their ending with a link to the result', async () => {
    const onNavigate = vi.fn();
    const server = createFakeServer({
      'GET /api/images/list3': ok({
        items: [
          workOf({ id: 'run', tool: 'img2video', status: TASK_STATUS.PROCESSING, url: null, cost: 2 }),
          workOf({ id: 'old', tool: 'upscale', status: TASK_STATUS.SUCCESS }),
        ],
        nextCursor: null,
      }),
      'GET /api/images/status2': ok([status('run', TASK_STATUS.SUCCESS)]),
    });
    renderTools(<TaskFollower />, { server, user: member, services: { navigate: onNavigate } });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(server.callsTo('GET /api/images/status2')[0]?.query).toEqual({ ids: 'run' });
    const view = await screen.findByRole('button', { name: 'View' });
    expect(screen.getByText('Image to Video is ready')).toBeInTheDocument();
    await userEvent.click(view);
    expect(onNavigate).toHaveBeenCalledWith('/ai-video-generator?tool=img2video');
    expect(document.title).not.toMatch(/^\(/);
  });

  it('on a hidden tab, counts the ending in the title and shows a browser notification, cleared when visible', async () => {
    FakeNotification.permission = 'granted';
    document.title = 'Framewise';
    const server = createFakeServer({ 'GET /api/images/status2': ok([status('t1', TASK_STATUS.SUCCESS)]) });
    const { store } = renderTools(<TaskFollower />, { server, user: member });
    act(() => taskCenterOf(store.dispatch).follow([{ id: 't1', tool: 'text2video', status: TASK_STATUS.QUEUED }]));
    setVisibility('hidden');
    // A hidden tab polls slowly (30 s).
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(document.title).toBe('(1) ✓ Framewise'));
    expect(FakeNotification.shown).toEqual([
      { title: 'Your work is ready', options: { body: 'Text to Video', tag: 'framewise-task-t1' } },
    ]);
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
    setVisibility('visible');
    expect(document.title).toBe('Framewise');
  });

  it('offers notifications once after the first Generate; the browser asks only when the user turns them on', async () => {
    const server = createFakeServer();
    const { store } = renderTools(<TaskFollower />, { server, user: member });
    const center = taskCenterOf(store.dispatch);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    act(() => center.submitted({ id: 'n1', tool: 'lipsync', status: TASK_STATUS.QUEUED }));
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(turnOn);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    act(() => center.submitted({ id: 'n2', tool: 'lipsync', status: TASK_STATUS.QUEUED }));
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });
});
