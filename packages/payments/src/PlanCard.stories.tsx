import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlanCard } from './PlanCard';
import { domesticPlans, overseasPlans } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const high = domesticPlans.find((p) => p.type === 'HIGH' && p.batchType === 'month');
const globalPro = overseasPlans.find((p) => p.type === 'GLOBAL_PRO' && p.batchType === 'year');
if (!high || !globalPro) throw new Error('fixtures');

/**
 * One plan of the member page's grid: name, price per period, what it includes and subscribe, or renew on the plan
 * the user holds. The page passes the formatted price and the monthly points from the catalogue.
 */
const meta = {
  title: 'payments/PlanCard',
  component: PlanCard,
  args: { plan: high, period: 'month', price: '¥79.00', monthlyPoints: 2000, current: false, onBuy: fn() },
  decorators: [
    (Story) => (
      <PreviewStore>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, width: 280 }}>
          <Story />
        </ul>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribe: Story = {};
/** The plan the user holds: a badge and renew. */
export const Current: Story = { args: { current: true } };
export const OverseasYearly: Story = {
  args: { plan: globalPro, period: 'year', price: '$384', monthlyPoints: 8000 },
};
