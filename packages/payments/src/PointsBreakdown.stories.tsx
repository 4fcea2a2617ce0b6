import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyPointsBreakdown, PointsBreakdown } from './PointsBreakdown';
import { vipUser } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

/**
 * Total available points and the three buckets they are made of (permanent, plan, today's), each with when it
 * expires. `MyPointsBreakdown` reads the logged-in user's balance from the store; `compact` is the menu size.
 */
const meta = {
  title: 'payments/PointsBreakdown',
  component: PointsBreakdown,
  args: { balance: { permanent: 100, vip: 1500, daily: 20 } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const FreeUser: Story = { args: { balance: { permanent: 100, vip: 0, daily: 20 } } };
export const Empty: Story = { args: { balance: { permanent: 0, vip: 0, daily: 0 } } };
/** As the account menu shows it. */
export const Compact: Story = { args: { compact: true } };

/** The logged-in user's breakdown, read from the store (MyPointsBreakdown); a visitor gets nothing. */
export const FromTheStore: Story = {
  render: (args) => (
    <PreviewStore user={vipUser}>
      <MyPointsBreakdown compact={args.compact} />
    </PreviewStore>
  ),
};
