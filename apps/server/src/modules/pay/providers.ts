import type { WechatPayCredentials } from '../../config';
import type { OrderProvider } from '../../db';
import type { FetchLike } from '../auth';
import { AlipayApi, type AlipayExec } from './alipay/api';
import type { PayDeps } from './fulfil';
import type { PayGateways } from './gateways';
import { sandboxAlipayExec, sandboxAlipayPage, sandboxAlipayPayer } from './sandbox/alipay';
import { SandboxCardGateway } from './sandbox/card';
import { ensureSandboxKeys } from './sandbox/keys';
import type { Deliver, SandboxPayer } from './sandbox/types';
import { sandboxWechatFetch, sandboxWechatPayer } from './sandbox/wechat';
import { StripeApi } from './stripe/api';
import { WechatPayApi } from './wechat/api';

/** Builds each channel's gateway from config: off, the embedded sandbox, or the real provider. */

export interface PayModuleOptions {
  /** WeChat Pay's HTTP transport; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Alipay gateway calls; default: alipay-sdk's own HTTP. */
  alipayExec?: AlipayExec;
  /** Stripe's HTTP transport; default: the SDK's. */
  stripeFetch?: FetchLike;
}

export interface PayProviders {
  gateways: PayGateways;
  /** The sandbox page's buttons, per provider the sandbox stands in for. */
  sandboxPayers: Partial<Record<OrderProvider, SandboxPayer>>;
}

export const NOTIFY_PATHS = {
  wechat: '/api/pay/notify/wechat',
  alipay: '/api/pay/notify/alipay',
  stripe: '/api/pay/stripe/webhook',
} as const;

export const sandboxPagePath = (orderId: string) => `/sandbox/pay/${encodeURIComponent(orderId)}`;
export const sandboxPortalPath = (token: string) => `/sandbox/pay/portal?token=${encodeURIComponent(token)}`;

export async function createPayProviders(
  deps: PayDeps & { signingSecret: string },
  options: PayModuleOptions,
  deliver: Deliver,
): Promise<PayProviders> {
  const { config, db, now } = deps;
  const { pay, publicUrl } = config;
  const sandboxPayers: PayProviders['sandboxPayers'] = {};
  // Belt and braces: config already refuses the sandbox in production.
  const sandboxAllowed = !config.isProduction;
  const usesSandbox = [pay.wechat, pay.alipay, pay.card].some((p) => p.provider === 'sandbox');
  const keys = usesSandbox && sandboxAllowed ? await ensureSandboxKeys(db) : undefined;
  const pageUrl = (orderId: string) => `${publicUrl}${sandboxPagePath(orderId)}`;
  const notifyUrl = (provider: OrderProvider) => `${publicUrl}${NOTIFY_PATHS[provider]}`;

  let wechat: PayGateways['wechat'];
  if (pay.wechat.provider === 'wechatpay') {
    wechat = new WechatPayApi(pay.wechat, { fetch: options.fetch ?? fetch, now, notifyUrl: notifyUrl('wechat') });
  } else if (pay.wechat.provider === 'sandbox' && keys) {
    const k = keys.wechat;
    const credentials: WechatPayCredentials = {
      mchId: k.mchId,
      appId: k.appId,
      jsapiAppId: k.appId,
      serialNo: k.serialNo,
      privateKey: k.merchantPrivateKey,
      apiV3Key: k.apiV3Key,
      platformKeyId: k.platformKeyId,
      platformPublicKey: k.platformPublicKey,
      apiBase: 'https://wechatpay.sandbox.invalid',
    };
    const sandbox = { db, keys: k, now, pageUrl };
    wechat = new WechatPayApi(
      credentials,
      { fetch: sandboxWechatFetch(sandbox), now, notifyUrl: notifyUrl('wechat') },
      true,
    );
    sandboxPayers.wechat = sandboxWechatPayer({ ...sandbox, deliver });
  }

  let alipay: PayGateways['alipay'];
  if (pay.alipay.provider === 'alipay') {
    alipay = new AlipayApi(pay.alipay, {
      notifyUrl: notifyUrl('alipay'),
      ...(options.alipayExec ? { exec: options.alipayExec } : {}),
    });
  } else if (pay.alipay.provider === 'sandbox' && keys) {
    const k = keys.alipay;
    const sandbox = { db, keys: k, now, pageUrl };
    alipay = new AlipayApi(
      {
        appId: k.appId,
        privateKey: k.appPrivateKey,
        alipayPublicKey: k.alipayPublicKey,
        gateway: 'https://alipay.sandbox.invalid/gateway.do',
      },
      { notifyUrl: notifyUrl('alipay'), exec: sandboxAlipayExec(sandbox), pageExec: sandboxAlipayPage(sandbox) },
      true,
    );
    sandboxPayers.alipay = sandboxAlipayPayer({ ...sandbox, deliver });
  }

  let card: PayGateways['card'];
  if (pay.card.provider === 'stripe') {
    card = new StripeApi(pay.card, { db, ...(options.stripeFetch ? { fetch: options.stripeFetch } : {}) });
  } else if (pay.card.provider === 'sandbox' && keys) {
    const gateway = new SandboxCardGateway({
      db,
      keys: keys.stripe,
      now,
      pageUrl,
      portalUrl: (token) => `${publicUrl}${sandboxPortalPath(token)}`,
      signingSecret: deps.signingSecret,
      deliver,
    });
    card = gateway;
    sandboxPayers.stripe = gateway.payer;
  }
  return { gateways: { wechat, alipay, card }, sandboxPayers };
}
