import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsBreakdown } from './PointsBreakdown';

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
