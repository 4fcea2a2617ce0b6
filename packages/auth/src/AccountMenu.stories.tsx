import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { AccountMenu } from './AccountMenu';
import { overseasUser, sampleUser } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const meta = {
  title: 'auth/AccountMenu',
  component: AccountMenu,
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore user={parameters.user ?? sampleUser}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
};

export const Closed: Story = {};
export const Open: Story = { play: open };
export const OverseasWithActivationCode: Story = {
  args: { activationCode: true },
  parameters: { user: overseasUser },
  play: open,
};
export const NoNicknameOrAvatar: Story = { parameters: { user: { ...sampleUser, nickname: '' } } };
