import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QrPaymentView } from './QrPaymentView';

const WECHAT_CODE = 'weixin://wxpay/bizpayurl?pr=Qx8k2Lm';
const PAGE_CODE = 'http://localhost:8080/sandbox/pay/3f2a9c1e-order';

/** The QR payment modal's states, one per story (scanning, success, fail with retry, timeout). */
const meta = {
  title: 'payments/wechat-alipay/QrPaymentView',
  component: QrPaymentView,
  args: {
    state: { kind: 'scanning', orderId: 'order-1', codeUrl: WECHAT_CODE, retrying: false },
    codeUrl: WECHAT_CODE,
    payWay: 'wechat',
    price: '¥50.00',
    frameLoading: false,
    onRetry: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrPaymentView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creating: Story = { args: { state: { kind: 'creating' }, codeUrl: null } };
export const ScanningWechat: Story = {};
export const ScanningPaymentPage: Story = {
  args: { state: { kind: 'scanning', orderId: 'order-1', codeUrl: PAGE_CODE, retrying: false }, codeUrl: PAGE_CODE },
};
export const AlipayLoading: Story = {
  args: {
    payWay: 'alipay',
    frameLoading: true,
    state: { kind: 'scanning', orderId: 'order-2', codeUrl: PAGE_CODE, retrying: false },
    codeUrl: PAGE_CODE,
  },
};
export const ScanningAlipay: Story = {
  args: { ...AlipayLoading.args, frameLoading: false },
};
export const Retrying: Story = {
  args: { state: { kind: 'scanning', orderId: 'order-1', codeUrl: WECHAT_CODE, retrying: true } },
};
export const Success: Story = { args: { state: { kind: 'success', orderId: 'order-1' } } };
export const FailAfterRetries: Story = { args: { state: { kind: 'fail', reason: 'poll' } } };
export const Declined: Story = { args: { state: { kind: 'fail', reason: 'declined' } } };
export const QrLoadFailed: Story = { args: { state: { kind: 'fail', reason: 'create' }, codeUrl: null } };
export const OrderRefused: Story = {
  args: { state: { kind: 'fail', reason: 'create', message: '该套餐已下架，请选择其他套餐' }, codeUrl: null },
};
export const Timeout: Story = { args: { state: { kind: 'timeout' } } };
