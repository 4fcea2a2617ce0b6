import { PREVIEW_BUILDS } from '@framewise/stores/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pointOffersOf } from './catalogue';
import { OfferPicker, type OfferPickerProps } from './OfferPicker';
import { domesticPoints, overseasPoints, vipUser } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

/** Holds the choice as PointsChoice does, so picking works in the catalog. */
function ControlledPicker(props: OfferPickerProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <OfferPicker
      {...props}
      selected={selected}
      onSelect={(index) => {
        setSelected(index);
        props.onSelect(index);
      }}
    />
  );
}

// The largest pack for Pro members only, as the catalogue marks it in its json.
const gated = domesticPoints.map((pkg, i) => (i === 3 ? { ...pkg, json: '{"isProVip":true,"label":"Pro"}' } : pkg));

/**
 * The points modal's offer grid, one radio group: each domestic package, or the overseas base pack in quantities 1
 * to 4 with a line explaining the pack. Offers gated to a tier the user lacks are tagged and refused on choice.
 */
const meta = {
  title: 'payments/OfferPicker',
  component: OfferPicker,
  args: { offers: pointOffersOf(domesticPoints, PREVIEW_BUILDS.cn.features), selected: 0, onSelect: fn() },
  argTypes: { offers: { control: false } },
  render: (args) => <ControlledPicker {...args} />,
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region={parameters.region ?? 'cn'} user={vipUser}>
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof OfferPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Domestic: Story = {};
export const OverseasQuantities: Story = {
  args: { offers: pointOffersOf(overseasPoints, PREVIEW_BUILDS.global.features), selected: 1 },
  parameters: { region: 'global' },
};
/** Nothing chosen yet. */
export const NoneSelected: Story = { args: { selected: -1 } };
/** The last offer needs a higher tier than the user's. */
export const Gated: Story = { args: { offers: pointOffersOf(gated, PREVIEW_BUILDS.cn.features) } };

export const Picks: Story = {
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[2]!.closest('label') ?? radios[2]!);
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(radios[2]).toBeChecked();
  },
};
