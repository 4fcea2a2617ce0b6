import { useTranslation } from '@framewise/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { VideoBranding } from './google/VideoBranding';
import { LoginLayout } from './LoginLayout';
import { PhoneLoginForm } from './phone/PhoneLoginForm';
import { ModalFrame } from './test-utils/LoginModalFrame';
import { PreviewStore } from './test-utils/PreviewStore';
import { DomesticBranding } from './wechat-qr/DomesticBranding';

/** The domestic form on the right: phone and SMS code, on a store without a server (nothing is sent). */
function PhoneForm() {
  const [agreed, setAgreed] = useState(false);
  return (
    <PreviewStore>
      <PhoneLoginForm agreed={agreed} onAgreedChange={setAgreed} />
    </PreviewStore>
  );
}

/** The overseas form's heading, standing in for the Google panel (which brings its own layout). */
function GoogleHeading() {
  const { t } = useTranslation('auth');
  return (
    <div className="fw-auth-google">
      <h2 className="fw-auth-heading">{t('google.title')}</h2>
      <p className="fw-auth-hint">{t('google.subtitle')}</p>
    </div>
  );
}

/**
 * The two-column content of the 900 px login modal: the build's branding panel on the left, its login form on the
 * right; on phones only the form shows. Each build passes its own branding (DomesticBranding or VideoBranding).
 */
const meta = {
  title: 'auth/LoginLayout',
  component: LoginLayout,
  args: { branding: <DomesticBranding />, children: <PhoneForm /> },
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
export const Overseas: Story = { args: { branding: <VideoBranding />, children: <GoogleHeading /> } };

/** On a phone the branding gives way to the form. */
export const Mobile: Story = { globals: { viewport: { value: 'iphone12', isRotated: false } } };
