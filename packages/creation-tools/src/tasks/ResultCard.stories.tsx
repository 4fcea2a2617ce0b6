import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { workOf } from '../tools/test-utils/fixtures';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { ResultCard } from './ResultCard';
import { itemFromWork } from './task-item';

const CANCEL_ROUTES = {
  'POST /api/images/cancel': (call: { body: unknown }) =>
    ok({ id: (call.body as { id: string }).id, status: -1, cancelled: true, refunded: 2 }),
};

/** The card's status as it marks it (data-status: the task code; data-phase: what its status line says). */
async function expectCard(canvasElement: HTMLElement, status: number, phase?: string) {
  const card = within(canvasElement).getByTestId('result-card');
  await expect(card).toHaveAttribute('data-status', String(status));
  if (phase) await expect(card.querySelector('[data-phase]')).toHaveAttribute('data-phase', phase);
  return within(card);
}

/**
 * One task in a tool's results area, in every status: checking, queued (with the time left and cancel), generating
 * (progress bar), failed or rejected (the reason, points refunded), cancelled, and finished (the video playing on
 * hover, or an upscale's before/after) with draw same, extend and download.
 */
const meta = {
  title: 'creation-tools/tasks/ResultCard',
  component: ResultCard,
  args: { onDrawSame: fn(), onExtend: fn() },
  decorators: [
    // The store and a fake API answer the cancel of the queued and running cards.
    (Story) => (
      <PreviewStore routes={CANCEL_ROUTES}>
        <div style={{ width: 300 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof ResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A finished video: the poster until pointed at, then it plays muted and looping; draw same and extend. */
export const Video: Story = {
  args: { item: itemFromWork(workOf({ id: 'w1', tool: 'img2video', cover: artwork(0), url: '/story/boat.mp4' })) },
  play: async ({ args, canvasElement }) => {
    const card = await expectCard(canvasElement, 1);
    await expect(card.getByTestId('result-video')).toHaveAttribute('poster', artwork(0));
    await expect(card.getByRole('link')).toHaveAttribute('download');
    await userEvent.click(card.getAllByRole('button')[0]!);
    await expect(args.onDrawSame).toHaveBeenCalledWith(expect.objectContaining({ id: 'w1' }));
    await userEvent.click(card.getByTestId('extend'));
    await expect(args.onExtend).toHaveBeenCalled();
  },
};

/** A finished upscale: the before/after slider. */
export const Upscale: Story = {
  args: {
    item: itemFromWork(
      workOf({
        id: 'w2',
        tool: 'upscale',
        prompt: '',
        url: artwork(1, { width: 1280, height: 720 }),
        cover: artwork(1),
        reference_img: artwork(1, { soft: true }),
        notes: ['The local upscaler does not use prompts.'],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = await expectCard(canvasElement, 1);
    await expect(card.getByTestId('open-compare')).toBeVisible();
    await expect(card.getByRole('list')).toBeVisible();
  },
};

/** -3: the content check runs before the task joins the queue. */
export const UnderCheck: Story = {
  args: { item: itemFromWork(workOf({ id: 'w8', tool: 'text2video', status: -3, url: null, cost: 2 })) },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, -3, 'checking');
  },
};

/** Queued with the time left the server estimates, and Cancel (it asks before cancelling). */
export const Queued: Story = {
  args: {
    item: {
      ...itemFromWork(workOf({ id: 'w3', tool: 'text2video', status: -2, url: null, cost: 2 })),
      queuePosition: 3,
      etaSeconds: 260,
    },
  },
  play: async ({ canvasElement }) => {
    const card = await expectCard(canvasElement, -2, 'queued');
    await expect(card.getByTestId('task-eta')).toBeVisible();
    await expect(card.getByTestId('cancel-task')).toBeEnabled();
  },
};

export const Processing: Story = {
  args: {
    item: {
      ...itemFromWork(workOf({ id: 'w4', tool: 'vid2vid', status: 0, progress: 45, url: null, cost: 3 })),
      etaSeconds: 42,
    },
  },
  play: async ({ canvasElement }) => {
    const card = await expectCard(canvasElement, 0, 'processing');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Cancelled by the user: says the points came back. */
export const Cancelled: Story = {
  args: {
    item: itemFromWork(workOf({ id: 'w7', tool: 'img2video', status: -1, url: null, cost: 4, cancelled: true })),
  },
  play: async ({ canvasElement }) => {
    const card = await expectCard(canvasElement, -1, 'cancelled');
    // Settled: nothing left to cancel.
    await expect(card.queryByTestId('cancel-task')).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    item: itemFromWork(
      workOf({ id: 'w5', tool: 'lipsync', status: -1, url: null, msg: 'The audio has no sound. Try another file.' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = await expectCard(canvasElement, -1, 'failed');
    await expect(card.getByText('The audio has no sound. Try another file.')).toBeVisible();
  },
};

/** -4: refused by the content check, with its reason. */
export const Rejected: Story = {
  args: {
    item: itemFromWork(
      workOf({ id: 'w9', tool: 'text2video', status: -4, url: null, msg: 'The prompt was refused by the review.' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = await expectCard(canvasElement, -4, 'rejected');
    await expect(card.getByText('The prompt was refused by the review.')).toBeVisible();
  },
};

/** -5: the content check itself failed; the points are refunded. */
export const CheckFailed: Story = {
  args: { item: itemFromWork(workOf({ id: 'w10', tool: 'img2video', status: -5, url: null, cost: 4 })) },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, -5, 'checkFailed');
  },
};

/** On a phone the card fills the column. */
export const Mobile: Story = {
  args: Processing.args,
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
