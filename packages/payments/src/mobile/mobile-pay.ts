import { api, payApi, toApiErrorInfo } from '@framewise/api-client';
import type { PayScene } from '@framewise/contracts/routes';
import { type AppDispatch, type AppThunk, type PageSurface, readWechatOpenid } from '@framewise/stores';
import { payReturnUrl } from '../pay-result';
import type { PurchaseItem } from '../purchase-item';
import { signedWechatSdk, WechatSignatureError } from './wechat-sdk';

/** Pay ways of the domestic build (the settlement modal's choice). */
export type MobilePayWay = 'wechat' | 'alipay';

/** pay_scene of a phone browser outside WeChat: WeChat's H5 (MWEB) page, Alipay's WAP page. */
export const BROWSER_PAY_SCENE: Record<MobilePayWay, PayScene> = { wechat: 'browser', alipay: 'alipay-wap' };

export interface MobileOrderInput {
  item: PurchaseItem;
  couponCode?: string | undefined;
}

/**
 * A phone browser's order: the provider's mobile page to open. The payer comes back to the result page, which
 * confirms the order by polling.
 */
export const startBrowserPay =
  (input: MobileOrderInput & { payWay: MobilePayWay }): AppThunk<Promise<string>> =>
  async (dispatch) => {
    const order = payApi.endpoints.createOrder.initiate({
      type: input.item.pkg.type,
      batchType: input.item.batchType,
      pay_scene: BROWSER_PAY_SCENE[input.payWay],
      returnUrl: payReturnUrl(),
      ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    });
    const { code_url } = await dispatch(order).unwrap();
    return code_url;
  };

export type WechatPayOutcome =
  | { kind: 'paid'; orderId: string }
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  /** No openid on this phone yet: WeChat's authorisation must run once first. */
  | { kind: 'needOpenid' }
  | { kind: 'signatureFailed' };

/**
 * Pays inside WeChat by JSAPI: the page is signed for the JS-SDK first (so a signing failure creates no order),
 * then the order is created for this WeChat's openid and WeChat's pay sheet opens on its parameters.
 */
export const payInWechat =
  (input: MobileOrderInput): AppThunk<Promise<WechatPayOutcome>> =>
  async (_dispatch, _getState, services) => {
    const openid = readWechatOpenid();
    if (!openid) return { kind: 'needOpenid' };
    let wx: Awaited<ReturnType<typeof signedWechatSdk>>;
    try {
      wx = await signedWechatSdk(services.http, ['chooseWXPay', 'onMenuShareAppMessage'], services.wechatJsSdkUrl);
    } catch (error) {
      if (error instanceof WechatSignatureError) return { kind: 'signatureFailed' };
      throw error;
    }
    const params = await services.http.call('miniProgramPay', {
      body: {
        type: input.item.pkg.type,
        batchType: input.item.batchType,
        openid,
        ...(input.couponCode ? { couponCode: input.couponCode } : {}),
      },
    });
    const result = await new Promise<'ok' | 'cancel' | 'fail'>((resolve) =>
      wx.chooseWXPay({
        timestamp: params.timeStamp,
        nonceStr: params.nonceStr,
        package: params.package,
        signType: params.signType,
        paySign: params.paySign,
        success: () => resolve('ok'),
        cancel: () => resolve('cancel'),
        fail: () => resolve('fail'),
      }),
    );
    if (result === 'ok') return { kind: 'paid', orderId: params.orderId };
    return { kind: result === 'cancel' ? 'cancelled' : 'failed' };
  };

/** What paying on a phone came to: the provider's page to open, or how WeChat's pay sheet ended. */
export type MobilePayOutcome = { kind: 'redirect'; url: string } | WechatPayOutcome;

export interface MobilePayInput extends MobileOrderInput {
  payWay: MobilePayWay;
  /** 'mobile': the provider's mobile page; 'wechat': WeChat's pay sheet (JSAPI). */
  surface: Exclude<PageSurface, 'desktop'>;
}

/**
 * Paying on a phone as a mutation of the one api: the modal shows its state instead of keeping its own, and
 * aborting it (the modal closed) drops the outcome, so a closed modal neither leaves the page nor navigates.
 */
export const mobilePayApi = api.injectEndpoints({
  endpoints: (build) => ({
    payOnPhone: build.mutation<MobilePayOutcome, MobilePayInput>({
      async queryFn({ surface, payWay, ...input }, { dispatch }) {
        const appDispatch = dispatch as AppDispatch;
        try {
          if (surface === 'mobile') {
            return { data: { kind: 'redirect', url: await appDispatch(startBrowserPay({ ...input, payWay })) } };
          }
          return { data: await appDispatch(payInWechat(input)) };
        } catch (err) {
          return { error: toApiErrorInfo(err) };
        }
      },
    }),
  }),
});

export const { usePayOnPhoneMutation } = mobilePayApi;
