import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { CancelTask } from './CancelTask';

const meta = {
  title: 'creation-tools/tasks/CancelTask',
  component: CancelTask,
  args: { id: 'tk-story', cost: 6, label: 'A kite over the dunes' },
  decorators: [
    (Story) => (
      <PreviewStore
        routes={{ 'POST /api/images/cancel': ok({ id: 'tk-story', status: -1, cancelled: true, refunded: 6 }) }}
      >
        <div style={{ width: 280 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof CancelTask>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {};

/** After the first press: the question names the points that come back; "Keep going" is focused. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('cancel-task'));
  },
};

/** A free (unlimited mode) task: no points to mention. */
export const AskingFree: Story = {
  args: { cost: 0 },
  play: Asking.play,
};
