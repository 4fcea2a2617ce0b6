import { fail } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsChoice } from './PointsChoice';
import { catalogueRoute, domesticPoints, freeUser, overseasFreeUser, overseasPoints } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const LIST = 'GET /api/pay/type/list';

/**
 * The points modal's first step in both builds: the Point catalogue as offers (loading, failed with retry, empty),
 * one chosen (the preselected one, else the first the user may buy), cancel and confirm with the chosen item.
 */
const meta = {
  title: 'payments/PointsChoice',
  component: PointsChoice,
  args: { preselect: null, onConfirm: fn(), onCancel: fn(), busy: false },
  parameters: { region: 'cn', user: freeUser, list: catalogueRoute({ points: domesticPoints }) },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region={parameters.region} user={parameters.user} routes={{ [LIST]: parameters.list }}>
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof PointsChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Domestic: Story = {};
export const Overseas: Story = {
  parameters: { region: 'global', user: overseasFreeUser, list: catalogueRoute({ points: overseasPoints }) },
};
export const Preselected: Story = { args: { preselect: { type: 'POINT_1200', quantity: 1 } } };
export const Loading: Story = { parameters: { list: 'hang' } };
export const LoadFailed: Story = { parameters: { list: fail(500, 'server.internal') } };
export const Empty: Story = { parameters: { list: catalogueRoute({ points: [] }) } };
/** Confirming is under way (overseas: creating the checkout). */
export const Busy: Story = { args: { busy: true } };

/** Picks the third package and confirms it. */
export const ChoosesAndConfirms: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[2]!.closest('label') ?? radios[2]!);
    await userEvent.click(canvas.getByRole('button', { name: /^(确认|Confirm|確定)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ points: 1200 }));
  },
};
