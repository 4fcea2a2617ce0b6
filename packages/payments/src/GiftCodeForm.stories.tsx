import { type Answer, fail, type Handler, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { GiftCodeForm } from './GiftCodeForm';
import { freeUser, noVip } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const meta = {
  title: 'payments/GiftCodeForm',
  component: GiftCodeForm,
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore user={freeUser} region="cn" routes={parameters.routes as Record<string, Handler | Answer>}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof GiftCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (code: string) => async () => {
  const page = within(document.body);
  if (code) await userEvent.type(page.getByRole('textbox'), code);
  await userEvent.click(page.getByRole('button', { name: /兑换|Redeem|引き換える/ }));
};

const reload = {
  'GET /api/user/vipInfo': ok(noVip),
  'GET /api/user/info': ok({ ...freeUser, permanentPoints: 400 }),
};

export const Empty: Story = {};
export const CodeRequired: Story = { play: submit('') };
export const Redeeming: Story = {
  parameters: { routes: { 'POST /api/pay/exchange': 'hang' } },
  play: submit('GIFT-2026'),
};
export const Redeemed: Story = {
  parameters: { routes: { 'POST /api/pay/exchange': ok({ points: 300, vip_type: null }), ...reload } },
  play: submit('GIFT-2026'),
};
export const RedeemedPlan: Story = {
  parameters: { routes: { 'POST /api/pay/exchange': ok({ points: 0, vip_type: 'PRO' }), ...reload } },
  play: submit('PLAN-PRO-1'),
};
export const Used: Story = {
  parameters: { routes: { 'POST /api/pay/exchange': fail(400, '该兑换码已被使用') } },
  play: submit('USED-0001'),
};
export const Expired: Story = {
  parameters: { routes: { 'POST /api/pay/exchange': fail(400, '该兑换码已过期') } },
  play: submit('OLD-2025'),
};
