import { fail, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { itemOfPackage } from '../purchase-item';
import { domesticPoints, freeUser } from '../test-utils/fixtures';
import { PreviewStore } from '../test-utils/PreviewStore';
import { MobilePayModal } from './MobilePayModal';

const item = itemOfPackage(domesticPoints[0]!, null, 'yuan');

const meta = {
  title: 'payments/MobilePayModal',
  component: MobilePayModal,
  args: { item, payWay: 'wechat', surface: 'mobile', onClose: () => {}, assign: () => {} },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobilePayModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone browser while WeChat Pay's H5 page opens (the story stays here instead of leaving). */
export const OpeningWechatPay: Story = {
  decorators: [
    (Story) => (
      <PreviewStore routes={{ 'POST /api/pay/createOrder': 'hang' }} user={freeUser}>
        <Story />
      </PreviewStore>
    ),
  ],
};

/** Inside WeChat without an openid yet: authorise once, then pay. */
export const NeedsWechatAuthorisation: Story = {
  args: { surface: 'wechat' },
  decorators: [
    (Story) => {
      localStorage.removeItem('framewise-wechat-openid');
      return (
        <PreviewStore user={freeUser}>
          <Story />
        </PreviewStore>
      );
    },
  ],
};

/** Inside WeChat when the page cannot be signed: "failed to get signature". */
export const SignatureFailed: Story = {
  args: { surface: 'wechat' },
  decorators: [
    (Story) => {
      localStorage.setItem('framewise-wechat-openid', 'o-story');
      return (
        <PreviewStore
          routes={{ 'GET /api/user/getWechatTicket': fail(500, ''), 'POST /api/pay/createOrder': ok({}) }}
          user={freeUser}
          services={{ wechatJsSdkUrl: 'data:text/javascript,window.wx={}' }}
        >
          <Story />
        </PreviewStore>
      );
    },
  ],
};
