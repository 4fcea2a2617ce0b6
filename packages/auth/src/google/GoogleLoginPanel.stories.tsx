import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModalFrame } from '../test-utils/LoginModalFrame';
import { PreviewStore } from '../test-utils/PreviewStore';
import { GoogleLoginPanel } from './GoogleLoginPanel';

const meta = {
  title: 'auth/GoogleLoginPanel',
  component: GoogleLoginPanel,
  // The catalog records the navigation instead of leaving for /passport/google.
  args: { assign: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PreviewStore region="global">
        <ModalFrame kind="login">
          <Story />
        </ModalFrame>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof GoogleLoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Continue with Google leaves for the server's Google sign-in (recorded here instead of followed). */
export const Redirecting: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    const button = page.getAllByRole('button').find((b) => b.classList.contains('fw-auth-google__button'));
    await userEvent.click(button!);
    await expect(args.assign).toHaveBeenCalledWith(expect.stringContaining('/passport/google'));
  },
};
