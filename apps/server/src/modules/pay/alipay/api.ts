import { AlipaySdk } from 'alipay-sdk';
import type { AlipayCredentials } from '../../../config';
import { type AlipayGateway, ProviderError, type RemoteTrade } from '../gateways';
import type { OrderRow } from '../repo';

/**
 * Alipay through alipay-sdk: precreate (QR content), the mobile WAP page, query, close; notifies verified by the
 * SDK's RSA2 check.
 */

/** Calls one Alipay gateway method; answers the method's response object (keys camel-cased by the SDK). */
export type AlipayExec = (method: string, params: Record<string, unknown>) => Promise<Record<string, unknown>>;
/** Builds the signed URL of a page method (alipay.trade.wap.pay) the payer's browser opens. */
export type AlipayPageExec = (method: string, params: Record<string, unknown>) => Promise<string>;

/** Alipay amounts are yuan strings with two decimals. */
export function centsToYuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents of a yuan amount such as "12.30"; NaN for anything else. */
export function yuanToCents(yuan: string | undefined): number {
  if (!yuan || !/^\d{1,10}(\.\d{1,2})?$/.test(yuan)) return Number.NaN;
  const [whole = '0', fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "yyyy-MM-dd HH:mm:ss" in China time, as Alipay's time_expire reads. */
export function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const field = (answer: Record<string, unknown>, camel: string, snake: string): string | undefined => {
  const value = answer[camel] ?? answer[snake];
  return typeof value === 'string' ? value : undefined;
};

/** Maps an alipay.trade.query answer to what the order should become. */
export function alipayTradeOf(answer: Record<string, unknown>): RemoteTrade {
  if (answer.code !== '10000') {
    if (field(answer, 'subCode', 'sub_code') === 'ACQ.TRADE_NOT_EXIST') return { state: 'missing' };
    throw new ProviderError('alipay', `query answered ${String(answer.code)} ${field(answer, 'subCode', 'sub_code')}`);
  }
  switch (field(answer, 'tradeStatus', 'trade_status')) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return {
        state: 'paid',
        transactionId: field(answer, 'tradeNo', 'trade_no') ?? '',
        amount: yuanToCents(field(answer, 'totalAmount', 'total_amount')),
        currency: 'CNY',
      };
    case 'TRADE_CLOSED':
      return { state: 'closed' };
    default:
      return { state: 'open' };
  }
}

export interface AlipayApiOptions {
  notifyUrl: string;
  /** Replaces the SDK's HTTP calls (tests); notify verification always uses the SDK. */
  exec?: AlipayExec;
  /** Replaces the SDK's page URLs (the sandbox's payment page). */
  pageExec?: AlipayPageExec;
}

export class AlipayApi implements AlipayGateway {
  readonly provider = 'alipay' as const;
  readonly sandbox: boolean;
  readonly appId: string;
  private readonly sdk: AlipaySdk;
  private readonly exec: AlipayExec;
  private readonly pageExec: AlipayPageExec;

  constructor(
    credentials: AlipayCredentials,
    private readonly options: AlipayApiOptions,
    sandbox = false,
  ) {
    this.sandbox = sandbox;
    this.appId = credentials.appId;
    this.sdk = new AlipaySdk({
      appId: credentials.appId,
      privateKey: credentials.privateKey,
      alipayPublicKey: credentials.alipayPublicKey,
      gateway: credentials.gateway,
      keyType: credentials.privateKey.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1',
    });
    this.exec =
      options.exec ??
      (async (method, params) => (await this.sdk.exec(method, params)) as unknown as Record<string, unknown>);
    this.pageExec = options.pageExec ?? (async (method, params) => this.sdk.pageExecute(method, 'GET', params));
  }

  // The form parser has decoded the values already, so they are checked as they are (V2: no second decoding).
  verifyNotify(fields: Record<string, string>): boolean {
    try {
      return this.sdk.checkNotifySignV2(fields);
    } catch {
      return false;
    }
  }

  async precreate(order: OrderRow, subject: string): Promise<string> {
    const answer = await this.call('alipay.trade.precreate', {
      notify_url: this.options.notifyUrl,
      bizContent: {
        out_trade_no: order.id,
        total_amount: centsToYuan(order.amount),
        subject: subject.slice(0, 256),
        time_expire: alipayTime(order.expires_at),
      },
    });
    const qrCode = field(answer, 'qrCode', 'qr_code');
    if (answer.code !== '10000' || !qrCode) {
      throw new ProviderError(
        'alipay',
        `precreate answered ${String(answer.code)} ${field(answer, 'subCode', 'sub_code')}`,
      );
    }
    return qrCode;
  }

  async wapPay(order: OrderRow, subject: string, returnUrl: string): Promise<string> {
    try {
      return await this.pageExec('alipay.trade.wap.pay', {
        notify_url: this.options.notifyUrl,
        return_url: returnUrl,
        bizContent: {
          out_trade_no: order.id,
          total_amount: centsToYuan(order.amount),
          subject: subject.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          time_expire: alipayTime(order.expires_at),
          // Leaving Alipay's page without paying goes back to the same page; the order there says it is unpaid.
          quit_url: returnUrl,
        },
      });
    } catch (error) {
      throw new ProviderError('alipay', 'wap.pay failed', error);
    }
  }

  async query(order: OrderRow): Promise<RemoteTrade> {
    return alipayTradeOf(await this.call('alipay.trade.query', { bizContent: { out_trade_no: order.id } }));
  }

  async close(order: OrderRow): Promise<void> {
    const answer = await this.call('alipay.trade.close', { bizContent: { out_trade_no: order.id } });
    // A trade never scanned does not exist at Alipay: nothing to close.
    if (answer.code !== '10000' && field(answer, 'subCode', 'sub_code') !== 'ACQ.TRADE_NOT_EXIST') {
      throw new ProviderError(
        'alipay',
        `close answered ${String(answer.code)} ${field(answer, 'subCode', 'sub_code')}`,
      );
    }
  }

  private async call(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      return await this.exec(method, params);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('alipay', `${method} failed`, error);
    }
  }
}
