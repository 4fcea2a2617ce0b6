import type { HttpClient } from '@framewise/api-client';

interface WxCallbacks {
  success?(result: unknown): void;
  cancel?(result: unknown): void;
  fail?(result: unknown): void;
}

/** The part of window.wx this app uses. */
export interface WechatJsSdk {
  config(config: {
    debug?: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (error: unknown) => void): void;
  chooseWXPay(
    options: { timestamp: string; nonceStr: string; package: string; signType: string; paySign: string } & WxCallbacks,
  ): void;
  onMenuShareAppMessage(options: { title: string; desc: string; link: string; imgUrl: string } & WxCallbacks): void;
}

/** The page could not be signed for the JS-SDK ("failed to get signature"). */
export class WechatSignatureError extends Error {
  constructor(cause?: unknown) {
    super('WeChat JS-SDK signature failed', { cause });
    this.name = 'WechatSignatureError';
  }
}

const loads = new Map<string, Promise<WechatJsSdk>>();

function loadScript(url: string): Promise<WechatJsSdk> {
  let loading = loads.get(url);
  if (!loading) {
    loading = new Promise<WechatJsSdk>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const wx = (window as unknown as { wx?: WechatJsSdk }).wx;
        if (wx) resolve(wx);
        else reject(new Error('WeChat JS-SDK loaded without window.wx'));
      };
      script.onerror = () => reject(new Error(`WeChat JS-SDK did not load from ${url}`));
      document.head.appendChild(script);
    });
    // A failed load may be retried (a flaky network inside WeChat).
    loading.catch(() => loads.delete(url));
    loads.set(url, loading);
  }
  return loading;
}

/**
 * The JS-SDK configured for this page: the server signs the page URL (GET /api/user/getWechatTicket), wx.config
 * takes the signature and wx.ready confirms it. Any failure on the way is a WechatSignatureError.
 */
export async function signedWechatSdk(
  http: Pick<HttpClient, 'call'>,
  jsApiList: string[],
  // WeChat's script address is the domestic build's (its config), so no other build carries it.
  sdkUrl: string | undefined,
  pageUrl: string = window.location.href.split('#')[0] ?? '',
): Promise<WechatJsSdk> {
  let wx: WechatJsSdk;
  let ticket: Awaited<ReturnType<typeof fetchTicket>>;
  try {
    if (!sdkUrl) throw new Error('no WeChat JS-SDK address in this build');
    [wx, ticket] = await Promise.all([loadScript(sdkUrl), fetchTicket(http, pageUrl)]);
  } catch (error) {
    throw new WechatSignatureError(error);
  }
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve);
    wx.error((error) => reject(new WechatSignatureError(error)));
    wx.config({ ...ticket, jsApiList });
  });
  return wx;
}

function fetchTicket(http: Pick<HttpClient, 'call'>, url: string) {
  return http.call('getWechatTicket', { query: { url } });
}
