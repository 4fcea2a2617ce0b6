import { ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PurchaseIntent } from '../purchase-intent';
import { catalogueRoute, domesticPlans, domesticPoints, freeUser, vipOf, vipUser } from '../test-utils/fixtures';
import { PointModalFrame } from '../test-utils/PointModalFrame';
import { PreviewStore } from '../test-utils/PreviewStore';
import { DomesticPointPanel } from './DomesticPointPanel';

interface PanelParameters {
  user?: typeof freeUser;
  intent?: PurchaseIntent;
}

const routes = {
  'GET /api/pay/type/list': catalogueRoute({ plans: domesticPlans, points: domesticPoints }),
  'GET /api/user/vipInfo': ok(vipOf(vipUser)),
  'POST /api/pay/createOrder': ok({ orderId: 'order-1', code_url: 'weixin://wxpay/bizpayurl?pr=Qx8k2Lm' }),
  'GET /api/pay/checkOrder': ok({ status: 0 }),
};

/** The domestic points modal: the grid, settlement, the plan pieces and the way into the QR payment. */
const meta = {
  title: 'payments/wechat-alipay/DomesticPointPanel',
  component: DomesticPointPanel,
  args: { onClose: fn(), support: { email: 'support@framewise.cn', hours: '9:00–21:00' } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => {
      const panel = (parameters.panel ?? {}) as PanelParameters;
      return (
        <PreviewStore region="cn" user={'user' in panel ? panel.user : freeUser} routes={routes}>
          <PointModalFrame intent={panel.intent}>
            <Story />
          </PointModalFrame>
        </PreviewStore>
      );
    },
  ],
} satisfies Meta<typeof DomesticPointPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const [, pack550] = domesticPoints;
const highYear = domesticPlans.find((p) => p.type === 'HIGH' && p.batchType === 'year');
const proMonth = domesticPlans.find((p) => p.type === 'PRO' && p.batchType === 'month');

const page = () => within(document.body);
/** Confirms once the package list has loaded (the button shows, disabled, while it loads). */
const confirm = async () => {
  const button = await page().findByRole('button', { name: /^(确认|Confirm|確定)$/ });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

export const Grid: Story = {};
export const Preselected: Story = {
  parameters: { panel: { intent: pack550 && { kind: 'package', pkg: pack550, batchType: null, quantity: 1 } } },
};
export const Settlement: Story = { play: confirm };
export const Scanning: Story = {
  play: async () => {
    await confirm();
    // The radio itself is hidden behind its styled label: pick the method the way a user does, on the label.
    const wechat = await page().findByRole('radio', { name: /微信支付|WeChat Pay/ });
    await userEvent.click(wechat.closest('label') ?? wechat);
    await userEvent.click(await page().findByRole('button', { name: /立即支付|Pay now|今すぐ支払う/ }));
  },
};
export const PlanRenewal: Story = {
  parameters: {
    panel: { user: vipUser, intent: highYear && { kind: 'package', pkg: highYear, batchType: 'year', quantity: 1 } },
  },
};
export const PlanChange: Story = {
  parameters: {
    panel: { user: vipUser, intent: proMonth && { kind: 'package', pkg: proMonth, batchType: 'month', quantity: 1 } },
  },
};
export const Visitor: Story = { parameters: { panel: { user: undefined } } };
