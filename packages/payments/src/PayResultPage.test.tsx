import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { createPreviewStore, StoreFrame } from '@framewise/stores/testing';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PayRef, payRefOf, usePayResult } from './pay-result';
import PayResultRoute from './pay-result-page';
import { overseasFreeUser } from './test-utils/fixtures';
import { renderPayments } from './test-utils/render';

const STATUS = 'GET /api/pay/getStatus';
const USER = 'GET /api/user/info';
const VIP = 'GET /api/user/vipInfo';

const status = (value: number, points = 1000) =>
  ok({ orderId: 'order-7', status: value, type: 'GLOBAL_POINT_500', points });

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState({}, '', '/');
});

describe('payRefOf', () => {
  it('reads our orderId or the checkout session id from the address', () => {
    expect(payRefOf('?orderId=order-7')).toEqual({ orderId: 'order-7' });
    expect(payRefOf('?session_id=cs_test_9')).toEqual({ sessionId: 'cs_test_9' });
    expect(payRefOf('?sessionId=cs_test_9&x=1')).toEqual({ sessionId: 'cs_test_9' });
    expect(payRefOf('?orderId=%20')).toBeNull();
    expect(payRefOf('')).toBeNull();
  });
});

describe('usePayResult', () => {
  const fast = { intervalMs: 5, attempts: 3 };
  const renderResult = (server: ReturnType<typeof createFakeServer>, ref: PayRef | null) => {
    const { store } = createPreviewStore({ server, user: overseasFreeUser, region: 'global' });
    return renderHook(() => usePayResult(ref, fast), {
      wrapper: ({ children }) => <StoreFrame store={store}>{children}</StoreFrame>,
    });
  };

  it('asks again while pending and gives up after the attempts, saying it is still pending', async () => {
    const server = createFakeServer({ [STATUS]: status(0) });
    const { result } = renderResult(server, { orderId: 'order-7' });
    expect(result.current.view).toEqual({ kind: 'checking' });
    await waitFor(() => expect(result.current.view).toEqual({ kind: 'pending' }));
    expect(server.callsTo(STATUS)).toHaveLength(3);
  });

  it('stops asking once the page has gone', async () => {
    vi.useFakeTimers();
    const server = createFakeServer({ [STATUS]: status(0) });
    const { unmount } = renderResult(server, { orderId: 'order-7' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.callsTo(STATUS)).toHaveLength(1);
    unmount();
    await vi.advanceTimersByTimeAsync(fast.intervalMs * 10);
    expect(server.callsTo(STATUS)).toHaveLength(1);
  });

  it('asks nothing without an order', () => {
    const server = createFakeServer({ [STATUS]: status(1) });
    const { result } = renderResult(server, null);
    expect(result.current.view).toEqual({ kind: 'missing' });
    expect(server.callsTo(STATUS)).toEqual([]);
  });
});

describe('PayResultPage', () => {
  it('confirms a card checkout on its way back: paid, points added, membership and user info refreshed', async () => {
    window.history.replaceState({}, '', '/pay-result?session_id=cs_test_1');
    let reads = 0;
    const server = createFakeServer({
      [STATUS]: () => status(++reads > 1 ? 1 : 0),
      [USER]: ok({ ...overseasFreeUser, permanentPoints: 1100 }),
      [VIP]: ok({ list: [] }),
    });
    const { store } = renderPayments(<PayResultRoute />, { server, user: overseasFreeUser, region: 'global' });
    expect(screen.getByRole('heading', { name: 'Payment result', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment successful', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('1000 points added')).toBeInTheDocument();
    expect(server.callsTo(STATUS)[0]?.query).toEqual({ sessionId: 'cs_test_1' });
    await waitFor(() => expect(store.getState().user.totalPoints).toBe(1120));
  });

  it('says a plan is active when the order granted no points', async () => {
    window.history.replaceState({}, '', '/pay-result?orderId=order-7');
    const server = createFakeServer({ [STATUS]: status(1, 0), [USER]: ok(overseasFreeUser), [VIP]: ok({ list: [] }) });
    renderPayments(<PayResultRoute />, { server, user: overseasFreeUser, region: 'global' });
    expect(await screen.findByText('Your membership is active')).toBeInTheDocument();
    expect(server.callsTo(STATUS)[0]?.query).toEqual({ orderId: 'order-7' });
  });

  it('shows a failed or closed order as not completed', async () => {
    window.history.replaceState({}, '', '/pay-result?orderId=order-7');
    const server = createFakeServer({ [STATUS]: status(3) });
    renderPayments(<PayResultRoute />, { server, user: overseasFreeUser, region: 'global', language: 'zh' });
    expect(await screen.findByText('支付未完成')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回会员中心' })).toBeInTheDocument();
  });

  it('says when there is nothing to confirm, and offers a retry when the server cannot answer', async () => {
    const server = createFakeServer({ [STATUS]: fail(500, 'Server busy') });
    const first = renderPayments(<PayResultRoute />, { server, user: overseasFreeUser, region: 'global' });
    expect(screen.getByText('There is no payment to confirm.')).toBeInTheDocument();
    expect(server.callsTo(STATUS)).toEqual([]);
    first.unmount();

    window.history.replaceState({}, '', '/pay-result?orderId=order-7');
    renderPayments(<PayResultRoute />, { server, user: overseasFreeUser, region: 'global' });
    expect(await screen.findByText(/Server busy/)).toBeInTheDocument();
    server.on(STATUS, status(1));
    server.on(USER, ok(overseasFreeUser));
    server.on(VIP, ok({ list: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  });
});
