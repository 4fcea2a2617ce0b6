import { randomBytes, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type PhoneLoginBody,
  type Region,
  type SendSmsCodeBody,
  type WechatTicket,
} from '@framewise/contracts';
import { translateMessage } from '@framewise/i18n/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { AppError, requestLanguage } from '../../http';
import {
  createUser,
  findIdentity,
  findUser,
  findUserByInviteCode,
  findUserByPhone,
  fitNickname,
  identitiesOf,
  linkIdentity,
  mergeAccountInto,
  setPhone,
  type UserRow,
  unlinkOtherIdentities,
} from '../users';
import type { AuthProviders } from './providers';
import { createQrLogin, finishQrLogin, markQrScanned, qrLoginAwaitingPhone, wechatSubject } from './qr-logins';
import { lockKey } from './repo';
import { revokeUserSessions, startSession } from './sessions';
import { SmsSendError } from './sms';
import {
  type CodeCheck,
  consumeSmsCode,
  issueSmsCode,
  lockPhone,
  normalizePhone,
  type SmsRefusal,
  withdrawSmsCode,
} from './sms-codes';
import { jsapiSignature, WechatError } from './wechat';

/** Message keys of the login flows (packages/i18n resources/server-errors.ts). */
export const AUTH_ERRORS = {
  sms: {
    tooSoon: 'serverErrors.sms.tooSoon',
    dailyLimit: 'serverErrors.sms.dailyLimit',
    ipLimit: 'serverErrors.sms.ipLimit',
    sendFailed: 'serverErrors.sms.sendFailed',
  } satisfies Record<SmsRefusal | 'sendFailed', string>,
  captcha: {
    required: 'serverErrors.captcha.required',
    failed: 'serverErrors.captcha.failed',
    unavailable: 'serverErrors.captcha.unavailable',
  },
  code: {
    wrong: 'serverErrors.code.wrong',
    expired: 'serverErrors.code.expired',
    locked: 'serverErrors.code.locked',
  } satisfies Record<Exclude<CodeCheck, 'ok'>, string>,
  qr: {
    notFound: 'serverErrors.qr.notFound',
    taken: 'serverErrors.qr.taken',
    rateLimited: 'serverErrors.qr.rateLimited',
    bindExpired: 'serverErrors.qr.bindExpired',
    phoneHasOtherWechat: 'serverErrors.qr.phoneHasOtherWechat',
  },
  wechat: {
    failed: 'serverErrors.wechat.failed',
    pageUrlRequired: 'serverErrors.wechat.pageUrlRequired',
    stateMismatch: 'serverErrors.wechat.stateMismatch',
  },
  regionNotServed: 'serverErrors.region.notServed',
  defaultNickname: 'serverErrors.defaults.nickname',
} as const;

/** Everything a login step needs from the app and the request. */
export interface LoginContext {
  db: Db;
  config: Config;
  auth: AuthProviders;
  sessionSecret: string;
  now: Date;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The default nickname of accounts made by a login, in the request's language. */
export function fallbackNickname(request: FastifyRequest): string {
  return translateMessage(AUTH_ERRORS.defaultNickname, requestLanguage(request));
}

/** A deployment with REGION set serves only that region's logins, whatever header a request carries. */
export function assertRegionServed(config: Config, region: Region): void {
  if (!config.regions.includes(region)) throw new AppError(ErrorCode.NOT_FOUND, AUTH_ERRORS.regionNotServed);
}

/** Captcha (when on), the bind-phone precondition, the limits, then the text message. */
export async function sendLoginCode(ctx: LoginContext, body: SendSmsCodeBody, browserKey: string | undefined) {
  const ip = ctx.request.ip;
  const { captcha } = ctx.auth;
  if (captcha.enabled) {
    if (!body.ticket || !body.randstr) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_ERRORS.captcha.required);
    const result = await captcha.verify({ ticket: body.ticket, randstr: body.randstr, ip });
    if (result === 'failed') throw new AppError(ErrorCode.BAD_REQUEST, AUTH_ERRORS.captcha.failed);
    if (result === 'unavailable') throw new AppError(ErrorCode.INTERNAL, AUTH_ERRORS.captcha.unavailable);
  }
  if (body.is_bind_phone) {
    const pending = await qrLoginAwaitingPhone(ctx.db, { uuid: body.uuid ?? '', browserKey, now: ctx.now });
    if (!pending) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_ERRORS.qr.bindExpired);
  }
  const phone = normalizePhone(body.phone);
  const issued = await issueSmsCode(ctx.db, { phone, ip, now: ctx.now, secret: ctx.sessionSecret });
  if (!issued.ok) throw new AppError(ErrorCode.RATE_LIMITED, AUTH_ERRORS.sms[issued.refusal]);
  try {
    await ctx.auth.sms.sendLoginCode(phone, issued.code);
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    await withdrawSmsCode(ctx.db, issued.id);
    ctx.request.log.error({ err: error }, 'SMS login code not sent');
    throw new AppError(ErrorCode.INTERNAL, AUTH_ERRORS.sms.sendFailed);
  }
}

const CODE_ERROR_CODES: Record<Exclude<CodeCheck, 'ok'>, number> = {
  wrong: ErrorCode.BAD_REQUEST,
  expired: ErrorCode.BAD_REQUEST,
  locked: ErrorCode.RATE_LIMITED,
};

function defaultNickname(fallback: string, phone: string | null): string {
  return phone ? `${fallback}${phone.slice(-4)}` : fallback;
}

/**
 * Phone login, or the bind-phone step of a QR login. Everything is checked before the code is consumed, so a
 * refused request changes nothing but the wrong-try count. Bind: a new phone goes onto the WeChat account; a phone
 * that already has an account absorbs the WeChat account (its WeChat identities move over, it is marked merged and
 * its sessions end), unless that account already has another WeChat.
 */
export async function loginByPhone(
  ctx: LoginContext,
  body: PhoneLoginBody,
  browserKey: string | undefined,
  fallbackNickname: string,
): Promise<string> {
  const phone = normalizePhone(body.phone);
  const { now } = ctx;
  type Outcome = { token: string } | { refusal: { key: string; code: number } };
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockPhone(trx, phone);
    const phoneUser = await findUserByPhone(trx, phone);
    let wechatLogin: { uuid: string; user: UserRow } | undefined;
    if (body.is_bind_phone) {
      wechatLogin = await qrLoginAwaitingPhone(trx, { uuid: body.uuid ?? '', browserKey, now });
      if (!wechatLogin) return { refusal: { key: AUTH_ERRORS.qr.bindExpired, code: ErrorCode.BAD_REQUEST } };
      if (phoneUser && (await identitiesOf(trx, phoneUser.uuid, 'wechat')).length > 0) {
        return { refusal: { key: AUTH_ERRORS.qr.phoneHasOtherWechat, code: ErrorCode.CONFLICT } };
      }
    }
    const check = await consumeSmsCode(trx, { phone, code: body.code, now, secret: ctx.sessionSecret });
    if (check !== 'ok') return { refusal: { key: AUTH_ERRORS.code[check], code: CODE_ERROR_CODES[check] } };

    const introducer = body.invite_code ? await findUserByInviteCode(trx, body.invite_code) : undefined;
    let target: UserRow;
    if (wechatLogin && phoneUser) {
      const from = wechatLogin.user.uuid;
      await mergeAccountInto(trx, from, phoneUser.uuid, now);
      await revokeUserSessions(trx, from, now);
      target = phoneUser;
    } else if (wechatLogin) {
      // The WeChat account never logged in before (it had no phone): it signs up now, so the invite code counts.
      const invited = introducer && introducer.uuid !== wechatLogin.user.uuid ? introducer : undefined;
      target = await setPhone(trx, wechatLogin.user.uuid, { phone, introducer: invited, now });
    } else {
      target =
        phoneUser ??
        (await createUser(trx, { phone, nickname: defaultNickname(fallbackNickname, phone), introducer, now }));
    }
    if (wechatLogin) await finishQrLogin(trx, wechatLogin.uuid);
    return { token: await startSession(trx, { ...ctx, now }, target.uuid) };
  });
  if ('refusal' in outcome) throw new AppError(outcome.refusal.code, outcome.refusal.key);
  return outcome.token;
}

const LOCK_IDENTITY = 7304;

/** Google (provider 'google', subject `sub`) or the development sign-in ('google-dev'): the account, made on first sight. */
export async function signInWithIdentity(
  db: Db,
  input: { provider: 'google' | 'google-dev'; subject: string; email: string | null; name: string | null; now: Date },
  fallbackNickname: string,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, LOCK_IDENTITY, `${input.provider}:${input.subject}`);
    const identity = await findIdentity(trx, input.provider, input.subject);
    const existing = identity ? await findUser(trx, identity.user_uuid) : undefined;
    if (existing) return existing;
    const name = input.name ?? input.email?.split('@')[0] ?? null;
    const user = await createUser(trx, { phone: null, nickname: fitNickname(name, fallbackNickname), now: input.now });
    await linkIdentity(trx, {
      provider: input.provider,
      subject: input.subject,
      userUuid: user.uuid,
      profile: { email: input.email, name: input.name },
      now: input.now,
    });
    return user;
  });
}

/**
 * Mobile WeChat: the H5 authorisation code becomes the official-account openid, bound to this user (one per user;
 * a WeChat that authorises again moves to whoever did so). With a unionid, the WeChat login identity is linked too
 * when neither side has one yet, so the same person can later log in by QR.
 */
export async function bindWechatMp(ctx: Pick<LoginContext, 'db' | 'auth' | 'now'>, userUuid: string, code: string) {
  const who = await exchangeMpCode(ctx, code);
  const { now } = ctx;
  await ctx.db.transaction().execute(async (trx) => {
    await unlinkOtherIdentities(trx, userUuid, 'wechat-mp', who.openid);
    await linkIdentity(trx, { provider: 'wechat-mp', subject: who.openid, userUuid, profile: {}, now });
    if (who.unionid) {
      const subject = wechatSubject({ openid: who.openid, unionid: who.unionid });
      const taken = await findIdentity(trx, 'wechat', subject);
      const own = await identitiesOf(trx, userUuid, 'wechat');
      if (!taken && own.length === 0) {
        await linkIdentity(trx, { provider: 'wechat', subject, userUuid, profile: { unionid: who.unionid }, now });
      }
    }
  });
  return { status: 'bound' as const, openid: who.openid };
}

/** The openid (and unionid, when the official account has one) behind an H5 authorisation code. */
async function exchangeMpCode(ctx: Pick<LoginContext, 'auth'>, code: string) {
  try {
    return await ctx.auth.wechat.openidFromMpCode(code);
  } catch (error) {
    if (error instanceof WechatError) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_ERRORS.wechat.failed);
    throw error;
  }
}

export type MobileWechatLogin =
  | { status: 'logged_in'; openid: string; token: string }
  | { status: 'need_phone'; openid: string; uuid: string };

/**
 * Mobile WeChat login, for a visitor coming back from the H5 authorisation: the account of the official-account
 * openid (or of the unionid's WeChat login), made on first sight without phone. With a phone it logs in at once;
 * without, a QR-login row scanned by this WeChat lets this browser bind a phone, exactly as after a QR scan.
 */
export async function mobileWechatLogin(
  ctx: LoginContext,
  code: string,
  browserKey: string,
  fallbackNickname: string,
): Promise<MobileWechatLogin> {
  const who = await exchangeMpCode(ctx, code);
  const { now } = ctx;
  const user = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, LOCK_IDENTITY, `wechat-mp:${who.openid}`);
    const byOpenid = await findIdentity(trx, 'wechat-mp', who.openid);
    const unionSubject = who.unionid ? wechatSubject({ openid: who.openid, unionid: who.unionid }) : undefined;
    const byUnion = !byOpenid && unionSubject ? await findIdentity(trx, 'wechat', unionSubject) : undefined;
    const found = byOpenid ?? byUnion;
    const existing = found ? await findUser(trx, found.user_uuid) : undefined;
    if (existing) {
      if (!byOpenid)
        await linkIdentity(trx, {
          provider: 'wechat-mp',
          subject: who.openid,
          userUuid: existing.uuid,
          profile: {},
          now,
        });
      return existing;
    }
    const made = await createUser(trx, { phone: null, nickname: fitNickname(null, fallbackNickname), now });
    await linkIdentity(trx, { provider: 'wechat-mp', subject: who.openid, userUuid: made.uuid, profile: {}, now });
    if (unionSubject) {
      await linkIdentity(trx, {
        provider: 'wechat',
        subject: unionSubject,
        userUuid: made.uuid,
        profile: { unionid: who.unionid },
        now,
      });
    }
    return made;
  });
  if (user.phone) {
    const token = await ctx.db
      .transaction()
      .execute((trx) =>
        startSession(trx, { request: ctx.request, reply: ctx.reply, config: ctx.config, now }, user.uuid),
      );
    return { status: 'logged_in', openid: who.openid, token };
  }
  const uuid = randomUUID();
  const created = await createQrLogin(ctx.db, { uuid, browserKey, ip: ctx.request.ip, now });
  if (created === 'rateLimited') throw new AppError(ErrorCode.RATE_LIMITED, AUTH_ERRORS.qr.rateLimited);
  await markQrScanned(ctx.db, uuid, user.uuid, now);
  return { status: 'need_phone', openid: who.openid, uuid };
}

/** The JS-SDK config for a page URL (the client's, else its Referer), signed over the provider's jsapi_ticket. */
export async function wechatJsConfig(
  ctx: Pick<LoginContext, 'auth' | 'now'>,
  pageUrl: string | undefined,
): Promise<WechatTicket> {
  if (!pageUrl) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_ERRORS.wechat.pageUrlRequired);
  let ticket: { appId: string; ticket: string };
  try {
    ticket = await ctx.auth.wechat.jsapiTicket();
  } catch (error) {
    if (error instanceof WechatError) throw new AppError(ErrorCode.INTERNAL, AUTH_ERRORS.wechat.failed);
    throw error;
  }
  const timestamp = Math.floor(ctx.now.getTime() / 1000);
  const nonceStr = randomBytes(12).toString('base64url');
  return {
    appId: ticket.appId,
    timestamp,
    nonceStr,
    signature: jsapiSignature({ ticket: ticket.ticket, nonceStr, timestamp, url: pageUrl }),
  };
}
