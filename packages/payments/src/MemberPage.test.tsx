import { type Answer, createFakeServer, fail, type Handler, ok } from '@framewise/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberPage } from './MemberPage';
import MemberPageRoute from './member-page';
import { peekPurchaseIntent } from './purchase-intent';
import {
  boostPacks,
  catalogueRoute,
  domesticPlans,
  domesticPoints,
  freeUser,
  overseasFreeUser,
  overseasPlans,
  overseasPoints,
  overseasVipUser,
  proUser,
  vipOf,
  vipUser,
} from './test-utils/fixtures';
import { renderPayments } from './test-utils/render';

const LIST = 'GET /api/pay/type/list';
const VIP = 'GET /api/user/vipInfo';
const USER = 'GET /api/user/info';
const EXCHANGE = 'POST /api/pay/exchange';

function domestic(routes: Record<string, Handler | Answer> = {}) {
  return createFakeServer({
    [LIST]: catalogueRoute({ plans: domesticPlans, points: domesticPoints }),
    ...routes,
  });
}

const plansRegion = () => screen.getByRole('region', { name: 'Plans' });
const planCard = (name: string) =>
  within(plansRegion()).getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('MemberPage (domestic)', () => {
  it('shows a visitor the plans side by side with prices, and asks them to log in to buy', async () => {
    const { store, server } = renderPayments(<MemberPage />, { server: domestic() });
    await within(plansRegion()).findByRole('heading', { name: 'Starter', level: 3 });
    const names = within(plansRegion())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // Names come from the i18n keys of each plan type, not from the server's English names.
    expect(names).toEqual(['Starter', 'Basic', 'Advanced', 'Pro', 'Pro+']);
    expect(within(planCard('Starter')).getByText('¥19.90')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('/ month')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('300 points every month')).toBeInTheDocument();
    expect(within(planCard('Pro+')).getByText('Pro-only models and styles')).toBeInTheDocument();
    expect(within(planCard('Basic')).queryByText(/Unlimited mode/)).not.toBeInTheDocument();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();

    expect(screen.queryByRole('region', { name: 'My points' })).not.toBeInTheDocument();
    expect(screen.getByText('Log in to see your plan and points.')).toBeInTheDocument();
    expect(server.callsTo(VIP)).toEqual([]);

    await userEvent.click(within(planCard('Advanced')).getByRole('button', { name: 'Subscribe' }));
    expect(store.getState().ui).toMatchObject({ visibleLoginModal: true, visiblePointModal: false });
  });

  it('names the plans in the page language, the server sending only their types and English names', async () => {
    for (const [language, names, current] of [
      ['zh', ['入门会员', '基础会员', '高级会员', '专业会员', '旗舰会员'], '当前方案：高级会员'],
      ['ja', ['スターター', 'ベーシック', 'アドバンス', 'プロ', 'プロプラス'], '現在のプラン：アドバンス'],
    ] as const) {
      const server = domestic({ [VIP]: ok(vipOf(vipUser, 'month')) });
      const { unmount } = renderPayments(<MemberPage />, { server, user: vipUser, language });
      const region = await screen.findByRole('region', { name: language === 'zh' ? '会员方案' : 'プラン' });
      await within(region).findByRole('heading', { name: names[0], level: 3 });
      expect(
        within(region)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(names);
      expect(await screen.findByText(current)).toBeInTheDocument();
      expect(screen.queryByText(/High|Normal|Base\b/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the server name of a plan type the client does not know yet', async () => {
    const later = domesticPlans.map((p) => (p.type === 'BASE' ? { ...p, type: 'BASE_PLUS', name: 'Base Plus' } : p));
    const server = createFakeServer({ [LIST]: catalogueRoute({ plans: later, points: domesticPoints }) });
    renderPayments(<MemberPage />, { server });
    expect(await within(plansRegion()).findByRole('heading', { name: 'Base Plus', level: 3 })).toBeInTheDocument();
  });

  it('lays the five plans out in one row on a wide page and 3 + 2 at mid width, never one alone', async () => {
    renderPayments(<MemberPage />, { server: domestic() });
    await within(plansRegion()).findByRole('heading', { name: 'Starter', level: 3 });
    const grid = within(plansRegion()).getAllByRole('listitem')[0]?.parentElement as HTMLElement;
    expect(grid.style.getPropertyValue('--fw-plan-cols-wide')).toBe('5');
    expect(grid.style.getPropertyValue('--fw-plan-cols-mid')).toBe('3');
  });

  it('switches the billing period', async () => {
    renderPayments(<MemberPage />, { server: domestic() });
    await within(plansRegion()).findByRole('heading', { name: 'Pro', level: 3 });
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Quarterly' }));
    expect(screen.getByRole('button', { name: 'Quarterly' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(planCard('Pro')).getByText('¥439.00')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('/ quarter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(within(planCard('Pro')).getByText('¥1529.00')).toBeInTheDocument();
  });

  it('marks the current plan, opens on its period, and shows its end date and the points breakdown', async () => {
    const server = domestic({ [VIP]: ok(vipOf(vipUser, 'year')) });
    const { store } = renderPayments(<MemberPage />, { server, user: vipUser });
    await waitFor(() => expect(planCard('Advanced')).toHaveClass('fw-pay-plan--current'));
    expect(within(planCard('Advanced')).getByText('Current plan')).toBeInTheDocument();
    expect(within(planCard('Advanced')).getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(planCard('Pro')).not.toHaveClass('fw-pay-plan--current');
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Current plan: Advanced')).toBeInTheDocument();
    expect(screen.getByText('Advanced is active until Dec 21, 2026')).toBeInTheDocument();

    const points = screen.getByRole('region', { name: 'My points' });
    expect(within(points).getByText('1620')).toBeInTheDocument();
    expect(within(points).getByText('Expire at month end')).toBeInTheDocument();

    await userEvent.click(within(planCard('Pro')).getByRole('button', { name: 'Subscribe' }));
    expect(store.getState().ui).toMatchObject({ visiblePointModal: true, visibleLoginModal: false });
  });

  it('says a free user is on the free plan', async () => {
    renderPayments(<MemberPage />, { server: domestic({ [VIP]: ok({ list: [] }) }), user: freeUser });
    expect(await screen.findByText('You are on the free plan. Subscribe to unlock more.')).toBeInTheDocument();
    await within(plansRegion()).findByRole('heading', { name: 'Starter', level: 3 });
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
  });

  it('says when the membership info could not be loaded', async () => {
    renderPayments(<MemberPage />, { server: domestic({ [VIP]: fail(500, '') }), user: proUser });
    expect(await screen.findByText('Could not load your membership info.')).toBeInTheDocument();
    // The user info's plan still marks the card.
    await waitFor(() => expect(planCard('Pro+')).toHaveClass('fw-pay-plan--current'));
  });

  it('lists the points packages in yuan, and boost packs only when the catalogue has some', async () => {
    const server = domestic();
    const first = renderPayments(<MemberPage />, { server, user: freeUser });
    const points = screen.getByRole('region', { name: 'Points' });
    expect(await within(points).findByText('100 points')).toBeInTheDocument();
    expect(within(points).getByText('¥300.00')).toBeInTheDocument();
    expect(within(points).getAllByRole('button', { name: 'Buy' })).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Boost packs' })).not.toBeInTheDocument();
    first.unmount();

    const withBoosts = createFakeServer({ [LIST]: catalogueRoute({ plans: domesticPlans, boosts: boostPacks }) });
    renderPayments(<MemberPage />, { server: withBoosts, user: freeUser });
    const boosts = await screen.findByRole('region', { name: 'Boost packs' });
    expect(within(boosts).getByText('加速包 10 次')).toBeInTheDocument();
    expect(within(boosts).getByText('¥9.90')).toBeInTheDocument();
    expect(screen.getByText('No points packages available right now.')).toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    const server = createFakeServer({ [LIST]: fail(500, 'Catalogue unavailable') });
    renderPayments(<MemberPage />, { server });
    expect(await within(plansRegion()).findByText(/Catalogue unavailable/)).toBeInTheDocument();
    server.on(LIST, catalogueRoute({ plans: domesticPlans }));
    await userEvent.click(within(plansRegion()).getByRole('button', { name: 'Try again' }));
    expect(await within(plansRegion()).findByRole('heading', { name: 'Starter', level: 3 })).toBeInTheDocument();
  });
});

describe('MemberPage gift code (domestic)', () => {
  const giftInput = () => screen.getByLabelText('Gift code');
  const redeem = () => userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

  it('requires a code of at most 20 characters before calling the server', async () => {
    const server = domestic({ [VIP]: ok({ list: [] }) });
    renderPayments(<MemberPage />, { server, user: freeUser });
    expect(giftInput()).toHaveAttribute('maxLength', '20');
    await userEvent.type(giftInput(), '   ');
    await redeem();
    expect(await screen.findByText('Please enter a gift code')).toBeInTheDocument();
    expect(giftInput()).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(EXCHANGE)).toEqual([]);
    await userEvent.type(giftInput(), 'A');
    expect(screen.queryByText('Please enter a gift code')).not.toBeInTheDocument();
  });

  it('redeems, shows the points granted, and reloads membership and points', async () => {
    const server = domestic({
      [VIP]: ok({ list: [] }),
      [EXCHANGE]: ok({ points: 300, vip_type: null }),
      [USER]: ok({ ...freeUser, permanentPoints: 400 }),
    });
    const { store } = renderPayments(<MemberPage />, { server, user: freeUser });
    await waitFor(() => expect(server.callsTo(VIP)).toHaveLength(1));
    await userEvent.type(giftInput(), ' GIFT-2026 ');
    await redeem();
    expect(await screen.findByText('Redeemed: 300 points added')).toBeInTheDocument();
    expect(server.callsTo(EXCHANGE)[0]?.body).toEqual({ code: 'GIFT-2026' });
    await waitFor(() => expect(store.getState().user.totalPoints).toBe(420));
    expect(server.callsTo(VIP)).toHaveLength(2);
    expect(giftInput()).toHaveValue('');
  });

  it('says the membership is active for a code that grants a plan', async () => {
    const server = domestic({
      [VIP]: ok({ list: [] }),
      [EXCHANGE]: ok({ points: 0, vip_type: 'PRO' }),
      [USER]: ok({ ...freeUser, vip_type: 'PRO', vip_name: 'Pro' }),
    });
    renderPayments(<MemberPage />, { server, user: freeUser });
    await userEvent.type(giftInput(), 'PLAN-1');
    await redeem();
    expect(await screen.findByText('Redeemed: your membership is active')).toBeInTheDocument();
  });

  it("shows the server's message for a refused code and keeps the input", async () => {
    const server = domestic({ [VIP]: ok({ list: [] }), [EXCHANGE]: fail(400, 'This code has already been used.') });
    renderPayments(<MemberPage />, { server, user: freeUser });
    await userEvent.type(giftInput(), 'USED-1');
    await redeem();
    expect(await screen.findByText('This code has already been used.')).toBeInTheDocument();
    expect(giftInput()).toHaveValue('USED-1');
  });

  it('shows the generic failure text when the network fails', async () => {
    const server = domestic({ [VIP]: ok({ list: [] }), [EXCHANGE]: 'network' });
    renderPayments(<MemberPage />, { server, user: freeUser });
    await userEvent.type(giftInput(), 'GIFT-1');
    await redeem();
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    expect(server.callsTo(EXCHANGE)).toHaveLength(1);
  });

  it('asks a visitor to log in first', async () => {
    const server = domestic();
    const { store } = renderPayments(<MemberPage />, { server });
    await userEvent.type(giftInput(), 'GIFT-1');
    await redeem();
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(server.callsTo(EXCHANGE)).toEqual([]);
  });
});

describe('MemberPage (overseas)', () => {
  const overseas = (routes: Record<string, Handler | Answer> = {}) =>
    createFakeServer({ [LIST]: catalogueRoute({ plans: overseasPlans, points: overseasPoints }), ...routes });

  it('shows prices without decimals in the price unit, and the base points package in quantities 1 to 4', async () => {
    renderPayments(<MemberPage />, { server: overseas(), region: 'global' });
    expect(await within(plansRegion()).findByText('$10')).toBeInTheDocument();
    expect(within(planCard('Standard')).getByText('$20')).toBeInTheDocument();
    expect(
      within(planCard('Standard')).getByText('Unlimited mode: queued generations that cost no points'),
    ).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Points' });
    expect(await within(points).findByText('2000 points')).toBeInTheDocument();
    expect(within(points).getByText('Choose how many packs: 1 pack = 500 points · $5')).toBeInTheDocument();
    expect(within(points).getByText('1 pack')).toBeInTheDocument();
    expect(within(points).getByText('4 packs')).toBeInTheDocument();
    expect(within(points).queryByText(/×/)).not.toBeInTheDocument();
    expect(within(points).getAllByRole('button', { name: 'Buy' })).toHaveLength(4);
    expect(within(points).getByText('$5')).toBeInTheDocument();
  });

  it('has no gift code input but a button that opens the activation-code modal', async () => {
    const server = overseas({ [VIP]: ok(vipOf(overseasVipUser)) });
    const { store } = renderPayments(<MemberPage />, { server, region: 'global', user: overseasFreeUser });
    expect(screen.queryByLabelText('Gift code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enter activation code' }));
    expect(store.getState().ui.visibleCodeModal).toBe(true);
  });

  it('marks the current overseas plan', async () => {
    const server = overseas({ [VIP]: ok(vipOf(overseasVipUser)) });
    renderPayments(<MemberPage />, { server, region: 'global', user: overseasVipUser });
    await waitFor(() => expect(planCard('Standard')).toHaveClass('fw-pay-plan--current'));
    expect(planCard('Basic')).not.toHaveClass('fw-pay-plan--current');
  });

  it('is the default export of the lazily loaded page module', async () => {
    renderPayments(<MemberPageRoute />, { server: overseas(), region: 'global', language: 'ja' });
    expect(await screen.findByRole('heading', { name: 'メンバーシップ', level: 1 })).toBeInTheDocument();
  });
});

describe('MemberPage buy buttons', () => {
  it('open the points modal on the package pressed: a points package, or a plan with its period', async () => {
    const { store } = renderPayments(<MemberPage />, { server: domestic({ [VIP]: ok({ list: [] }) }), user: freeUser });
    const points = screen.getByRole('region', { name: 'Points' });
    await within(points).findByText('550 points');
    await userEvent.click(within(points).getAllByRole('button', { name: 'Buy' })[1] as HTMLElement);
    expect(store.getState().ui.visiblePointModal).toBe(true);
    expect(store.dispatch(peekPurchaseIntent())).toMatchObject({
      kind: 'package',
      pkg: { type: 'POINT_550' },
      batchType: null,
      quantity: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Quarterly' }));
    await userEvent.click(within(planCard('Pro')).getByRole('button', { name: 'Subscribe' }));
    expect(store.dispatch(peekPurchaseIntent())).toMatchObject({
      kind: 'package',
      pkg: { type: 'PRO', batchType: 'season' },
      batchType: 'season',
    });
  });

  it('give an overseas subscriber the way to manage the subscription, and a free user none', async () => {
    const overseas = createFakeServer({
      [LIST]: catalogueRoute({ plans: overseasPlans, points: overseasPoints }),
      [VIP]: ok(vipOf(overseasVipUser)),
    });
    const { store, unmount } = renderPayments(<MemberPage />, {
      server: overseas,
      region: 'global',
      user: overseasVipUser,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    expect(store.getState().ui.visiblePointModal).toBe(true);
    expect(store.dispatch(peekPurchaseIntent())).toEqual({ kind: 'manage' });
    unmount();

    renderPayments(<MemberPage />, { server: domestic({ [VIP]: ok(vipOf(vipUser)) }), user: vipUser });
    await screen.findByText('Current plan: Advanced');
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });
});
