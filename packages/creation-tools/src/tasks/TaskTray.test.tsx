import { createFakeServer, ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { member } from '../tools/test-utils/fixtures';
import { renderTools } from '../tools/test-utils/render';
import { ResultCard } from './ResultCard';
import { TaskTray } from './TaskTray';
import { taskCenterOf } from './task-center';
import { itemFromAnswer, type TaskItem, withStatus } from './task-item';
import { useTaskCenter } from './use-task-center';

describe('header task tray', () => {
  it('shows nothing while nothing runs, then the count; its panel lists each task with place, time left and cancel', async () => {
    const server = createFakeServer({
      'POST /api/images/cancel': ok({ id: 'tk2', status: TASK_STATUS.FAILED, cancelled: true, refunded: 3 }),
    });
    const { store } = renderTools(<TaskTray />, { server, user: member });
    expect(screen.queryByTestId('task-tray')).not.toBeInTheDocument();

    const center = taskCenterOf(store.dispatch);
    act(() => {
      center.follow([
        { id: 'tk1', tool: 'img2video', status: TASK_STATUS.QUEUED, queuePosition: 2, etaSeconds: 200, cost: 2 },
        {
          id: 'tk2',
          tool: 'vid2vid',
          status: TASK_STATUS.PROCESSING,
          progress: 45,
          etaSeconds: 42,
          prompt: 'Neon rain',
          cost: 3,
        },
      ]);
    });
    const button = await screen.findByRole('button', { name: 'Tasks under way: 2' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const [newest, older] = screen.getAllByTestId('tray-task');
    expect(newest).toHaveTextContent('Video to Video');
    expect(newest).toHaveTextContent('Neon rain');
    expect(newest).toHaveTextContent('Generating 45%');
    expect(newest).toHaveTextContent('About 45 s left');
    expect(within(newest!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(older).toHaveTextContent('Queued: 2 jobs ahead');
    expect(older).toHaveTextContent('About 4 min left');

    // Cancel asks first, naming the points that come back, then the task leaves the tray.
    await userEvent.click(within(newest!).getByRole('button', { name: 'Cancel task: Neon rain' }));
    expect(within(newest!).getByText('Cancel this task? Its points come back (3).')).toBeVisible();
    await userEvent.click(within(newest!).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Task cancelled. Points refunded: 3')).toBeInTheDocument();
    expect(server.callsTo('POST /api/images/cancel')[0]?.body).toEqual({ id: 'tk2' });
    expect(screen.getByRole('button', { name: 'Tasks under way: 1' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('tray-task')).not.toBeInTheDocument();
  });
});

/** A result card kept current by the task center, as the tool screen's list does. */
function LiveCard({ item }: { item: TaskItem }) {
  const center = useTaskCenter();
  const [current, setCurrent] = useState(item);
  useEffect(() => center.onEntry((entry) => setCurrent((prev) => withStatus(prev, entry))), [center]);
  return <ResultCard item={current} />;
}

describe('cancel on the result card', () => {
  it('asks, cancels, then the card says the points were refunded and offers no cancel any more', async () => {
    const server = createFakeServer({
      'POST /api/images/cancel': ok({ id: 'tk9', status: TASK_STATUS.FAILED, cancelled: true, refunded: 4 }),
    });
    const item = itemFromAnswer(
      'text2video',
      { id: 'tk9', status: TASK_STATUS.QUEUED, cost: 4, queuePosition: 0 },
      { prompt: 'Paper cranes', sourceUrl: null },
    );
    const { store } = renderTools(<LiveCard item={item} />, { server, user: member });
    taskCenterOf(store.dispatch).follow([{ id: 'tk9', tool: 'text2video', status: TASK_STATUS.QUEUED, cost: 4 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel task: Paper cranes' }));
    expect(screen.getByText('Cancel this task? Its points come back (4).')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const card = screen.getByTestId('result-card');
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Cancelled. Points refunded: 4'));
    expect(card).toHaveAttribute('data-status', String(TASK_STATUS.FAILED));
    expect(within(card).queryByRole('button', { name: /Cancel task/ })).not.toBeInTheDocument();
  });

  it('"Keep going" closes the question and sends nothing', async () => {
    const server = createFakeServer();
    const item = itemFromAnswer(
      'upscale',
      { id: 'tk8', status: TASK_STATUS.PROCESSING, cost: 0, queuePosition: null },
      { prompt: '', sourceUrl: null },
    );
    renderTools(<ResultCard item={item} />, { server, user: member });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel task: Upscale' }));
    expect(screen.getByText('Cancel this task?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(screen.getByRole('button', { name: 'Cancel task: Upscale' })).toHaveFocus();
    expect(server.callsTo('POST /api/images/cancel')).toEqual([]);
  });
});
