import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { workOf } from '../tools/test-utils/fixtures';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { ResultCard } from './ResultCard';
import { itemFromWork } from './task-item';

const CANCEL_ROUTES = {
  'POST /api/images/cancel': (call: { body: unknown }) =>
    ok({ id: (call.body as { id: string }).id, status: -1, cancelled: true, refunded: 2 }),
};

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
};

export const Processing: Story = {
  args: {
    item: {
      ...itemFromWork(workOf({ id: 'w4', tool: 'vid2vid', status: 0, progress: 45, url: null, cost: 3 })),
      etaSeconds: 42,
    },
  },
};

/** Cancelled by the user: says the points came back. */
export const Cancelled: Story = {
  args: {
    item: itemFromWork(workOf({ id: 'w7', tool: 'img2video', status: -1, url: null, cost: 4, cancelled: true })),
  },
};

export const Failed: Story = {
  args: {
    item: itemFromWork(
      workOf({ id: 'w5', tool: 'lipsync', status: -1, url: null, msg: 'The audio has no sound. Try another file.' }),
    ),
  },
};
