import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { itemOfOffer, itemOfPackage } from '../purchase-item';
import { domesticPlans, domesticPoints } from '../test-utils/fixtures';
import { SettlementModal } from './SettlementModal';

const [, pack550] = domesticPoints;
const proYear = domesticPlans.find((p) => p.type === 'PRO' && p.batchType === 'year');
if (!pack550 || !proYear) throw new Error('fixtures');

/** Settlement: the price, the subject and the pay way (spec section 2). */
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
} satisfies Meta<typeof SettlementModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PointsWithAlipay: Story = {};
export const PointsWithWechatPay: Story = { args: { payWay: 'wechat' } };
export const PlanWithCoupon: Story = { args: { item: itemOfPackage(proYear, 'year', 'yuan'), couponCode: 'SPRING26' } };
