import { api, profileApi, toApiErrorInfo } from '@framewise/api-client';
import type { ShareBonusAnswer } from '@framewise/contracts';
import { type AppDispatch, type AppServices, refreshVip } from '@framewise/stores';
import { signedWechatSdk } from './wechat-sdk';

/** The link a share carries: the site with the sharer's invite code (invite_code is read). */
export function shareLink(origin: string, inviteCode: string): string {
  return inviteCode ? `${origin}/?invite_code=${encodeURIComponent(inviteCode)}` : `${origin}/`;
}

/** What WeChat's share menu carries, and the page (without its hash) the JS-SDK is signed for. */
export interface ShareMenu {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  pageUrl: string;
}

/** One claim state for the copy button and WeChat's share menu, whichever shared. */
export const SHARE_CLAIM = { fixedCacheKey: 'share-bonus' } as const;

export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A share happened: the server grants current-day points up to its daily cap (POST /api/user/shareBonus), and a
     * grant reloads the user so the points breakdown shows it.
     */
    claimShareBonus: build.mutation<ShareBonusAnswer, void>({
      async queryFn(_arg, { dispatch }) {
        try {
          const answer = await dispatch(profileApi.endpoints.shareBonus.initiate()).unwrap();
          if (answer.points > 0) await (dispatch as AppDispatch)(refreshVip()).catch(() => undefined);
          return { data: answer };
        } catch (err) {
          return { error: toApiErrorInfo(err) };
        }
      },
    }),
    /**
     * WeChat's share menu for one page: the JS-SDK signed for the page URL, the menu carrying the link; a completed
     * share claims the bonus. A read of the page's signature, cached per page and link like any other.
     */
    wechatShareMenu: build.query<true, ShareMenu>({
      async queryFn({ pageUrl, ...menu }, { dispatch, extra }) {
        const { http, wechatJsSdkUrl } = extra as AppServices;
        try {
          const wx = await signedWechatSdk(http, ['onMenuShareAppMessage'], wechatJsSdkUrl, pageUrl);
          const claim = () => dispatch(shareApi.endpoints.claimShareBonus.initiate(undefined, SHARE_CLAIM));
          wx.onMenuShareAppMessage({ ...menu, success: () => void claim() });
          return { data: true };
        } catch (err) {
          return { error: toApiErrorInfo(err) };
        }
      },
    }),
  }),
});

export const { useClaimShareBonusMutation, useWechatShareMenuQuery } = shareApi;
