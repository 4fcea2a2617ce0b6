import { ok } from '@framewise/api-client/testing';
import { TASK_STATUS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { TaskTray } from './TaskTray';
import type { RunningTask } from './task-center';

const running: RunningTask[] = [
  {
    id: 'tk-run',
    tool: 'vid2vid',
    status: TASK_STATUS.PROCESSING,
    progress: 45,
    queuePosition: null,
    etaSeconds: 42,
    prompt: 'Neon rain over a night market',
    cost: 3,
  },
  {
    id: 'tk-wait',
    tool: 'img2video',
    status: TASK_STATUS.QUEUED,
    progress: 0,
    queuePosition: 2,
    etaSeconds: 260,
    prompt: 'The cat blinks slowly',
    cost: 2,
  },
];

const meta = {
  title: 'creation-tools/tasks/TaskTray',
  component: TaskTray,
  args: { tasks: running },
  decorators: [
    // A header-like strip; the fake API answers Cancel.
    (Story) => (
      <PreviewStore
        routes={{
          'POST /api/images/cancel': (call) =>
            ok({ id: (call.body as { id: string }).id, status: -1, cancelled: true, refunded: 3 }),
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 12, minHeight: 420 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof TaskTray>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The closed tray: a spinner and the number of tasks under way. */
export const Closed: Story = {};

/** The open panel: each task's place or progress, the time left, a link to its tool and Cancel. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('task-tray'));
  },
};

/** Nothing runs: the tray is not shown at all. */
export const Idle: Story = { args: { tasks: [] } };
