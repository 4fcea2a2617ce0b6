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
  parameters: { region: 'cn', user: freeUser },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region={parameters.region} user={parameters.visitor ? undefined : parameters.user}>
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
export const OverseasActivation: Story = { parameters: { region: 'global', user: overseasFreeUser } };
export const OverseasVisitor: Story = { parameters: { region: 'global', user: overseasFreeUser, visitor: true } };
