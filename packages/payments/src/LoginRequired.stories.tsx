import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LoginRequired } from './LoginRequired';
import { PreviewStore } from './test-utils/PreviewStore';

/**
 * What the points modal shows a visitor: buying needs a login, so on mount it closes itself and opens the login
 * modal. The text and button stay as the fallback should the modal be reopened.
 */
const meta = {
  title: 'payments/LoginRequired',
  component: LoginRequired,
  args: { onClose: fn() },
  decorators: [
    (Story) => (
      <PreviewStore>
        <div style={{ width: 360 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof LoginRequired>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hands over to the login modal at once: onClose is called on mount. */
export const Visitor: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
