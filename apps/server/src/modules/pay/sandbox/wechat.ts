import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../db';
import type { FetchLike } from '../../auth';
import type { OrderRow } from '../repo';
import { chinaTime } from '../wechat/api';
import { encryptResource, parseAuthorization, platformHeaders, rsaVerify } from '../wechat/crypto';
import type { SandboxKeys } from './keys';
import { moveTrade, openTrade, type SandboxTrade, tradeOf } from './trades-repo';
import type { Deliver, SandboxPayer } from './types';

/**
 * The sandbox's WeChat Pay: a stand-in for api.mch.weixin.qq.com that the real WeChat Pay client (WechatPayApi)
 * talks to through `fetch`. It checks each request's merchant signature, keeps trades in pay_sandbox_trades and
 * signs its answers with the sandbox platform key; its payer sends notifies signed and encrypted exactly as WeChat
 * Pay does, to the production notify endpoint.
 */

const TRADE_STATE = { open: 'NOTPAY', paid: 'SUCCESS', failed: 'PAYERROR', closed: 'CLOSED' } as const;
const TRADE_PATH = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/;
const QUERY_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/;
const CLOSE_PATH = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/;

export interface SandboxWechatOptions {
  db: Db;
  keys: SandboxKeys['wechat'];
  now: () => Date;
  /** The payment page an order's QR code / H5 link opens. */
  pageUrl: (orderId: string) => string;
}

function transactionOf(keys: SandboxKeys['wechat'], trade: SandboxTrade) {
  const paid = trade.state === 'paid';
  return {
    appid: keys.appId,
    mchid: keys.mchId,
    out_trade_no: trade.order_id,
    ...(paid ? { transaction_id: trade.transaction_id, success_time: chinaTime(trade.updated_at) } : {}),
    trade_type: 'NATIVE',
    trade_state: TRADE_STATE[trade.state],
    trade_state_desc: paid ? '支付成功' : TRADE_STATE[trade.state],
    bank_type: 'OTHERS',
    payer: { openid: 'sandbox-payer' },
    amount: {
      total: trade.amount,
      payer_total: paid ? trade.amount : 0,
      currency: trade.currency,
      payer_currency: trade.currency,
    },
  };
}

export function sandboxWechatFetch(options: SandboxWechatOptions): FetchLike {
  const { db, keys } = options;
  const merchantKey = createPublicKey(keys.merchantPublicKey);

  const answer = (status: number, json?: unknown): Response => {
    const body = json === undefined ? '' : JSON.stringify(json);
    const headers = platformHeaders(
      keys.platformPrivateKey,
      keys.platformKeyId,
      body,
      Math.floor(options.now().getTime() / 1000),
    );
    return new Response(body || null, {
      status,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    });
  };

  return async (input, init = {}) => {
    const url = new URL(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? init.body : '';
    const auth = parseAuthorization(new Headers(init.headers).get('authorization') ?? '');
    const signed =
      auth !== undefined &&
      auth.mchid === keys.mchId &&
      auth.serial_no === keys.serialNo &&
      rsaVerify(
        merchantKey,
        `${method}\n${url.pathname}${url.search}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`,
        auth.signature ?? '',
      );
    if (!signed) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    const now = options.now();

    const create = TRADE_PATH.exec(url.pathname);
    if (method === 'POST' && create) {
      const request = JSON.parse(body) as {
        appid?: string;
        mchid?: string;
        out_trade_no?: string;
        amount?: { total?: number; currency?: string };
      };
      const orderId = request.out_trade_no ?? '';
      const total = request.amount?.total ?? 0;
      if (request.mchid !== keys.mchId || request.appid !== keys.appId || !orderId || total <= 0) {
        return answer(400, { code: 'PARAM_ERROR', message: '参数错误' });
      }
      const trade = await openTrade(
        db,
        { orderId, provider: 'wechat', amount: total, currency: request.amount?.currency ?? 'CNY' },
        now,
      );
      if (trade.amount !== total) return answer(400, { code: 'INVALID_REQUEST', message: '参数与首次请求时不一致' });
      if (create[1] === 'jsapi') return answer(200, { prepay_id: `wx${randomBytes(14).toString('hex')}` });
      const link = options.pageUrl(orderId);
      return answer(200, create[1] === 'h5' ? { h5_url: link } : { code_url: link });
    }

    const close = CLOSE_PATH.exec(url.pathname);
    if (method === 'POST' && close) {
      const orderId = decodeURIComponent(close[1] ?? '');
      if (!(await tradeOf(db, orderId))) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      await moveTrade(db, orderId, ['open', 'failed'], 'closed', now);
      return answer(204);
    }

    const query = QUERY_PATH.exec(url.pathname);
    if (method === 'GET' && query) {
      const trade = await tradeOf(db, decodeURIComponent(query[1] ?? ''));
      if (!trade) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return answer(200, transactionOf(keys, trade));
    }
    return answer(404, { code: 'NOT_FOUND', message: `${method} ${url.pathname}` });
  };
}

/** The payment notify of a paid trade, signed and encrypted exactly as WeChat Pay sends it (also the reliability suite's provider). */
export function wechatPaymentNotify(keys: SandboxKeys['wechat'], trade: SandboxTrade, now: Date) {
  const envelope = {
    id: randomUUID(),
    create_time: chinaTime(now),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(keys.apiV3Key, JSON.stringify(transactionOf(keys, trade))),
  };
  const body = JSON.stringify(envelope);
  return {
    url: '/api/pay/notify/wechat',
    headers: {
      'content-type': 'application/json',
      ...platformHeaders(keys.platformPrivateKey, keys.platformKeyId, body, Math.floor(now.getTime() / 1000)),
    },
    payload: body,
  };
}

/** Pays or fails a sandbox WeChat Pay trade; a payment is announced by a signed, encrypted notify. */
export function sandboxWechatPayer(options: SandboxWechatOptions & { deliver: Deliver }): SandboxPayer {
  const { db, keys } = options;
  return {
    async pay(order: OrderRow, result) {
      const now = options.now();
      if (result === 'failed') return (await moveTrade(db, order.id, ['open'], 'failed', now)) !== undefined;
      // Paying again after a failed attempt works, as it does in WeChat.
      const trade = await moveTrade(db, order.id, ['open', 'failed'], 'paid', now);
      if (!trade) return false;
      const response = await options.deliver(wechatPaymentNotify(keys, trade, now));
      return response.statusCode === 200 || response.statusCode === 204;
    },
  };
}
