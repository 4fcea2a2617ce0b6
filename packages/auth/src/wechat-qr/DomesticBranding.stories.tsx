import type { Meta, StoryObj } from '@storybook/react-vite';
import { DomesticBranding } from './DomesticBranding';

/**
 * The domestic login modal's left panel: the product name, what it makes and three feature bullets. It takes no
 * props; the text follows the language. Put it in LoginLayout's `branding`.
 */
const meta = {
  title: 'auth/wechat-qr/DomesticBranding',
  component: DomesticBranding,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DomesticBranding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
