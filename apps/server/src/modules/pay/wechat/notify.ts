import { NOTIFY_MAX_AGE_MS } from '../constants';
import { fulfilOrder, type PayDeps } from '../fulfil';
import type { WechatNotifyKeys } from '../gateways';
import { tradeOf, type WechatTransaction } from './api';
import { decryptResource, type EncryptedResource, rsaVerify, signatureMessage } from './crypto';

/**
 * POST /api/pay/notify/wechat: WeChat Pay's payment notify. WeChat Pay reads HTTP 200/204 as received and anything
 * else (with {code: 'FAIL', message}) as "deliver again later", so forged, stale or unreadable notifies get 4xx,
 * a notify for an order already paid gets 200, and a failure on our side gets 500 so it comes back.
 */

export interface WechatNotifyAnswer {
  status: number;
  body: { code: 'SUCCESS' | 'FAIL'; message: string };
}

const ok = (message = '成功'): WechatNotifyAnswer => ({ status: 200, body: { code: 'SUCCESS', message } });
const fail = (status: number, message: string): WechatNotifyAnswer => ({ status, body: { code: 'FAIL', message } });

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface NotifyEnvelope {
  id?: string;
  event_type?: string;
  resource_type?: string;
  resource?: EncryptedResource;
}

export async function handleWechatNotify(
  deps: PayDeps,
  keys: WechatNotifyKeys,
  sandbox: boolean,
  input: { headers: Record<string, string | string[] | undefined>; body: string },
): Promise<WechatNotifyAnswer> {
  const timestamp = header(input.headers, 'wechatpay-timestamp');
  const nonce = header(input.headers, 'wechatpay-nonce');
  const signature = header(input.headers, 'wechatpay-signature');
  const serial = header(input.headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return fail(400, 'missing Wechatpay signature headers');
  if (serial !== keys.platformKeyId) return fail(400, `unknown Wechatpay-Serial ${serial.slice(0, 64)}`);
  const sentAt = Number(timestamp) * 1000;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(deps.now().getTime() - sentAt) > NOTIFY_MAX_AGE_MS) {
    return fail(400, 'stale or invalid Wechatpay-Timestamp');
  }
  if (!rsaVerify(keys.platformPublicKey, signatureMessage(timestamp, nonce, input.body), signature)) {
    deps.log.warn({ serial }, 'WeChat Pay notify with a wrong signature refused');
    return fail(401, 'signature does not verify');
  }

  let envelope: NotifyEnvelope;
  let transaction: WechatTransaction;
  try {
    envelope = JSON.parse(input.body) as NotifyEnvelope;
    if (!envelope.resource) return fail(400, 'notify without resource');
    transaction = JSON.parse(decryptResource(keys.apiV3Key, envelope.resource)) as WechatTransaction;
  } catch {
    return fail(400, 'resource cannot be decrypted');
  }
  if (transaction.mchid !== keys.mchId || !keys.appIds.includes(transaction.appid ?? '')) {
    deps.log.error({ mchid: transaction.mchid, appid: transaction.appid }, 'WeChat Pay notify for another merchant');
    return fail(400, 'mchid or appid does not match');
  }
  const trade = tradeOf(transaction);
  // Only payments change anything here; other events are acknowledged so they are not delivered again.
  if (envelope.event_type !== 'TRANSACTION.SUCCESS' || trade.state !== 'paid' || !transaction.out_trade_no) {
    return ok();
  }

  const result = await fulfilOrder(deps, {
    orderId: transaction.out_trade_no,
    provider: 'wechat',
    sandbox,
    transactionId: trade.transactionId,
    amount: trade.amount,
    currency: trade.currency,
  });
  const context = { orderId: transaction.out_trade_no, transactionId: trade.transactionId, notifyId: envelope.id };
  switch (result.outcome) {
    case 'fulfilled':
      deps.log.info(context, 'order paid (WeChat Pay notify)');
      return ok();
    case 'already':
      return ok();
    case 'unknown':
      deps.log.error(context, 'WeChat Pay notify for an unknown order');
      return fail(404, 'unknown out_trade_no');
    // Only card upgrades can be superseded; here it would mean the order is not what the notify says.
    case 'superseded':
    case 'mismatch':
      deps.log.error({ ...context, amount: trade.amount }, 'WeChat Pay notify does not match its order');
      return fail(400, 'amount or order does not match');
  }
}
