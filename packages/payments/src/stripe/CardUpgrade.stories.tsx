import { type Answer, fail, type Handler, ok, type SeenCall } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overseasVipUser } from '../test-utils/fixtures';
import { PreviewStore } from '../test-utils/PreviewStore';
import { CardUpgrade } from './CardUpgrade';

const INFO = 'POST /api/pay/stripe/upgradeInfo';
const UPGRADE = 'POST /api/pay/stripe/upgrade';

const preview = (call: SeenCall) =>
  ok({
    ...(call.body as { batchType: string; type: string }),
    amountDue: (call.body as { batchType: string }).batchType === 'year' ? 17_200 : 1_350,
    currency: 'usd',
    nextBillingAt: '2026-12-21T00:00:00.000Z',
  });

/**
 * The overseas subscriber's plan or cycle change: choose the cycle, read the provider's preview
 * (due now, next billing), confirm; on success a message and a page reload. Confirm is off while nothing changes.
 */
const meta = {
  title: 'payments/stripe/CardUpgrade',
  component: CardUpgrade,
  args: {
    target: { type: 'GLOBAL_PRO', name: 'Pro' },
    current: { name: 'Standard', period: 'month' },
    initialPeriod: 'month',
    onCancel: fn(),
    reload: fn(),
  },
  parameters: { routes: {} },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore
        region="global"
        user={overseasVipUser}
        routes={{ [INFO]: preview, [UPGRADE]: ok(null), ...(parameters.routes as Record<string, Handler | Answer>) }}
      >
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof CardUpgrade>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {};
export const PreviewLoading: Story = { parameters: { routes: { [INFO]: 'hang' } } };
export const PreviewFailed: Story = { parameters: { routes: { [INFO]: fail(500, 'server.internal') } } };
/** Same plan, same cycle: nothing to confirm. */
export const Unchanged: Story = { args: { target: { type: 'GLOBAL_STD', name: 'Standard' } } };

/** Switches to yearly, sees the new amount, confirms: success and a reload. */
export const UpgradesYearly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(年付|Yearly)$/ }));
    await expect(await canvas.findByText(/172/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(确认变更|Confirm change)$/ }));
    await waitFor(() => expect(args.reload).toHaveBeenCalled());
  },
};
