import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembershipStatus } from './MembershipStatus';
import { freeUser, overseasVipUser, proUser, vipUser } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

/**
 * The member page's status line: a visitor is asked to log in, a free user is told so, a member sees their plans
 * and end dates (and overseas, the way to manage the subscription). Reads the user from the store; `failed` adds
 * the note that the membership info could not be loaded.
 */
const meta = {
  title: 'payments/MembershipStatus',
  component: MembershipStatus,
  args: { failed: false },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region={parameters.region ?? 'cn'} user={parameters.user}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof MembershipStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const FreeUser: Story = { parameters: { user: freeUser } };
export const Member: Story = { parameters: { user: vipUser } };
export const ProMember: Story = { parameters: { user: proUser } };
/** Overseas subscribers also get "manage subscription". */
export const OverseasSubscriber: Story = { parameters: { user: overseasVipUser, region: 'global' } };
export const LoadFailed: Story = { args: { failed: true }, parameters: { user: vipUser } };
