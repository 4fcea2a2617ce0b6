import type { BindPlatformAnswer } from '@framewise/contracts';
import { type AppThunk, saveWechatOpenid, uiActions } from '@framewise/stores';
import { completeLogin } from '../session';
import { checkWechatState, WECHAT_RETURN_PATH } from './wechat-authorize';

/** What WeChat put on the return URL after the mobile authorisation. */
export interface WechatReturnParams {
  code: string;
  state: string | null;
}

/** The code and state of a return from WeChat's authorisation, or null for any other page load. */
export function readWechatReturn(location: Pick<Location, 'pathname' | 'search'>): WechatReturnParams | null {
  if (location.pathname !== WECHAT_RETURN_PATH) return null;
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  return code ? { code, state: params.get('state') } : null;
}

/** The URL without code and state: a reload or a shared link must not replay a spent code. */
export function withoutWechatParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return `${url.pathname}${url.search}${url.hash}`;
}

// The bind-phone step a mobile WeChat login left for the login panel to open with (this page load only).
let pendingBind: string | null = null;

/** The QR-login uuid the login panel should bind a phone to, if a WeChat return asked for it. */
export function pendingWechatBind(): string | null {
  return pendingBind;
}

export function clearWechatBind(): void {
  pendingBind = null;
}

export type WechatReturnOutcome = 'stateMismatch' | BindPlatformAnswer['status'];

/**
 * Finishes a return from the mobile WeChat authorisation: the state must be the one this tab sent. Logged in, the
 * WeChat is bound to the account; a visitor is logged in, or the login modal opens on the bind-phone step.
 */
export const finishWechatReturn =
  (params: WechatReturnParams): AppThunk<Promise<WechatReturnOutcome>> =>
  async (dispatch, _getState, { http }) => {
    if (!checkWechatState(params.state)) return 'stateMismatch';
    const answer = await http.call('bindPlatform', {
      body: { code: params.code, platform: 'h5-wechat', state: params.state ?? '' },
    });
    // JSAPI payments inside WeChat pay with this openid (persisted locally once obtained).
    saveWechatOpenid(answer.openid);
    if (answer.status === 'logged_in') await dispatch(completeLogin());
    if (answer.status === 'need_phone') {
      pendingBind = answer.uuid;
      dispatch(uiActions.setVisibleLoginModal(true));
    }
    return answer.status;
  };
