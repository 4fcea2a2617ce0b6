import { readString, removeKey, writeString } from './storage';

/**
 * Where the page runs, decided once by the app at its composition root: a desktop browser (QR payments, slider
 * captcha), a mobile browser (the provider's mobile pay pages, phone + SMS login) or WeChat's in-app browser (JSAPI
 * pay, WeChat authorisation, JS-SDK share).
 */
export type PageSurface = 'desktop' | 'mobile' | 'wechat';

const OPENID_KEY = 'framewise-wechat-openid';

/** The official-account openid of this WeChat (persisted locally once obtained); '' when unknown. */
export function readWechatOpenid(): string {
  return readString(OPENID_KEY) ?? '';
}

export function saveWechatOpenid(openid: string): void {
  if (openid) writeString(OPENID_KEY, openid);
}

/** Forgets the openid (another account logged in on this phone pays with its own). */
export function clearWechatOpenid(): void {
  removeKey(OPENID_KEY);
}
