import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivacyConsent, type PrivacyConsentProps } from './PrivacyConsent';

/** Keeps the box's state the way a login form does, so the control can be ticked in the catalog. */
function ControlledConsent(props: PrivacyConsentProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <PrivacyConsent
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * The privacy-agreement checkbox of both login forms: sending a code, logging in and loading the QR code wait for it.
 * The link opens the privacy policy in a new tab so the login stays open.
 */
const meta = {
  title: 'auth/PrivacyConsent',
  component: PrivacyConsent,
  args: { checked: false, onChange: fn(), privacyHref: '/privacy' },
  render: (args) => <ControlledConsent {...args} />,
} satisfies Meta<typeof PrivacyConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };

/** Ticking the box reports true; the policy link opens in a new tab. */
export const Ticks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};
