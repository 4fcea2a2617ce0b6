import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PointOffers } from './PointOffers';
import { domesticPoints, overseasPoints } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

/**
 * The member page's points packages: each domestic package, or the overseas base pack in quantities 1 to 4, each
 * with its price and a buy button. Pass the Point catalogue; the build's features (price format, quantity picker) come from the store.
 */
const meta = {
  title: 'payments/PointOffers',
  component: PointOffers,
  args: { packages: domesticPoints, onBuy: fn() },
  argTypes: { packages: { control: false } },
  parameters: { region: 'cn' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region={parameters.region}>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof PointOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Domestic: Story = {};
export const Overseas: Story = { args: { packages: overseasPoints }, parameters: { region: 'global' } };
/** An empty catalogue says so. */
export const Empty: Story = { args: { packages: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'iphone12', isRotated: false } } };
