import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoBranding } from './VideoBranding';

/**
 * The overseas login modal's left panel: a muted, looping decorative video (its first frame under reduced motion)
 * under the product name and what it makes. It takes no props; put it in LoginLayout's `branding`.
 */
const meta = {
  title: 'auth/google/VideoBranding',
  component: VideoBranding,
  decorators: [
    (Story) => (
      <div className="fw-auth-login__branding" style={{ width: 360, height: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoBranding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
