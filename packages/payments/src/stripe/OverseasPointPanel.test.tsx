import { type Answer, createFakeServer, fail, type Handler, ok } from '@framewise/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  catalogueRoute,
  overseasFreeUser,
  overseasPlans,
  overseasPoints,
  overseasVipUser,
  vipOf,
} from '../test-utils/fixtures';
import { PurchaseHarness } from '../test-utils/PurchaseHarness';
import { renderPayments } from '../test-utils/render';
import { OverseasPointPanel } from './OverseasPointPanel';

const LIST = 'GET /api/pay/type/list';
const CHECKOUT = 'POST /api/pay/stripe/createCheckout';
const INFO = 'POST /api/pay/stripe/upgradeInfo';
const UPGRADE = 'POST /api/pay/stripe/upgrade';
const PORTAL = 'GET /api/pay/stripe/customerPortal';
const VIP = 'GET /api/user/vipInfo';
const RETURN = `${window.location.origin}/pay-result`;

const preview = (batchType: string, amountDue: number) => ({
  batchType,
  type: 'GLOBAL_PRO',
  amountDue,
  currency: 'usd',
  nextBillingAt: '2026-12-21T00:00:00.000Z',
});

function renderPanel(
  options: {
    routes?: Record<string, Handler | Answer>;
    user?: typeof overseasFreeUser;
    intent?: Parameters<typeof PurchaseHarness>[0]['intent'];
  } = {},
) {
  const onClose = vi.fn();
  const assign = vi.fn();
  const reload = vi.fn();
  const server = createFakeServer({
    [LIST]: catalogueRoute({ plans: overseasPlans, points: overseasPoints }),
    [CHECKOUT]: ok({ sessionId: 'cs_test_1', url: 'http://localhost:18080/sandbox/pay/order-9' }),
    [VIP]: ok({ list: [] }),
    ...options.routes,
  });
  const utils = renderPayments(
    <PurchaseHarness {...(options.intent ? { intent: options.intent } : {})}>
      <OverseasPointPanel onClose={onClose} assign={assign} reload={reload} />
    </PurchaseHarness>,
    { server, user: options.user ?? overseasFreeUser, region: 'global' },
  );
  return { ...utils, onClose, assign, reload, server };
}

const [basePoints] = overseasPoints;
const plan = (type: string, batchType: 'month' | 'season' | 'year') => {
  const found = overseasPlans.find((p) => p.type === type && p.batchType === batchType);
  if (!found || !basePoints) throw new Error('fixture');
  return found;
};

describe('OverseasPointPanel', () => {
  it('offers quantities 1 to 4 of the base package with points and prices without decimals', async () => {
    renderPanel();
    const choice = await screen.findByRole('group', { name: 'Quantity' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(within(choice).getByText('500 points')).toBeInTheDocument();
    expect(within(choice).getByText('2000 points')).toBeInTheDocument();
    expect(within(choice).getByText('3 packs')).toBeInTheDocument();
    expect(screen.getByText('Choose how many packs: 1 pack = 500 points · $5')).toBeVisible();
    // The text keeps the price with its points by no-break spaces, which the accessible description folds to spaces.
    expect(choice).toHaveAccessibleDescription(/^Choose how many packs: 1 pack = 500 points\s·\s\$5$/);
    expect(within(choice).getByText('$5')).toBeInTheDocument();
    expect(within(choice).getByText('$20')).toBeInTheDocument();
    expect(radios[0]).toBeChecked();
  });

  it('checks out the preselected quantity and goes to the checkout url', async () => {
    if (!basePoints) throw new Error('fixture');
    const { server, assign } = renderPanel({
      intent: { kind: 'package', pkg: basePoints, batchType: null, quantity: 2 },
    });
    const choice = await screen.findByRole('group', { name: 'Quantity' });
    expect(within(choice).getByRole('radio', { name: /1000 points/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:18080/sandbox/pay/order-9'));
    expect(server.callsTo(CHECKOUT)[0]?.body).toEqual({
      batchType: null,
      type: 'GLOBAL_POINT_500',
      quantity: 2,
      returnUrl: RETURN,
    });
    expect(screen.getByText('Taking you to checkout…')).toBeInTheDocument();
  });

  it("shows the server's message when checkout cannot start, and allows another try", async () => {
    const { assign } = renderPanel({ routes: { [CHECKOUT]: fail(500, 'Card payments are paused.') } });
    await screen.findByRole('group', { name: 'Quantity' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Card payments are paused.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks out a plan for a user without one, at quantity 1 with its period', async () => {
    const { server, assign } = renderPanel({
      intent: { kind: 'package', pkg: plan('GLOBAL_STD', 'season'), batchType: 'season', quantity: 1 },
    });
    expect(
      within(screen.getByRole('region', { name: 'Selected plan' })).getByText('Standard · Quarterly'),
    ).toBeVisible();
    expect(screen.getByText('$54')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.callsTo(CHECKOUT)[0]?.body).toEqual({
      batchType: 'season',
      type: 'GLOBAL_STD',
      quantity: 1,
      returnUrl: RETURN,
    });
  });

  it('upgrades a subscriber: choose the cycle, preview, confirm with is_change_cycle, success, reload after 0.5 s', async () => {
    const { server, reload } = renderPanel({
      user: overseasVipUser,
      intent: { kind: 'package', pkg: plan('GLOBAL_PRO', 'month'), batchType: 'month', quantity: 1 },
      routes: {
        [VIP]: ok(vipOf(overseasVipUser, 'month')),
        [INFO]: (call) => ok(preview((call.body as { batchType: string }).batchType, 1999)),
        [UPGRADE]: ok(null),
      },
    });
    const upgrade = await screen.findByRole('region', { name: 'Change subscription' });
    expect(within(upgrade).getByText('Change to: Pro')).toBeInTheDocument();
    expect(await within(upgrade).findByText('Due today: $19.99')).toBeInTheDocument();
    expect(within(upgrade).getByText('Next billing period starts Dec 21, 2026')).toBeInTheDocument();
    expect(server.callsTo(INFO)[0]?.body).toEqual({ batchType: 'month', type: 'GLOBAL_PRO' });

    await userEvent.click(within(upgrade).getByRole('button', { name: 'Yearly' }));
    await waitFor(() => expect(server.callsTo(INFO).at(-1)?.body).toEqual({ batchType: 'year', type: 'GLOBAL_PRO' }));
    await within(upgrade).findByText('Due today: $19.99');
    await userEvent.click(within(upgrade).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Subscription changed. Reloading…')).toBeInTheDocument();
    expect(server.callsTo(UPGRADE)[0]?.body).toEqual({ batchType: 'year', type: 'GLOBAL_PRO', is_change_cycle: true });
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('lets a subscriber change only the cycle of their plan and open the customer portal', async () => {
    const { server, assign } = renderPanel({
      user: overseasVipUser,
      intent: { kind: 'manage' },
      routes: {
        [VIP]: ok(vipOf(overseasVipUser, 'month')),
        [INFO]: ok(preview('month', 0)),
        [PORTAL]: ok({ url: 'https://billing.example.test/session/abc' }),
      },
    });
    const upgrade = await screen.findByRole('region', { name: 'Change subscription' });
    expect(within(upgrade).getByText('Change to: Standard')).toBeInTheDocument();
    await within(upgrade).findByText('Due today: $0.00');
    // The plan and cycle held now: nothing to change yet.
    await waitFor(() => expect(within(upgrade).getByText('Current plan: Standard (Monthly)')).toBeInTheDocument());
    expect(within(upgrade).getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Manage subscription and billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.test/session/abc'));
    expect(server.callsTo(PORTAL)).toHaveLength(1);
  });
});
