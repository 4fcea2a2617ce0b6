import type { Meta, StoryObj } from '@storybook/react-vite';
import { TaskStatus } from './TaskStatus';

const meta = {
  title: 'creation-tools/tasks/TaskStatus',
  component: TaskStatus,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** -3: the content check runs before the task joins the queue. */
export const UnderCheck: Story = { args: { status: -3, progress: 0, queuePosition: null } };
/** -2 with jobs ahead. */
export const Queued: Story = { args: { status: -2, progress: 0, queuePosition: 7 } };
/** -2 with one job ahead. */
export const QueuedOneAhead: Story = { args: { status: -2, progress: 0, queuePosition: 1 } };
/** -2 next in line. */
export const QueuedWaiting: Story = { args: { status: -2, progress: 0, queuePosition: 0 } };
/** 0 with its progress. */
export const Processing: Story = { args: { status: 0, progress: 64, queuePosition: null } };
/** -1: the refund notice and the engine's reason. */
export const Failed: Story = {
  args: { status: -1, progress: 30, queuePosition: null, msg: 'No face found. Try a clear, front-facing picture.' },
};
/** -4: rejected by the content review. */
export const Rejected: Story = { args: { status: -4, progress: 0, queuePosition: null } };
/** -5: the review itself failed. */
export const CheckFailed: Story = { args: { status: -5, progress: 0, queuePosition: null } };
export const Success: Story = { args: { status: 1, progress: 100, queuePosition: null } };
