import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlanChangeNotice } from './PlanChangeNotice';

/**
 * The domestic plan-change dialog: a member who picks another plan is told that changing plan goes through customer
 * service, with the contact the build configures (email, WeChat, hours).
 */
const meta = {
  title: 'payments/wechat-alipay/PlanChangeNotice',
  component: PlanChangeNotice,
  args: {
    current: 'High',
    support: { email: 'support@framewise.cn', wechat: 'framewise-help', hours: '9:00–21:00' },
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanChangeNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullContact: Story = {};
/** Only the email is configured. */
export const EmailOnly: Story = { args: { support: { email: 'support@framewise.cn' } } };
