import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db';
import { type AlipayExec, type AlipayPageExec, alipayTime, centsToYuan, yuanToCents } from '../alipay/api';
import { signAlipayFields } from '../alipay/sign';
import type { OrderRow } from '../repo';
import type { SandboxKeys } from './keys';
import { moveTrade, openTrade, tradeOf } from './trades-repo';
import type { Deliver, SandboxPayer } from './types';

/**
 * The sandbox's Alipay: answers the gateway methods the real client (AlipayApi) calls, keeping trades in
 * pay_sandbox_trades; its payer sends trade_status_sync notifies signed with the sandbox "Alipay" key, form-encoded
 * as Alipay sends them, to the production notify endpoint.
 */

const TRADE_STATUS = {
  open: 'WAIT_BUYER_PAY',
  paid: 'TRADE_SUCCESS',
  // Alipay has no failed state: a failed attempt leaves the trade payable until it closes.
  failed: 'WAIT_BUYER_PAY',
  closed: 'TRADE_CLOSED',
} as const;

export interface SandboxAlipayOptions {
  db: Db;
  keys: SandboxKeys['alipay'];
  now: () => Date;
  pageUrl: (orderId: string) => string;
}

const notExist = { code: '40004', msg: 'Business Failed', subCode: 'ACQ.TRADE_NOT_EXIST', subMsg: '交易不存在' };

export function sandboxAlipayExec(options: SandboxAlipayOptions): AlipayExec {
  const { db } = options;
  return async (method, params) => {
    const biz = (params.bizContent ?? {}) as Record<string, string | undefined>;
    const orderId = biz.out_trade_no ?? '';
    const now = options.now();
    if (method === 'alipay.trade.precreate') {
      const amount = yuanToCents(biz.total_amount);
      if (!orderId || !Number.isFinite(amount) || amount <= 0) {
        return { code: '40002', msg: 'Invalid Arguments', subCode: 'ACQ.INVALID_PARAMETER' };
      }
      const trade = await openTrade(db, { orderId, provider: 'alipay', amount, currency: 'CNY' }, now);
      if (trade.amount !== amount)
        return { code: '40004', msg: 'Business Failed', subCode: 'ACQ.CONTEXT_INCONSISTENT' };
      return { code: '10000', msg: 'Success', outTradeNo: orderId, qrCode: options.pageUrl(orderId) };
    }
    const trade = await tradeOf(db, orderId);
    if (!trade) return notExist;
    if (method === 'alipay.trade.query') {
      return {
        code: '10000',
        msg: 'Success',
        outTradeNo: orderId,
        tradeNo: trade.transaction_id,
        tradeStatus: TRADE_STATUS[trade.state],
        totalAmount: centsToYuan(trade.amount),
      };
    }
    if (method === 'alipay.trade.close') {
      await moveTrade(db, orderId, ['open', 'failed'], 'closed', now);
      return { code: '10000', msg: 'Success', outTradeNo: orderId, tradeNo: trade.transaction_id };
    }
    return { code: '40004', msg: 'Business Failed', subCode: 'ACQ.UNKNOWN_METHOD' };
  };
}

/** The sandbox's stand-in for Alipay's WAP page: opens the trade as Alipay does when the page loads. */
export function sandboxAlipayPage(options: SandboxAlipayOptions): AlipayPageExec {
  return async (method, params) => {
    const biz = (params.bizContent ?? {}) as Record<string, string | undefined>;
    const orderId = biz.out_trade_no ?? '';
    const amount = yuanToCents(biz.total_amount);
    if (method !== 'alipay.trade.wap.pay' || !orderId || !Number.isFinite(amount) || amount <= 0) {
      throw new Error(`sandbox Alipay refused ${method}`);
    }
    const trade = await openTrade(options.db, { orderId, provider: 'alipay', amount, currency: 'CNY' }, options.now());
    if (trade.amount !== amount) throw new Error('sandbox Alipay: amount differs from the first request');
    return options.pageUrl(orderId);
  };
}

export function sandboxAlipayPayer(options: SandboxAlipayOptions & { deliver: Deliver }): SandboxPayer {
  const { db, keys } = options;
  return {
    async pay(order: OrderRow, result) {
      const now = options.now();
      if (result === 'failed') return (await moveTrade(db, order.id, ['open'], 'failed', now)) !== undefined;
      const trade = await moveTrade(db, order.id, ['open', 'failed'], 'paid', now);
      if (!trade) return false;
      const amount = centsToYuan(trade.amount);
      const fields = signAlipayFields(
        {
          notify_time: alipayTime(now),
          notify_type: 'trade_status_sync',
          notify_id: randomUUID().replaceAll('-', ''),
          charset: 'utf-8',
          version: '1.0',
          app_id: keys.appId,
          auth_app_id: keys.appId,
          trade_no: trade.transaction_id,
          out_trade_no: order.id,
          trade_status: 'TRADE_SUCCESS',
          total_amount: amount,
          receipt_amount: amount,
          buyer_pay_amount: amount,
          invoice_amount: amount,
          point_amount: '0.00',
          buyer_id: '2088000000000000',
          seller_id: '2088000000000001',
          subject: order.package_type,
          gmt_create: alipayTime(order.created_at),
          gmt_payment: alipayTime(now),
        },
        keys.alipayPrivateKey,
      );
      const response = await options.deliver({
        url: '/api/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: new URLSearchParams(fields).toString(),
      });
      return response.statusCode === 200 && response.body === 'success';
    },
  };
}
