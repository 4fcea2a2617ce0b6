import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { itemOfOffer, itemOfPackage } from '../purchase-item';
import { domesticPlans, domesticPoints } from '../test-utils/fixtures';
import type { PayWay } from './pay-way';
import { SettlementModal, type SettlementModalProps } from './SettlementModal';

const [, pack550] = domesticPoints;
const proYear = domesticPlans.find((p) => p.type === 'PRO' && p.batchType === 'year');
if (!pack550 || !proYear) throw new Error('fixtures');

/** Holds the pay way as the points panel does, so the radios switch in the catalog. */
function ControlledSettlement(props: SettlementModalProps) {
  const [payWay, setPayWay] = useState<PayWay>(props.payWay);
  return (
    <SettlementModal
      {...props}
      payWay={payWay}
      onPayWay={(next) => {
        setPayWay(next);
        props.onPayWay(next);
      }}
    />
  );
}

/**
 * The domestic settlement dialog: what is bought, the price (and a coupon), the pay way (Alipay or
 * WeChat Pay), back and pay now. The points panel opens it after the choice and the QR payment after pay now.
 */
const meta = {
  title: 'payments/wechat-alipay/SettlementModal',
  component: SettlementModal,
  args: {
    item: itemOfOffer({ pkg: pack550, quantity: 1, points: 550, price: { cents: 5000, unit: null } }),
    payWay: 'alipay',
    onPayWay: fn(),
    onPay: fn(),
    onClose: fn(),
  },
  render: (args) => <ControlledSettlement {...args} />,
} satisfies Meta<typeof SettlementModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PointsWithAlipay: Story = {};
export const PointsWithWechatPay: Story = { args: { payWay: 'wechat' } };
export const PlanWithCoupon: Story = {
  args: { item: itemOfPackage(proYear, 'year', 'yuan'), couponCode: 'SPRING26' },
  play: async () => {
    await expect(within(document.body).getByText('SPRING26')).toBeVisible();
  },
};

/** Reads the price, switches to WeChat Pay and pays. */
export const ChoosesWechatAndPays: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('¥50.00')).toBeVisible();
    const wechat = dialog.getByRole('radio', { name: /微信支付|WeChat Pay/ });
    // The radio is hidden behind its styled label: a user clicks the label.
    await userEvent.click(wechat.closest('label') ?? wechat);
    await expect(args.onPayWay).toHaveBeenCalledWith('wechat');
    await expect(wechat).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: /^(立即支付|Pay now)$/ }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};
