import type { HttpClient } from '@framewise/api-client';
import { removeEntry, takeTimed, writeTimed } from '../browser-storage';

/** WeChat's web authorisation page (official-account OAuth), opened inside the WeChat browser on phones. */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** Where WeChat sends the user back with ?code=. */
export const WECHAT_RETURN_PATH = '/m/member';

const STATE_KEY = 'framewise-wechat-state';
const STATE_MAX_AGE_MS = 15 * 60_000;

export interface WechatAuthorizeOptions {
  appId: string;
  /** Absolute return URL; must be on the domain registered with WeChat. */
  redirectUri: string;
  /** Echoed back by WeChat; the server issued it bound to this browser and checks it on return. */
  state: string;
  /**
   * snsapi_base by default: the account's openid is all bindPlatform needs, and it skips WeChat's consent screen.
   */
  scope?: 'snsapi_base' | 'snsapi_userinfo';
  /** WeChat's page by default; local runs use the API's sandbox page, which returns the same way. */
  authorizeUrl?: string;
}

/** The authorisation URL; WeChat requires this parameter order and the #wechat_redirect fragment. */
export function wechatAuthorizeUrl({
  appId,
  redirectUri,
  state,
  scope = 'snsapi_base',
  authorizeUrl = WECHAT_AUTHORIZE_URL,
}: WechatAuthorizeOptions): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${scope}`,
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${authorizeUrl}?${query}#wechat_redirect`;
}

/**
 * Starts the WeChat authorisation: asks the server for a state bound to this browser's cookie (bindPlatform checks
 * it), remembers it for this tab and returns the URL to go to.
 */
export async function beginWechatAuthorization(
  http: Pick<HttpClient, 'call'>,
  appId: string,
  origin: string,
  authorizeUrl?: string,
): Promise<string> {
  const { state } = await http.call('wechatAuthState');
  writeTimed(STATE_KEY, state);
  return wechatAuthorizeUrl({ appId, redirectUri: `${origin}${WECHAT_RETURN_PATH}`, state, authorizeUrl });
}

/** On the return page: true when `state` is the one this tab sent (read once), so the code may be used. */
export function checkWechatState(state: string | null): boolean {
  const expected = takeTimed(STATE_KEY, STATE_MAX_AGE_MS);
  removeEntry(STATE_KEY);
  return Boolean(state) && state === expected;
}
