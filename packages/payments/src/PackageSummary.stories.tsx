import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageSummary } from './PackageSummary';
import { itemOfPackage } from './purchase-item';
import { boostPacks, domesticPlans, overseasPlans } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const proYear = domesticPlans.find((p) => p.type === 'PRO' && p.batchType === 'year');
const [boost] = boostPacks;
const globalStd = overseasPlans.find((p) => p.type === 'GLOBAL_STD' && p.batchType === 'month');
if (!proYear || !boost || !globalStd) throw new Error('fixtures');

/**
 * The points modal's summary of one chosen package (a plan and its period, or a boost pack) with its price, shown in
 * place of the offer grid when a buy button named the package.
 */
const meta = {
  title: 'payments/PackageSummary',
  component: PackageSummary,
  args: { item: itemOfPackage(proYear, 'year', 'yuan') },
  argTypes: { item: { control: false } },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region={parameters.region ?? 'cn'}>
        <div style={{ width: 320 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof PackageSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plan: Story = {};
export const BoostPack: Story = { args: { item: itemOfPackage(boost, null, 'yuan') } };
export const OverseasPlan: Story = {
  args: { item: itemOfPackage(globalStd, 'month', 'currency') },
  parameters: { region: 'global' },
};
