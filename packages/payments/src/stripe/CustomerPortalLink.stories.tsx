import { type Answer, fail, ok } from '@framewise/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overseasVipUser } from '../test-utils/fixtures';
import { PreviewStore } from '../test-utils/PreviewStore';
import { CustomerPortalLink } from './CustomerPortalLink';

const PORTAL = 'GET /api/pay/stripe/customerPortal';

/**
 * The overseas subscriber's link to the card provider's customer portal (invoices, card, cancellation). It asks the
 * server for a portal session and leaves for its URL (`assign`); a refusal shows as a toast.
 */
const meta = {
  title: 'payments/stripe/CustomerPortalLink',
  component: CustomerPortalLink,
  args: { assign: fn() },
  parameters: { portal: ok({ url: 'https://billing.stripe.test/session/demo' }) },
  decorators: [
    (Story, { parameters }) => (
      <PreviewStore region="global" user={overseasVipUser} routes={{ [PORTAL]: parameters.portal as Answer }}>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof CustomerPortalLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opens the portal: the URL the server answered is followed. */
export const Opens: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith('https://billing.stripe.test/session/demo'));
  },
};

/** While the session is being made the button is busy. */
export const Opening: Story = {
  parameters: { portal: 'hang' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

/** The server refuses: an error toast, the button usable again. */
export const Refused: Story = {
  parameters: { portal: fail(40401, 'pay.noSubscription') },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(await within(document.body).findByRole('alert')).toBeVisible();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};
