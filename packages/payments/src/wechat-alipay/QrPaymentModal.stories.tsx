import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { itemOfOffer } from '../purchase-item';
import { domesticPoints, freeUser, noVip } from '../test-utils/fixtures';
import { PreviewStore } from '../test-utils/PreviewStore';
import { QrPaymentModal } from './QrPaymentModal';

const [, pack550] = domesticPoints;
if (!pack550) throw new Error('fixtures');

const CREATE = 'POST /api/pay/createOrder';
const CHECK = 'GET /api/pay/checkOrder';

/** The order is paid on the second status check. */
function paidOnSecondCheck(): Handler {
  let checks = 0;
  return () => ok({ status: ++checks >= 2 ? 1 : 0 });
}

const baseRoutes = {
  [CREATE]: ok({ orderId: 'order-1', code_url: 'weixin://wxpay/bizpayurl?pr=Qx8k2Lm' }),
  'GET /api/user/vipInfo': ok(noVip),
  'GET /api/user/info': ok({ ...freeUser, permanentPoints: 650 }),
};

/**
 * The QR-code payment modal of the domestic build, mounted for one payment: it creates the order, shows its QR code,
 * polls the order and shows success (then onDone), failure with retry, or the timeout. Closing abandons it.
 * Timings are shortened here through `timing`.
 */
const meta = {
  title: 'payments/wechat-alipay/QrPaymentModal',
  component: QrPaymentModal,
  args: {
    item: itemOfOffer({ pkg: pack550, quantity: 1, points: 550, price: { cents: 5000, unit: null } }),
    payWay: 'wechat',
    onClose: fn(),
    onDone: fn(),
    timing: { pollIntervalMs: 100, successCloseMs: 100 },
  },
  argTypes: { item: { control: false }, payWay: { control: 'inline-radio', options: ['wechat', 'alipay'] } },
  parameters: { routes: { [CHECK]: ok({ status: 0 }) } },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore
        region="cn"
        user={freeUser}
        routes={{ ...baseRoutes, ...(parameters.routes as Record<string, Handler | Answer>) }}
      >
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof QrPaymentModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
// The stories run in Chinese (the catalog's default language); English as well, for a switched toolbar.
const QR_NAME = /支付二维码|Payment QR code/;
const RETRY = /^(重试|Try again)$/;

/** Waiting for the scan: the QR code and the amount. */
export const Scanning: Story = {
  play: async () => {
    await expect(await page().findByRole('img', { name: QR_NAME })).toBeVisible();
  },
};

export const Alipay: Story = { args: { payWay: 'alipay' } };

/** The order is created, paid on the second check: success shows, then the payment closes (onDone). */
export const PaysAndCloses: Story = {
  parameters: { routes: { [CHECK]: paidOnSecondCheck() } },
  play: async ({ args }) => {
    await page().findByRole('img', { name: QR_NAME });
    // Said twice: in the modal and by the toast.
    const [said] = await page().findAllByText(/^(支付成功|Payment successful)$/);
    await expect(said).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** The order cannot be created: the failure shows with retry; a retry that succeeds shows the code. */
export const CreateFailsThenRetries: Story = {
  parameters: {
    routes: {
      [CREATE]: (() => {
        let tries = 0;
        return () =>
          ++tries === 1 ? 'network' : ok({ orderId: 'order-2', code_url: 'weixin://wxpay/bizpayurl?pr=Retry2' });
      })(),
    },
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: RETRY }));
    await expect(await page().findByRole('img', { name: QR_NAME })).toBeVisible();
  },
};

/** Declined by the provider: the failure is said. */
export const Declined: Story = {
  parameters: { routes: { [CHECK]: ok({ status: 3 }) } },
  play: async () => {
    await expect(await page().findByRole('button', { name: RETRY })).toBeVisible();
    await expect(page().queryByRole('img', { name: QR_NAME })).toBeNull();
  },
};

/** Cancel abandons the payment. */
export const Cancels: Story = {
  play: async ({ args }) => {
    await page().findByRole('img', { name: QR_NAME });
    await userEvent.click(page().getByRole('button', { name: /^(取消支付|Cancel payment)$/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
