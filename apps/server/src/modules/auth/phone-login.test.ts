import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import type { CaptchaAnswer, CaptchaProvider, CaptchaResult } from './captcha';
import {
  SMS_CODE_TTL_MS,
  SMS_MAX_WRONG_TRIES,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_PER_DAY,
  SMS_RESEND_INTERVAL_MS,
  TOKEN_COOKIE,
} from './constants';
import { hashToken } from './sessions';
import { SmsSendError } from './sms';
import { apiCall, inbox, phoneLogin, sendCode, sessionCookie, setCookie } from './testing';

let testDb: TestDb;
let app: FastifyInstance;
let clock = Date.parse('2026-03-01T08:00:00Z');
const advance = (ms: number) => {
  clock += ms;
};

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ FRAMEWISE_TEST_HOOKS: '1' }),
    db: testDb.db,
    now: () => new Date(clock),
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
// Each test starts a day later than the last, so rolling limits from earlier tests never interfere.
beforeEach(() => advance(25 * 60 * 60 * 1000));

let phoneSeq = 0;
/** A fresh mainland number per use. */
const newPhone = () => `139${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;
let ipSeq = 0;
const newIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function counts() {
  const row = async (table: 'sms_codes' | 'users' | 'sessions') =>
    Number(
      (
        await testDb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { codes: await row('sms_codes'), users: await row('users'), sessions: await row('sessions') };
}

describe('input validation (nothing stored)', () => {
  it.each([
    ['a missing phone', {}, 'Phone number is required!'],
    ['an empty phone', { phone: '' }, 'Phone number is required!'],
    ['a landline', { phone: '02112345678' }, 'Invalid phone number format!'],
    ['a short number', { phone: '1380013800' }, 'Invalid phone number format!'],
    ['a foreign prefix', { phone: '+4413800138000' }, 'Invalid phone number format!'],
    ['bind-phone without uuid', { phone: '13800138000', is_bind_phone: true }, 'Binding a phone number'],
  ])('sending a code refuses %s', async (_label, body, msg) => {
    const before = await counts();
    const res = await apiCall(app, 'POST', '/api/user/getSMSCodeTicket', body, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain(msg);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a missing code', { phone: '13800138000' }, 'Verification code is required!'],
    ['letters in the code', { phone: '13800138000', code: '12ab56' }, 'digits only'],
    ['a code longer than 8', { phone: '13800138000', code: '123456789' }, 'at most 8'],
    ['a bad phone', { phone: '1234', code: '123456' }, 'Invalid phone number format!'],
    ['a bad bind uuid', { phone: '13800138000', code: '123456', is_bind_phone: true, uuid: 'a b' }, 'QR code'],
  ])('logging in refuses %s', async (_label, body, msg) => {
    const before = await counts();
    const res = await apiCall(app, 'POST', '/api/user/loginByCodePhone', body, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toContain(msg);
    expect(await counts()).toEqual(before);
  });

  it('answers in the language of the request', async () => {
    const res = await apiCall(app, 'POST', '/api/user/getSMSCodeTicket', { phone: '123' });
    expect(res.json().msg).toBe('手机号格式不正确');
  });

  it('is a China-only flow', async () => {
    const res = await sendCode(app, newPhone(), { region: 'global' });
    expect(res.json().code).toBe(404);
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code, stores only its hash, and logs in with it once', async () => {
    const phone = newPhone();
    const ip = newIp();
    expect((await sendCode(app, `+86${phone}`, { ip })).json()).toEqual({ code: 0, data: null, msg: 'ok' });
    const code = await inbox(app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await testDb.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const login = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone: `0086${phone}`, code }, { ip });
    expect(login.json().code).toBe(0);
    const replay = await apiCall(
      app,
      'POST',
      '/api/user/loginByCodePhone',
      { phone, code },
      {
        ip,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(replay.json()).toMatchObject({
      code: 400,
      msg: 'The verification code has expired. Please request a new one.',
    });
  });

  it('refuses an expired code (5 minutes)', async () => {
    const phone = newPhone();
    await sendCode(app, phone, { ip: newIp() });
    const code = await inbox(app, phone);
    advance(SMS_CODE_TTL_MS + 1);
    const res = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code }, { ip: newIp() });
    expect(res.json()).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });
    expect(await testDb.db.selectFrom('users').select('uuid').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('kills a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const phone = newPhone();
    await sendCode(app, phone, { ip: newIp() });
    const code = await inbox(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_WRONG_TRIES; i++) {
      const res = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code: wrong });
      expect(res.json()).toMatchObject({ code: 400, msg: '验证码错误' });
    }
    const sixth = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code });
    expect(sixth.json()).toMatchObject({ code: 429, msg: '验证码错误次数过多，请重新获取' });
    expect(await testDb.db.selectFrom('users').select('uuid').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('accepts only the latest code', async () => {
    const phone = newPhone();
    const ip = newIp();
    await sendCode(app, phone, { ip });
    const first = await inbox(app, phone);
    advance(SMS_RESEND_INTERVAL_MS);
    await sendCode(app, phone, { ip });
    const second = await inbox(app, phone);
    if (first !== second) {
      const old = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code: first });
      expect(old.json().code).toBe(400);
    }
    const res = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code: second });
    expect(res.json().code).toBe(0);
  });

  it('refuses a resend within 60 seconds of the last code', async () => {
    const phone = newPhone();
    expect((await sendCode(app, phone, { ip: newIp() })).json().code).toBe(0);
    advance(SMS_RESEND_INTERVAL_MS - 1000);
    const early = await sendCode(app, phone, { ip: newIp(), headers: { 'accept-language': 'en' } });
    expect(early.json()).toMatchObject({ code: 429, msg: expect.stringContaining('60 seconds') });
    advance(1000);
    expect((await sendCode(app, phone, { ip: newIp() })).json().code).toBe(0);
  });

  it('allows at most 10 codes per phone per day, from any address', async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_PER_PHONE_PER_DAY; i++) {
      expect((await sendCode(app, phone, { ip: newIp() })).json().code).toBe(0);
      advance(SMS_RESEND_INTERVAL_MS);
    }
    const before = await counts();
    const eleventh = await sendCode(app, phone, { ip: newIp() });
    expect(eleventh.json()).toMatchObject({ code: 429, msg: '该手机号今日获取验证码次数已达上限，请明天再试' });
    expect(await counts()).toEqual(before);
    advance(24 * 60 * 60 * 1000);
    expect((await sendCode(app, phone, { ip: newIp() })).json().code).toBe(0);
  });

  it('allows at most 30 codes per address per hour, whatever the phones', async () => {
    const ip = newIp();
    for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++) {
      expect((await sendCode(app, newPhone(), { ip })).json().code).toBe(0);
    }
    const refused = await sendCode(app, newPhone(), { ip });
    expect(refused.json()).toMatchObject({ code: 429, msg: '当前网络获取验证码过于频繁，请稍后再试' });
    expect((await sendCode(app, newPhone(), { ip: newIp() })).json().code).toBe(0);
    advance(60 * 60 * 1000 + 1);
    expect((await sendCode(app, newPhone(), { ip })).json().code).toBe(0);
  });
});

describe('sessions', () => {
  it('sets the ai-qrcode-token cookie (30 days, HttpOnly, SameSite=Lax, path /) and returns the same token', async () => {
    const { token, res } = await phoneLogin(app, newPhone(), { ip: newIp() });
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cookie = setCookie(res, TOKEN_COOKIE);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    const stored = await testDb.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(stored).toHaveLength(1);
    const all = await testDb.db.selectFrom('sessions').select('token_hash').execute();
    expect(all.some((s) => s.token_hash === token)).toBe(false);
  });

  it('finds the user by cookie or by Bearer token', async () => {
    const phone = newPhone();
    const { token } = await phoneLogin(app, phone, { ip: newIp() });
    const byCookie = await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) });
    expect(byCookie.json().data.phone).toBe(phone);
    const byBearer = await apiCall(app, 'GET', '/api/user/info', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json().data.phone).toBe(phone);
  });

  it('answers 401 without a session or with an unknown token', async () => {
    expect((await apiCall(app, 'GET', '/api/user/info')).json()).toMatchObject({ code: 401, data: null });
    const res = await apiCall(app, 'GET', '/api/user/info', undefined, {
      cookies: sessionCookie('AAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(res.json().code).toBe(401);
  });

  it('gives a new token at each login and revokes the one the browser presented', async () => {
    const phone = newPhone();
    const ip = newIp();
    const first = await phoneLogin(app, phone, { ip });
    advance(SMS_RESEND_INTERVAL_MS);
    const second = await phoneLogin(app, phone, { ip, cookies: sessionCookie(first.token) });
    expect(second.token).not.toBe(first.token);
    const old = await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(first.token) });
    expect(old.json().code).toBe(401);
    const current = await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(second.token) });
    expect(current.json().code).toBe(0);
    // Same account both times.
    expect((await testDb.db.selectFrom('users').select('uuid').where('phone', '=', phone).execute()).length).toBe(1);
  });

  it('keeps other devices logged in: a login elsewhere does not end this session', async () => {
    const phone = newPhone();
    const laptop = await phoneLogin(app, phone, { ip: newIp() });
    advance(SMS_RESEND_INTERVAL_MS);
    const phoneApp = await phoneLogin(app, phone, { ip: newIp() });
    for (const token of [laptop.token, phoneApp.token]) {
      const res = await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) });
      expect(res.json().code).toBe(0);
    }
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const { token } = await phoneLogin(app, newPhone(), { ip: newIp() });
    const out = await apiCall(app, 'POST', '/api/user/logout', undefined, { cookies: sessionCookie(token) });
    expect(out.json()).toEqual({ code: 0, data: null, msg: 'ok' });
    const cleared = setCookie(out, TOKEN_COOKIE);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires as Date).getTime()).toBeLessThanOrEqual(Date.now());
    const after = await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) });
    expect(after.json().code).toBe(401);
    const row = await testDb.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('logout without a session still clears the cookie', async () => {
    const out = await apiCall(app, 'POST', '/api/user/logout');
    expect(out.json().code).toBe(0);
    expect(setCookie(out, TOKEN_COOKIE)?.value).toBe('');
  });

  it('expires sessions after 30 days', async () => {
    const { token } = await phoneLogin(app, newPhone(), { ip: newIp() });
    advance(30 * 24 * 60 * 60 * 1000 + 1);
    const res = await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) });
    expect(res.json().code).toBe(401);
  });
});

describe('sign-up with an invite code', () => {
  it('stores a valid invite code as the introducer of a new account only', async () => {
    const inviterPhone = newPhone();
    const { token } = await phoneLogin(app, inviterPhone, { ip: newIp() });
    const inviter = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) })).json()
      .data;

    const newcomer = newPhone();
    const joined = await phoneLogin(app, newcomer, {
      ip: newIp(),
      body: { invite_code: inviter.invite_code.toLowerCase() },
    });
    const info = (
      await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(joined.token) })
    ).json().data;
    expect(info.introducer).toBe(inviter.invite_code);

    // An existing account logging in with someone's code keeps its (empty) introducer.
    advance(SMS_RESEND_INTERVAL_MS);
    const again = await phoneLogin(app, inviterPhone, { ip: newIp(), body: { invite_code: info.invite_code } });
    const unchanged = (
      await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(again.token) })
    ).json().data;
    expect(unchanged.introducer).toBe('');
  });

  it('ignores an unknown invite code at sign-up', async () => {
    const { token } = await phoneLogin(app, newPhone(), { ip: newIp(), body: { invite_code: 'NOSUCHCODE' } });
    const info = (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) })).json();
    expect(info.data.introducer).toBe('');
  });
});

describe('captcha and SMS providers', () => {
  let captchaApp: FastifyInstance;
  const seen: CaptchaAnswer[] = [];
  let verdict: CaptchaResult = 'ok';
  let smsFails = false;
  const sent: string[] = [];

  beforeAll(async () => {
    const captcha: CaptchaProvider = {
      name: 'recording',
      enabled: true,
      verify: async (answer) => {
        seen.push(answer);
        return verdict;
      },
    };
    captchaApp = await buildApp({
      config: testConfig(),
      db: testDb.db,
      now: () => new Date(clock),
      authProviders: {
        captcha,
        sms: {
          name: 'recording',
          sendLoginCode: async (phone) => {
            if (smsFails) throw new SmsSendError('carrier down');
            sent.push(phone);
          },
        },
      },
    });
  });
  afterAll(() => captchaApp?.close());

  it('requires ticket and randstr when captcha is on', async () => {
    const before = await counts();
    const res = await sendCode(captchaApp, newPhone(), { ip: newIp() });
    expect(res.json()).toMatchObject({ code: 400, msg: '请先完成滑块验证' });
    expect(await counts()).toEqual(before);
  });

  it('passes the ticket, randstr and client address to the provider and refuses a failed check', async () => {
    verdict = 'failed';
    const ip = newIp();
    const before = await counts();
    const res = await sendCode(captchaApp, newPhone(), { ip, body: { ticket: 't-1', randstr: '@abc' } });
    expect(res.json()).toMatchObject({ code: 400, msg: '滑块验证未通过，请重试' });
    expect(seen.at(-1)).toEqual({ ticket: 't-1', randstr: '@abc', ip });
    expect(await counts()).toEqual(before);
    verdict = 'unavailable';
    expect((await sendCode(captchaApp, newPhone(), { ip, body: { ticket: 't', randstr: 'r' } })).json().code).toBe(500);
    verdict = 'ok';
    const phone = newPhone();
    expect((await sendCode(captchaApp, phone, { ip, body: { ticket: 't', randstr: 'r' } })).json().code).toBe(0);
    expect(sent.at(-1)).toBe(phone);
  });

  it('takes a code back when the text message fails, so the user may retry at once', async () => {
    smsFails = true;
    const phone = newPhone();
    const res = await sendCode(captchaApp, phone, { ip: newIp(), body: { ticket: 't', randstr: 'r' } });
    expect(res.json()).toMatchObject({ code: 500, msg: '短信发送失败，请稍后重试' });
    expect(await testDb.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    smsFails = false;
    expect((await sendCode(captchaApp, phone, { ip: newIp(), body: { ticket: 't', randstr: 'r' } })).json().code).toBe(
      0,
    );
  });

  it('has no test inbox without FRAMEWISE_TEST_HOOKS', async () => {
    const res = await captchaApp.inject({ url: '/api/test/sms?phone=13800138000' });
    expect(res.json().code).toBe(404);
  });
});
