import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { WechatPayCredentials } from '../../../config';
import type { FetchLike } from '../../auth';
import {
  type JsapiParams,
  ProviderError,
  type RemoteTrade,
  type WechatGateway,
  type WechatNotifyKeys,
} from '../gateways';
import type { OrderRow } from '../repo';
import { authorizationHeader, jsapiPaySign, newNonce, rsaVerify, signatureMessage } from './crypto';

/** WeChat Pay API v3 (Native, H5, JSAPI orders; query; close), signing every request with the merchant key. */

const REQUEST_TIMEOUT_MS = 10_000;
/** WeChat Pay limits description to 127 characters. */
const DESCRIPTION_MAX = 127;

/** WeChat Pay reads times as RFC 3339 with an offset; China time reads naturally in its console. */
export function chinaTime(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** A WeChat Pay transaction (query answers and decrypted notify resources), the fields this server reads. */
export interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** Maps a transaction's trade_state to what the order should become. */
export function tradeOf(transaction: WechatTransaction): RemoteTrade {
  switch (transaction.trade_state) {
    // A refunded trade was paid first; refunds are handled outside this flow.
    case 'SUCCESS':
    case 'REFUND':
      return {
        state: 'paid',
        transactionId: transaction.transaction_id ?? '',
        amount: transaction.amount?.total ?? -1,
        currency: transaction.amount?.currency ?? 'CNY',
      };
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'open' };
    case 'PAYERROR':
      return { state: 'failed' };
    case 'CLOSED':
    case 'REVOKED':
      return { state: 'closed' };
    default:
      return { state: 'open' };
  }
}

export interface WechatPayApiOptions {
  fetch: FetchLike;
  now: () => Date;
  notifyUrl: string;
}

export class WechatPayApi implements WechatGateway {
  readonly provider = 'wechat' as const;
  readonly sandbox: boolean;
  readonly notifyKeys: WechatNotifyKeys;
  private readonly privateKey: KeyObject;

  constructor(
    private readonly credentials: WechatPayCredentials,
    private readonly options: WechatPayApiOptions,
    sandbox = false,
  ) {
    this.sandbox = sandbox;
    this.privateKey = createPrivateKey(credentials.privateKey);
    this.notifyKeys = {
      mchId: credentials.mchId,
      appIds: [...new Set([credentials.appId, credentials.jsapiAppId])],
      apiV3Key: credentials.apiV3Key,
      platformKeyId: credentials.platformKeyId,
      platformPublicKey: createPublicKey(credentials.platformPublicKey),
    };
  }

  async native(order: OrderRow, description: string): Promise<string> {
    const answer = await this.request('POST', '/v3/pay/transactions/native', this.orderBody(order, description));
    if (typeof answer?.code_url !== 'string') throw new ProviderError('wechat', 'native order answered no code_url');
    return answer.code_url;
  }

  async h5(order: OrderRow, description: string, clientIp: string): Promise<string> {
    const answer = await this.request('POST', '/v3/pay/transactions/h5', {
      ...this.orderBody(order, description),
      scene_info: { payer_client_ip: clientIp, h5_info: { type: 'Wap' } },
    });
    if (typeof answer?.h5_url !== 'string') throw new ProviderError('wechat', 'H5 order answered no h5_url');
    return answer.h5_url;
  }

  async jsapi(order: OrderRow, description: string, openid: string): Promise<JsapiParams> {
    const appId = this.credentials.jsapiAppId;
    const answer = await this.request('POST', '/v3/pay/transactions/jsapi', {
      ...this.orderBody(order, description, appId),
      payer: { openid },
    });
    if (typeof answer?.prepay_id !== 'string') throw new ProviderError('wechat', 'JSAPI order answered no prepay_id');
    const params = {
      appId,
      timeStamp: String(Math.floor(this.options.now().getTime() / 1000)),
      nonceStr: newNonce(),
      package: `prepay_id=${answer.prepay_id}`,
    };
    return { ...params, signType: 'RSA', paySign: jsapiPaySign(this.privateKey, params) };
  }

  async query(order: OrderRow): Promise<RemoteTrade> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.id)}?mchid=${encodeURIComponent(this.credentials.mchId)}`;
    const answer = await this.request('GET', path, undefined, { notFound: true });
    if (!answer) return { state: 'missing' };
    return tradeOf(answer as WechatTransaction);
  }

  async close(order: OrderRow): Promise<void> {
    await this.request(
      'POST',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.id)}/close`,
      { mchid: this.credentials.mchId },
      { notFound: true },
    );
  }

  private orderBody(order: OrderRow, description: string, appId = this.credentials.appId) {
    return {
      appid: appId,
      mchid: this.credentials.mchId,
      description: description.slice(0, DESCRIPTION_MAX),
      out_trade_no: order.id,
      time_expire: chinaTime(order.expires_at),
      notify_url: this.options.notifyUrl,
      amount: { total: order.amount, currency: order.currency },
    };
  }

  /** Signs the request, checks the platform signature of the answer, and returns its JSON (null for a 404). */
  private async request(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    body?: unknown,
    options: { notFound?: boolean } = {},
  ): Promise<Record<string, unknown> | null> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(this.options.now().getTime() / 1000);
    const authorization = authorizationHeader({
      mchId: this.credentials.mchId,
      serialNo: this.credentials.serialNo,
      privateKey: this.privateKey,
      method,
      pathWithQuery,
      body: text,
      timestamp,
      nonce: newNonce(),
    });
    let response: Response;
    try {
      response = await this.options.fetch(`${this.credentials.apiBase}${pathWithQuery}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': 'framewise-server',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('wechat', `${method} ${pathWithQuery} failed to connect`, error);
    }
    const answer = await response.text();
    this.verifyAnswer(response.headers, answer, `${method} ${pathWithQuery}`);
    if (response.status === 404 && options.notFound) return null;
    if (!response.ok) {
      let code = '';
      try {
        code = String((JSON.parse(answer) as { code?: unknown }).code ?? '');
      } catch {
        code = answer.slice(0, 100);
      }
      throw new ProviderError('wechat', `${method} ${pathWithQuery} answered ${response.status} ${code}`);
    }
    return answer ? (JSON.parse(answer) as Record<string, unknown>) : {};
  }

  // Answers are signed like notifies; an unsigned or wrongly signed one did not come from WeChat Pay.
  private verifyAnswer(headers: Headers, body: string, what: string): void {
    const timestamp = headers.get('wechatpay-timestamp');
    const nonce = headers.get('wechatpay-nonce');
    const signature = headers.get('wechatpay-signature');
    const serial = headers.get('wechatpay-serial');
    if (!timestamp || !nonce || !signature || serial !== this.notifyKeys.platformKeyId) {
      throw new ProviderError('wechat', `${what}: answer not signed with the platform key`);
    }
    if (!rsaVerify(this.notifyKeys.platformPublicKey, signatureMessage(timestamp, nonce, body), signature)) {
      throw new ProviderError('wechat', `${what}: answer signature does not verify`);
    }
  }
}
