import { type Answer, createFakeServer, fail, type Handler, ok } from '@framewise/api-client/testing';
import type { PayPackage } from '@framewise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoute, domesticPlans, domesticPoints, freeUser, vipOf, vipUser } from '../test-utils/fixtures';
import { PurchaseHarness } from '../test-utils/PurchaseHarness';
import { renderPayments } from '../test-utils/render';
import { DomesticPointPanel } from './DomesticPointPanel';

const LIST = 'GET /api/pay/type/list';
const CREATE = 'POST /api/pay/createOrder';
const CHECK = 'GET /api/pay/checkOrder';
const USER = 'GET /api/user/info';
const VIP = 'GET /api/user/vipInfo';
const SUPPORT = { email: 'support@framewise.cn', wechat: 'framewise-kefu', hours: '9:00–21:00' };
const FAST = { pollIntervalMs: 20, successCloseMs: 50 };
const RETURN = `${window.location.origin}/pay-result`;

afterEach(() => {
  window.history.replaceState({}, '', '/');
});

function server(routes: Record<string, Handler | Answer> = {}) {
  let orders = 0;
  return createFakeServer({
    [LIST]: catalogueRoute({ plans: domesticPlans, points: domesticPoints }),
    [CREATE]: () => {
      orders++;
      return ok({ orderId: `order-${orders}`, code_url: `http://localhost:18080/sandbox/pay/order-${orders}` });
    },
    [CHECK]: ok({ status: 0 }),
    [USER]: ok({ ...freeUser, permanentPoints: 650 }),
    [VIP]: ok({ list: [] }),
    ...routes,
  });
}

function renderPanel(
  options: {
    routes?: Record<string, Handler | Answer>;
    user?: typeof freeUser;
    intent?: Parameters<typeof PurchaseHarness>[0]['intent'];
  } = {},
) {
  const onClose = vi.fn();
  const fake = server(options.routes);
  const utils = renderPayments(
    <PurchaseHarness {...(options.intent ? { intent: options.intent } : {})}>
      <DomesticPointPanel onClose={onClose} support={SUPPORT} timing={FAST} />
    </PurchaseHarness>,
    { server: fake, user: options.user ?? freeUser, region: 'cn' },
  );
  return { ...utils, onClose, server: fake };
}

/** The panel where the page runs on a phone (the app's services say so). */
/** Clicks confirm once the package list has loaded (the button shows, disabled, while it loads). */
async function confirmWhenLoaded(name: string) {
  const confirm = await screen.findByRole('button', { name });
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
}

function renderPanelOn(
  surface: 'mobile' | 'wechat',
  services: { navigate?: (to: string) => void } = {},
  language: 'en' | 'zh' = 'en',
) {
  const fake = server();
  const utils = renderPayments(
    <PurchaseHarness>
      <DomesticPointPanel onClose={vi.fn()} support={SUPPORT} timing={FAST} />
    </PurchaseHarness>,
    {
      server: fake,
      user: freeUser,
      region: 'cn',
      language,
      services: { surface, wechatJsSdkUrl: '/sandbox/wechat/jweixin.js', ...services },
    },
  );
  return { ...utils, server: fake };
}

const pkg = (type: string): PayPackage => {
  const found = domesticPoints.find((p) => p.type === type) ?? domesticPlans.find((p) => p.type === type);
  if (!found) throw new Error(type);
  return found;
};

describe('DomesticPointPanel', () => {
  it('gives a visitor the login modal at once in place of the points modal: purchase needs login', async () => {
    const onClose = vi.fn();
    const { store } = renderPayments(<DomesticPointPanel onClose={onClose} support={SUPPORT} />, {
      server: server(),
      region: 'cn',
    });
    expect(store.getState().ui.visibleLoginModal).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on a phone browser, leaves for WeChat Pay’s H5 page or Alipay’s WAP page, coming back to the result page', async () => {
    for (const [way, scene] of [
      ['WeChat Pay', 'browser'],
      ['Alipay', 'alipay-wap'],
    ] as const) {
      const assign = vi.fn();
      const location = vi.spyOn(window, 'location', 'get').mockReturnValue({
        ...window.location,
        assign,
        origin: window.location.origin,
        search: '',
      });
      const { server: api, unmount } = renderPanelOn('mobile');
      await confirmWhenLoaded('Confirm');
      await userEvent.click(screen.getByRole('radio', { name: way }));
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:18080/sandbox/pay/order-1'));
      expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ pay_scene: scene, returnUrl: RETURN });
      location.mockRestore();
      unmount();
    }
  });

  it('inside WeChat, offers WeChat Pay only and pays by JSAPI after signing the page', async () => {
    localStorage.setItem('framewise-wechat-openid', 'o-wechat-1');
    const chooseWXPay = vi.fn((o: { success(): void }) => o.success());
    const config = vi.fn();
    (window as unknown as { wx: unknown }).wx = {
      config,
      ready: (fn: () => void) => fn(),
      error: () => {},
      chooseWXPay,
      onMenuShareAppMessage: () => {},
    };
    const sdk = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
      return node;
    });
    const navigations: string[] = [];
    const { server: api } = renderPanelOn('wechat', { navigate: (to: string) => navigations.push(to) });
    api.on('GET /api/user/getWechatTicket', ok({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }));
    api.on(
      'POST /api/pay/miniProgramPay',
      ok({
        orderId: 'order-jsapi',
        appId: 'wx1',
        timeStamp: '1',
        nonceStr: 'n',
        package: 'prepay_id=wx1',
        signType: 'RSA',
        paySign: 'sig',
      }),
    );
    await confirmWhenLoaded('Confirm');
    expect(screen.queryByRole('radio', { name: 'Alipay' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(navigations).toEqual(['/pay-result?orderId=order-jsapi']));
    expect(api.callsTo('POST /api/pay/miniProgramPay')[0]?.body).toMatchObject({ openid: 'o-wechat-1' });
    expect(config).toHaveBeenCalledWith(expect.objectContaining({ signature: 's', jsApiList: expect.any(Array) }));
    expect(chooseWXPay).toHaveBeenCalledWith(expect.objectContaining({ package: 'prepay_id=wx1', paySign: 'sig' }));
    expect(api.callsTo(CREATE)).toHaveLength(0);
    sdk.mockRestore();
    localStorage.clear();
  });

  it('inside WeChat, says "failed to get signature" and creates no order when signing fails', async () => {
    localStorage.setItem('framewise-wechat-openid', 'o-wechat-1');
    const { server: api } = renderPanelOn('wechat', {}, 'zh');
    api.on('GET /api/user/getWechatTicket', fail(500, ''));
    await confirmWhenLoaded('确认');
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(await screen.findByText('获取签名失败')).toBeInTheDocument();
    expect(api.callsTo('POST /api/pay/miniProgramPay')).toHaveLength(0);
    localStorage.clear();
  });

  it('shows the packages with points and yuan prices, the first chosen, and cancels', async () => {
    const { onClose } = renderPanel();
    const grid = await screen.findByRole('group', { name: 'Choose a points package' });
    const radios = within(grid).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(within(grid).getByText('100 points')).toBeInTheDocument();
    expect(within(grid).getByText('¥10.00')).toBeInTheDocument();
    expect(within(grid).getByText('¥300.00')).toBeInTheDocument();
    expect(radios[0]).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('pays for the preselected package by QR code: settlement, order, polling, success, membership refresh, close', async () => {
    let paid = false;
    const {
      server: fake,
      onClose,
      store,
    } = renderPanel({
      intent: { kind: 'package', pkg: pkg('POINT_550'), batchType: null, quantity: 1 },
      routes: { [CHECK]: () => ok({ status: paid ? 1 : 0 }) },
    });
    const grid = await screen.findByRole('group', { name: 'Choose a points package' });
    expect(within(grid).getByRole('radio', { name: /550 points/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const settlement = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(within(settlement).getByText('550 points')).toBeInTheDocument();
    expect(within(settlement).getByText('¥50.00')).toBeInTheDocument();
    expect(within(settlement).getByRole('radio', { name: 'Alipay' })).toBeChecked();
    await userEvent.click(within(settlement).getByRole('radio', { name: 'WeChat Pay' }));
    await userEvent.click(within(settlement).getByRole('button', { name: 'Pay now' }));

    const payment = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(await within(payment).findByRole('img', { name: 'Payment QR code' })).toBeInTheDocument();
    expect(within(payment).getByText('Scan with WeChat to pay')).toBeInTheDocument();
    expect(within(payment).getByText('Amount: ¥50.00')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      'http://localhost:18080/sandbox/pay/order-1',
    );
    expect(fake.callsTo(CREATE)[0]?.body).toEqual({
      type: 'POINT_550',
      batchType: null,
      pay_scene: 'pc',
      returnUrl: RETURN,
    });
    await waitFor(() => expect(fake.callsTo(CHECK).length).toBeGreaterThan(1));
    expect(fake.callsTo(CHECK)[0]?.query).toEqual({ orderId: 'order-1' });

    paid = true;
    expect(await within(payment).findByText('Payment successful')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().user.totalPoints).toBe(670));
    expect(fake.callsTo(VIP).length).toBeGreaterThan(0);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const checks = fake.callsTo(CHECK).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.callsTo(CHECK)).toHaveLength(checks);
  });

  it('shows the fail state for a declined payment and retries with a new order', async () => {
    const { server: fake } = renderPanel({ routes: { [CHECK]: ok({ status: 3 }) } });
    await screen.findByRole('group', { name: 'Choose a points package' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(await within(payment).findByText('The payment did not go through. Please pay again.')).toBeInTheDocument();
    fake.on(CHECK, ok({ status: 0 }));
    await userEvent.click(within(payment).getByRole('button', { name: 'Try again' }));
    await within(payment).findByRole('img', { name: 'Payment QR code' });
    expect(fake.callsTo(CREATE)).toHaveLength(2);
  });

  it("shows the server's message when the order is refused, and closing the payment stops it", async () => {
    const { server: fake } = renderPanel({ routes: { [CREATE]: fail(400, '该套餐已下架') } });
    await screen.findByRole('group', { name: 'Choose a points package' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(await within(payment).findByText('该套餐已下架')).toBeInTheDocument();
    await userEvent.click(within(payment).getByRole('button', { name: 'Cancel payment' }));
    expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a points package' })).toBeInTheDocument();
    expect(fake.callsTo(CHECK)).toEqual([]);
  });

  it('covers the Alipay code with a loading overlay until about 1 s after it is drawn', async () => {
    renderPanel();
    await screen.findByRole('group', { name: 'Choose a points package' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('dialog', { name: 'Scan to pay' });
    await within(payment).findByRole('img', { name: 'Payment QR code' });
    expect(within(payment).getByText('Loading Alipay…')).toBeInTheDocument();
    expect(within(payment).getByText('Scan with Alipay to pay')).toBeInTheDocument();
    await waitFor(() => expect(within(payment).queryByText('Loading Alipay…')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it('sends a coupon from the page address with the order', async () => {
    window.history.replaceState({}, '', '/member?discountCode=SPRING26');
    const { server: fake } = renderPanel();
    await screen.findByRole('group', { name: 'Choose a points package' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const settlement = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(within(settlement).getByText('SPRING26')).toBeInTheDocument();
    await userEvent.click(within(settlement).getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('img', { name: 'Payment QR code' });
    expect(fake.callsTo(CREATE)[0]?.body).toMatchObject({ couponCode: 'SPRING26', pay_scene: 'alipay-pc' });
  });

  it('refuses a member-only package to a free user with the tier message', async () => {
    const memberPack: PayPackage = { ...pkg('POINT_1200'), name: '会员加量包', json: '{"isVip":true,"label":"VIP"}' };
    renderPanel({
      routes: { [LIST]: catalogueRoute({ points: [...domesticPoints.slice(0, 2), memberPack] }) },
    });
    const grid = await screen.findByRole('group', { name: 'Choose a points package' });
    expect(within(grid).getByText('VIP only')).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('radio', { name: /1200 points/ }));
    expect(
      await screen.findByText('"会员加量包" (VIP) is for subscribers only. Subscribe to use it.'),
    ).toBeInTheDocument();
    expect(within(grid).getAllByRole('radio')[0]).toBeChecked();
  });

  it('renews the plan the user holds: the plan and period, then settlement and an order with its batchType', async () => {
    const high = domesticPlans.find((p) => p.type === 'HIGH' && p.batchType === 'year');
    if (!high) throw new Error('fixture');
    const { server: fake } = renderPanel({
      user: vipUser,
      routes: { [VIP]: ok(vipOf(vipUser)) },
      intent: { kind: 'package', pkg: high, batchType: 'year', quantity: 1 },
    });
    const chosen = screen.getByRole('region', { name: 'Selected plan' });
    expect(within(chosen).getByText('Advanced · Yearly')).toBeInTheDocument();
    expect(within(chosen).getByText('¥759.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const settlement = await screen.findByRole('dialog', { name: 'Confirm order' });
    expect(within(settlement).getByText('Advanced · Yearly')).toBeInTheDocument();
    await userEvent.click(within(settlement).getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('img', { name: 'Payment QR code' });
    expect(fake.callsTo(CREATE)[0]?.body).toEqual({
      type: 'HIGH',
      batchType: 'year',
      pay_scene: 'alipay-pc',
      returnUrl: RETURN,
    });
  });

  it('sends a member who picks another plan to customer service', async () => {
    const pro = domesticPlans.find((p) => p.type === 'PRO' && p.batchType === 'month');
    if (!pro) throw new Error('fixture');
    const { onClose, server: fake } = renderPanel({
      user: vipUser,
      intent: { kind: 'package', pkg: pro, batchType: 'month', quantity: 1 },
    });
    const notice = screen.getByRole('region', { name: 'Change plan' });
    expect(within(notice).getByText(/Your current plan is Advanced/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'support@framewise.cn' })).toHaveAttribute(
      'href',
      'mailto:support@framewise.cn',
    );
    expect(within(notice).getByText('framewise-kefu')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalled();
    expect(fake.callsTo(CREATE)).toEqual([]);
  });

  it('speaks Chinese by default', async () => {
    const fake = server();
    renderPayments(<DomesticPointPanel onClose={() => {}} support={SUPPORT} />, {
      server: fake,
      user: freeUser,
      region: 'cn',
      language: 'zh',
    });
    const grid = await screen.findByRole('group', { name: '选择积分套餐' });
    expect(within(grid).getByText('100 积分')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认' })).toBeInTheDocument();
  });
});
