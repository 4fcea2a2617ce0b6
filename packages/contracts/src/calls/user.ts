import { z } from 'zod';
import { defineCalls } from '../call';
import {
  introducer,
  loginUuid,
  nickname,
  objectOfFields,
  phone,
  planPeriod,
  smsCode,
  storageKey,
} from '../domain/fields';
import { INTRODUCER_MAX_LENGTH } from '../domain/limits';
import { VALIDATION } from '../domain/messages';
import { USER_INFO_FIELDS } from '../domain/user-fields';
import { userRoutes } from '../route-table/user';

/** The user fields, as /api/user/info answers them; the shape is written in USER_INFO_FIELDS. */
export const userInfo = objectOfFields(USER_INFO_FIELDS);

// The bind-phone variant attaches the phone to the account of a QR login, which it names by that login's uuid.
const bindPhoneNeedsUuid = (b: { is_bind_phone: boolean; uuid?: string | undefined }) => !b.is_bind_phone || !!b.uuid;

export const sendSmsCodeBody = z
  .object({
    phone,
    /** Slider-captcha ticket and randstr, required by the server when captcha is on. */
    ticket: z.string().max(2048).optional(),
    randstr: z.string().max(256).optional(),
    is_bind_phone: z.boolean().default(false),
    uuid: loginUuid.optional(),
  })
  .refine(bindPhoneNeedsUuid, { error: VALIDATION.bindPhoneUuidRequired, path: ['uuid'] });
export type SendSmsCodeBody = z.infer<typeof sendSmsCodeBody>;

export const phoneLoginBody = z
  .object({
    phone,
    code: smsCode,
    /** The stored invite code of whoever invited this visitor; empty when none. */
    invite_code: z.string().trim().max(INTRODUCER_MAX_LENGTH).optional(),
    is_bind_phone: z.boolean().default(false),
    uuid: loginUuid.optional(),
  })
  .refine(bindPhoneNeedsUuid, { error: VALIDATION.bindPhoneUuidRequired, path: ['uuid'] });
export type PhoneLoginBody = z.infer<typeof phoneLoginBody>;

/** The session token, also set as the ai-qrcode-token cookie (30 days). */
export const loginAnswer = z.object({ token: z.string().min(1) });
export type LoginAnswer = z.infer<typeof loginAnswer>;

const qrCodeBody = z.object({ uuid: loginUuid });
export const qrCodeAnswer = z.object({ url: z.string().min(1) });
export type QrCodeAnswer = z.infer<typeof qrCodeAnswer>;

const qrLoginStatusQuery = z.object({ uuid: loginUuid });
/**
 * State of a QR login: pending until scanned, expired after 5 minutes, logged_in (session set, token returned) when
 * the WeChat user has a phone, need_phone otherwise (the bind-phone form then logs in with is_bind_phone and uuid).
 */
export const qrLoginStatus = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('need_phone') }),
  z.object({ status: z.literal('logged_in'), token: z.string().min(1) }),
]);
export type QrLoginStatus = z.infer<typeof qrLoginStatus>;

const bindPlatformBody = z.object({
  /** The authorisation code WeChat put in the return URL. */
  code: z.string().min(1).max(512),
  platform: z.literal('h5-wechat'),
  /** The state WeChat echoed: the one wechatAuthState issued to this browser (checked against its cookie). */
  state: z.string().min(1).max(256),
});
/** The OAuth state for one WeChat H5 authorisation, bound to this browser's cookie by the server. */
const wechatAuthStateAnswer = z.object({ state: z.string().min(1) });
/** A share to a group chat: the current-day points granted now (0 once today's bonuses are used) and how many remain. */
export const shareBonusAnswer = z.object({
  points: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type ShareBonusAnswer = z.infer<typeof shareBonusAnswer>;
/**
 * bound: a logged-in user's account now carries this WeChat (for payments inside WeChat). For a visitor the code is a
 * mobile login: logged_in when the WeChat's account has a phone (the session cookie is set), else need_phone with
 * the uuid of the bind-phone step (the same step as a QR login without phone; the browser key cookie is set).
 */
export const bindPlatformAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('bound'), openid: z.string().min(1) }),
  z.object({ status: z.literal('logged_in'), openid: z.string().min(1), token: z.string().min(1) }),
  z.object({ status: z.literal('need_phone'), openid: z.string().min(1), uuid: z.string().min(1) }),
]);
export type BindPlatformAnswer = z.infer<typeof bindPlatformAnswer>;

/** The page URL to sign (without hash); the server falls back to the Referer. */
const wechatTicketQuery = z.object({ url: z.string().max(2048).optional() });
/** WeChat JS-SDK config signature. */
export const wechatTicket = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type WechatTicket = z.infer<typeof wechatTicket>;

export const modifyInfoBody = z.object({
  nickname,
  /** Storage key of an avatar the user uploaded under their own avatar prefix; unchanged when absent. */
  avatar_url: storageKey.optional(),
});
export type ModifyInfoBody = z.infer<typeof modifyInfoBody>;

/** Sets the introducer (once): invite_code is the inviter's code. */
const modifyInviteCodeBody = z.object({ invite_code: introducer });

/** One membership the user holds. */
export const vipEntry = z.object({
  vip_type: z.string(),
  name: z.string(),
  batch_type: planPeriod,
  /** ISO 8601 end of the membership. */
  expire_time: z.string(),
});
export type VipEntry = z.infer<typeof vipEntry>;
export const vipInfo = z.object({ list: z.array(vipEntry) });
export type VipInfo = z.infer<typeof vipInfo>;

export const userCalls = defineCalls(userRoutes, {
  getUserInfo: { data: userInfo },
  logout: { data: z.null() },
  sendSmsCode: { body: sendSmsCodeBody, data: z.null() },
  loginByPhone: { body: phoneLoginBody, data: loginAnswer },
  getQrCode: { body: qrCodeBody, data: qrCodeAnswer },
  getQrLoginStatus: { query: qrLoginStatusQuery, data: qrLoginStatus },
  bindPlatform: { body: bindPlatformBody, data: bindPlatformAnswer },
  wechatAuthState: { data: wechatAuthStateAnswer },
  shareBonus: { data: shareBonusAnswer },
  getWechatTicket: { query: wechatTicketQuery, data: wechatTicket },
  modifyInfo: { body: modifyInfoBody, data: userInfo },
  modifyInviteCode: { body: modifyInviteCodeBody, data: userInfo },
  getVipInfo: { data: vipInfo },
});
