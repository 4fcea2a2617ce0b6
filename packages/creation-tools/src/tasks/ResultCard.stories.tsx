import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { artwork } from '../tools/test-utils/artwork';
import { workOf } from '../tools/test-utils/fixtures';
import { ResultCard } from './ResultCard';
import { itemFromWork } from './task-item';

const meta = {
  title: 'creation-tools/tasks/ResultCard',
  component: ResultCard,
  args: { onDrawSame: fn(), onExtend: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
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

export const Queued: Story = {
  args: {
    item: { ...itemFromWork(workOf({ id: 'w3', tool: 'text2video', status: -2, url: null })), queuePosition: 3 },
  },
};

export const Processing: Story = {
  args: { item: itemFromWork(workOf({ id: 'w4', tool: 'vid2vid', status: 0, progress: 45, url: null })) },
};

export const Failed: Story = {
  args: {
    item: itemFromWork(
      workOf({ id: 'w5', tool: 'lipsync', status: -1, url: null, msg: 'The audio has no sound. Try another file.' }),
    ),
  },
};
