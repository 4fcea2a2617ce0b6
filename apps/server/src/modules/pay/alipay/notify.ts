import { fulfilOrder, type PayDeps } from '../fulfil';
import type { AlipayGateway } from '../gateways';
import { yuanToCents } from './api';

/**
 * POST /api/pay/notify/alipay: Alipay's asynchronous notify (form-encoded). Alipay stops delivering when it reads
 * the plain text `success`; anything else makes it deliver again. Forged or foreign notifies get 4xx `failure`;
 * a notify for an order already paid gets `success`.
 */

export interface AlipayNotifyAnswer {
  status: number;
  body: 'success' | 'failure';
}

const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export async function handleAlipayNotify(
  deps: PayDeps,
  gateway: AlipayGateway,
  fields: Record<string, string>,
): Promise<AlipayNotifyAnswer> {
  if (!fields.sign || !gateway.verifyNotify(fields)) {
    deps.log.warn({ outTradeNo: fields.out_trade_no }, 'Alipay notify with a wrong signature refused');
    return { status: 400, body: 'failure' };
  }
  if (fields.app_id !== gateway.appId) {
    deps.log.error({ appId: fields.app_id }, 'Alipay notify for another application');
    return { status: 400, body: 'failure' };
  }
  // WAIT_BUYER_PAY and TRADE_CLOSED change nothing here: closing is the poll's and reconciliation's job.
  if (!PAID_STATUSES.has(fields.trade_status ?? '') || !fields.out_trade_no || !fields.trade_no) {
    return { status: 200, body: 'success' };
  }
  const context = { orderId: fields.out_trade_no, tradeNo: fields.trade_no, notifyId: fields.notify_id };
  const result = await fulfilOrder(deps, {
    orderId: fields.out_trade_no,
    provider: 'alipay',
    sandbox: gateway.sandbox,
    transactionId: fields.trade_no,
    amount: yuanToCents(fields.total_amount),
    currency: 'CNY',
  });
  switch (result.outcome) {
    case 'fulfilled':
      deps.log.info(context, 'order paid (Alipay notify)');
      return { status: 200, body: 'success' };
    case 'already':
      return { status: 200, body: 'success' };
    case 'unknown':
      deps.log.error(context, 'Alipay notify for an unknown order');
      return { status: 404, body: 'failure' };
    // Only card upgrades can be superseded; here it would mean the order is not what the notify says.
    case 'superseded':
    case 'mismatch':
      deps.log.error({ ...context, totalAmount: fields.total_amount }, 'Alipay notify does not match its order');
      return { status: 400, body: 'failure' };
  }
}
