import { createFakeServer, fail, ok } from '@framewise/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itemOfPackage } from '../purchase-item';
import { domesticPoints, freeUser } from '../test-utils/fixtures';
import { renderPayments } from '../test-utils/render';
import { MobilePayModal } from './MobilePayModal';

const item = itemOfPackage(domesticPoints[0]!, null, 'yuan');

describe('MobilePayModal', () => {
  it("creates the phone browser's order as it opens and leaves for the provider's page", async () => {
    const server = createFakeServer({ 'POST /api/pay/createOrder': ok({ code_url: 'https://pay.example/h5' }) });
    const assign = vi.fn();
    renderPayments(<MobilePayModal item={item} payWay="alipay" surface="mobile" onClose={() => {}} assign={assign} />, {
      server,
      user: freeUser,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Opening Alipay…');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/h5'));
    expect(server.callsTo('POST /api/pay/createOrder')).toHaveLength(1);
    expect(server.callsTo('POST /api/pay/createOrder')[0]?.body).toMatchObject({ pay_scene: 'alipay-wap' });
  });

  it('shows a failure and pays again on retry', async () => {
    const server = createFakeServer({ 'POST /api/pay/createOrder': fail(1, 'no stock') });
    const assign = vi.fn();
    renderPayments(<MobilePayModal item={item} payWay="wechat" surface="mobile" onClose={() => {}} assign={assign} />, {
      server,
      user: freeUser,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('no stock');
    server.on('POST /api/pay/createOrder', ok({ code_url: 'https://pay.example/wx' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/wx'));
    expect(server.callsTo('POST /api/pay/createOrder')).toHaveLength(2);
  });

  it('leaves nowhere once closed before the order was made', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const server = createFakeServer({
      'POST /api/pay/createOrder': () => new Promise((resolve) => (answer = resolve)),
    });
    const assign = vi.fn();
    const { unmount } = renderPayments(
      <MobilePayModal item={item} payWay="wechat" surface="mobile" onClose={() => {}} assign={assign} />,
      { server, user: freeUser },
    );
    await waitFor(() => expect(server.callsTo('POST /api/pay/createOrder')).toHaveLength(1));
    unmount();
    answer(ok({ code_url: 'https://pay.example/late' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for WeChat authorisation first inside WeChat without an openid, and orders nothing', async () => {
    localStorage.removeItem('framewise-wechat-openid');
    const server = createFakeServer();
    renderPayments(<MobilePayModal item={item} payWay="wechat" surface="wechat" onClose={() => {}} />, {
      server,
      user: freeUser,
    });
    expect(await screen.findByRole('button', { name: /WeChat/ })).toBeInTheDocument();
    expect(server.callsTo('POST /api/pay/miniProgramPay')).toHaveLength(0);
  });
});
