import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoBranding } from './google/VideoBranding';
import { LoginLayout } from './LoginLayout';
import { ModalFrame } from './test-utils/LoginModalFrame';
import { DomesticBranding } from './wechat-qr/DomesticBranding';

/** A stand-in for the build's login form, so the layout's two columns show on their own. */
function FormPlaceholder() {
  return <div style={{ minHeight: 320, border: '1px dashed var(--fw-color-border)', borderRadius: 8 }} />;
}

/**
 * The two-column content of the 900 px login modal: the build's branding panel on the left, its login form on the
 * right; on phones only the form shows. Each build passes its own branding (DomesticBranding or VideoBranding).
 */
const meta = {
  title: 'auth/LoginLayout',
  component: LoginLayout,
  args: { branding: <DomesticBranding />, children: <FormPlaceholder /> },
  argTypes: { branding: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ModalFrame kind="login">
        <Story />
      </ModalFrame>
    ),
  ],
} satisfies Meta<typeof LoginLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Domestic: Story = {};
export const Overseas: Story = { args: { branding: <VideoBranding /> } };

/** On a phone the branding gives way to the form. */
export const Mobile: Story = { globals: { viewport: { value: 'iphone12', isRotated: false } } };
