import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PurchaseIntent } from '../purchase-intent';
import {
  catalogueRoute,
  overseasFreeUser,
  overseasPlans,
  overseasPoints,
  overseasVipUser,
  vipOf,
} from '../test-utils/fixtures';
import { PointModalFrame } from '../test-utils/PointModalFrame';
import { PreviewStore } from '../test-utils/PreviewStore';
import { OverseasPointPanel } from './OverseasPointPanel';

interface PanelParameters {
  user?: typeof overseasFreeUser;
  intent?: PurchaseIntent;
}

const routes = {
  'GET /api/pay/type/list': catalogueRoute({ plans: overseasPlans, points: overseasPoints }),
  'GET /api/user/vipInfo': ok(vipOf(overseasVipUser)),
  'POST /api/pay/stripe/upgradeInfo': (call: { body: unknown }) =>
    ok({
      ...(call.body as { batchType: string; type: string }),
      amountDue: (call.body as { batchType: string }).batchType === 'year' ? 17_200 : 1_350,
      currency: 'usd',
      nextBillingAt: '2026-12-21T00:00:00.000Z',
    }),
  'POST /api/pay/stripe/createCheckout': 'hang' as const,
};

/** The overseas points modal: quantities of the base package, a plan checkout, and a subscriber's card upgrade. */
const meta = {
  title: 'payments/stripe/OverseasPointPanel',
  component: OverseasPointPanel,
  args: { onClose: fn(), assign: fn(), reload: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => {
      const panel = (parameters.panel ?? {}) as PanelParameters;
      return (
        <PreviewStore region="global" user={'user' in panel ? panel.user : overseasFreeUser} routes={routes}>
          <PointModalFrame intent={panel.intent}>
            <Story />
          </PointModalFrame>
        </PreviewStore>
      );
    },
  ],
} satisfies Meta<typeof OverseasPointPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const [base] = overseasPoints;
const proMonth = overseasPlans.find((p) => p.type === 'GLOBAL_PRO' && p.batchType === 'month');
const stdSeason = overseasPlans.find((p) => p.type === 'GLOBAL_STD' && p.batchType === 'season');

export const Quantities: Story = {};
export const QuantityTwo: Story = {
  parameters: { panel: { intent: base && { kind: 'package', pkg: base, batchType: null, quantity: 2 } } },
};
export const PlanCheckout: Story = {
  parameters: { panel: { intent: stdSeason && { kind: 'package', pkg: stdSeason, batchType: 'season', quantity: 1 } } },
};
export const UpgradePreview: Story = {
  parameters: {
    panel: {
      user: overseasVipUser,
      intent: proMonth && { kind: 'package', pkg: proMonth, batchType: 'month', quantity: 1 },
    },
  },
};
export const ManageSubscription: Story = {
  parameters: { panel: { user: overseasVipUser, intent: { kind: 'manage' } } },
};
export const Visitor: Story = { parameters: { panel: { user: undefined } } };
