import { fail, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PreviewStore } from '../test-utils/PreviewStore';
import { CaptchaUnavailableError } from './captcha';
import { PhoneLoginForm, type PhoneLoginFormProps } from './PhoneLoginForm';

/** The form with its own consent state, on a fake API that accepts codes and logins. */
function PhoneFormDemo(props: Omit<PhoneLoginFormProps, 'agreed' | 'onAgreedChange'> & { initiallyAgreed?: boolean }) {
  const { initiallyAgreed = false, ...rest } = props;
  const [agreed, setAgreed] = useState(initiallyAgreed);
  return (
    <div style={{ maxWidth: 420 }}>
      <PhoneLoginForm agreed={agreed} onAgreedChange={setAgreed} {...rest} />
    </div>
  );
}

const routes = {
  'POST /api/user/getSMSCodeTicket': ok(null),
  'POST /api/user/loginByCodePhone': fail(400, 'Wrong or expired code'),
};

const meta = {
  title: 'auth/PhoneLoginForm',
  component: PhoneFormDemo,
  decorators: [
    (Story) => (
      <PreviewStore routes={routes}>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof PhoneFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PrivacyNotAgreed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [phone] = canvas.getAllByRole('textbox');
    await userEvent.type(phone!, '13800138000');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
  },
};

export const InvalidPhone: Story = {
  args: { initiallyAgreed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [phone] = canvas.getAllByRole('textbox');
    await userEvent.type(phone!, '12345');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Countdown: Story = {
  args: { initiallyAgreed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [phone] = canvas.getAllByRole('textbox');
    await userEvent.type(phone!, '13800138000');
    const send = canvas.getAllByRole('button')[0]!;
    await userEvent.click(send);
    await expect(send).toBeDisabled();
  },
};

export const CaptchaFailure: Story = {
  args: {
    initiallyAgreed: true,
    captcha: {
      verify: async () => {
        throw new CaptchaUnavailableError();
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [phone] = canvas.getAllByRole('textbox');
    await userEvent.type(phone!, '13800138000');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const BindPhone: Story = { args: { bindUuid: 'qr-uuid-0001', initiallyAgreed: true } };
