import { type Answer, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayResultPage } from './PayResultPage';
import { overseasFreeUser } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

const status = (value: number, points = 1000) =>
  ok({ orderId: 'order-7', status: value, type: 'GLOBAL_POINT_500', points });

/** The /pay-result page for each outcome the server can report. */
const meta = {
  title: 'payments/PayResultPage',
  component: PayResultPage,
  args: { search: '?session_id=cs_test_a1b2c3' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore
        region="global"
        user={overseasFreeUser}
        routes={{
          'GET /api/pay/getStatus': parameters.status as Answer,
          'GET /api/user/info': ok(overseasFreeUser),
          'GET /api/user/vipInfo': ok({ list: [] }),
        }}
      >
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof PayResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { parameters: { status: 'hang' } };
export const PaidPoints: Story = { parameters: { status: status(1) } };
export const PaidPlan: Story = { parameters: { status: status(1, 0) } };
export const Failed: Story = { parameters: { status: status(3) } };
export const NothingToConfirm: Story = { args: { search: '' }, parameters: { status: status(1) } };
export const Unavailable: Story = {
  parameters: { status: { code: 500, data: null, msg: 'Server error. Please try again later.' } },
};
