import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedeemPanel } from './RedeemPanel';
import { freeUser, overseasFreeUser } from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

/**
 * The member page's codes section: the domestic build's gift-code input, or the overseas button that opens the
 * activation-code modal (the login modal for a visitor).
 */
const meta = {
  title: 'payments/RedeemPanel',
  component: RedeemPanel,
  args: { region: 'cn' },
  argTypes: { region: { control: 'inline-radio', options: ['cn', 'global'] } },
  decorators: [
    (Story, { args, parameters }) => (
      <PreviewStore
        region={args.region}
        user={parameters.visitor ? undefined : args.region === 'cn' ? freeUser : overseasFreeUser}
      >
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof RedeemPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DomesticGiftCode: Story = {};
export const OverseasActivation: Story = { args: { region: 'global' } };
export const OverseasVisitor: Story = { args: { region: 'global' }, parameters: { visitor: true } };
