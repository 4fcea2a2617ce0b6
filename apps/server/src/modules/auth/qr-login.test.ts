import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { QR_BROWSER_COOKIE, QR_TTL_MS, TOKEN_COOKIE } from './constants';
import { apiCall, inbox, phoneLogin, sendCode, sessionCookie, setCookie } from './testing';
import { jsapiSignature, SANDBOX_WECHAT_APP_ID, SandboxWechatProvider } from './wechat';

let testDb: TestDb;
let app: FastifyInstance;
let clock = Date.parse('2026-04-01T08:00:00Z');
const advance = (ms: number) => {
  clock += ms;
};

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({
    config: testConfig({ FRAMEWISE_TEST_HOOKS: '1', PUBLIC_URL: 'http://api.test' }),
    db: testDb.db,
    now: () => new Date(clock),
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(() => advance(25 * 60 * 60 * 1000));

let seq = 0;
const newPhone = () => `137${String(20_000_000 + ++seq * 104_729).slice(-8)}`;
const newIp = () => `10.2.0.${++seq % 250}`;

/** A browser: keeps the QR key cookie it is given, like a real one would. */
function browser() {
  const cookies: Record<string, string> = {};
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string }[]) {
      if (c.value) cookies[c.name] = c.value;
      else delete cookies[c.name];
    }
    return res;
  };
  const ip = newIp();
  return {
    cookies,
    getQrCode: async (uuid: string) =>
      keep(await apiCall(app, 'POST', '/api/user/getQRCode', { uuid }, { cookies, ip })),
    poll: async (uuid: string) =>
      keep(await apiCall(app, 'GET', `/api/user/qrLoginStatus?uuid=${uuid}`, undefined, { cookies, ip })),
    sendCode: async (phone: string, uuid: string) =>
      keep(await sendCode(app, phone, { cookies, ip, body: { is_bind_phone: true, uuid } })),
    bind: async (phone: string, code: string, uuid: string, extra: Record<string, unknown> = {}) =>
      keep(
        await apiCall(
          app,
          'POST',
          '/api/user/loginByCodePhone',
          { phone, code, is_bind_phone: true, uuid, ...extra },
          { cookies, ip },
        ),
      ),
  };
}

/** The sandbox page's form post: 'new' or an existing openid. Returns the openid confirmed. */
async function scan(uuid: string, user = 'new'): Promise<{ res: LightMyRequestResponse; openid: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/wechat-qr/${uuid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams({ user, nickname: 'Wei Chat Person' }).toString(),
  });
  const openid = res.body.match(/data-testid="wechat-sandbox-openid-result">([^<]+)</)?.[1] ?? '';
  return { res, openid };
}

function keepCookies(b: ReturnType<typeof browser>, res: LightMyRequestResponse) {
  for (const c of res.cookies as { name: string; value: string }[]) if (c.value) b.cookies[c.name] = c.value;
  return res;
}

/**
 * A WeChat H5 authorisation started in browser b (the state bound to its key cookie) and back with code: the
 * bindPlatform request that browser makes, with extra cookies (a session) when given.
 */
async function bindFrom(b: ReturnType<typeof browser>, code: string, extraCookies: Record<string, string> = {}) {
  const started = keepCookies(b, await apiCall(app, 'POST', '/api/user/wechatAuthState', {}, { cookies: b.cookies }));
  const { state } = started.json().data as { state: string };
  return keepCookies(
    b,
    await apiCall(
      app,
      'POST',
      '/api/user/bindPlatform',
      { code, platform: 'h5-wechat', state },
      { cookies: { ...b.cookies, ...extraCookies } },
    ),
  );
}

async function infoOf(token: string) {
  return (await apiCall(app, 'GET', '/api/user/info', undefined, { cookies: sessionCookie(token) })).json().data;
}

describe('WeChat QR login (sandbox provider)', () => {
  it('answers the sandbox page URL and a browser key cookie', async () => {
    const b = browser();
    const uuid = randomUUID();
    const res = await b.getQrCode(uuid);
    expect(res.json()).toEqual({ code: 0, data: { url: `http://api.test/sandbox/wechat-qr/${uuid}` }, msg: 'ok' });
    expect(setCookie(res, QR_BROWSER_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/user' });
    expect((await b.poll(uuid)).json().data).toEqual({ status: 'pending' });
  });

  it('shows a confirm page for the QR code, in the request language', async () => {
    const uuid = randomUUID();
    await browser().getQrCode(uuid);
    const page = await app.inject({ url: `/sandbox/wechat-qr/${uuid}`, headers: { 'accept-language': 'ja' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('data-testid="wechat-sandbox-new"');
    const missing = await app.inject({ url: '/sandbox/wechat-qr/no-such-login' });
    expect(missing.statusCode).toBe(404);
  });

  it('a new WeChat user without phone: need_phone, then bind a new phone and log in', async () => {
    const b = browser();
    const uuid = randomUUID();
    await b.getQrCode(uuid);
    const { res, openid } = await scan(uuid);
    expect(res.statusCode).toBe(200);
    expect(openid).toMatch(/^sandbox-/);
    expect((await b.poll(uuid)).json().data).toEqual({ status: 'need_phone' });
    // Polling again keeps answering need_phone; no session without a phone.
    const again = await b.poll(uuid);
    expect(again.json().data).toEqual({ status: 'need_phone' });
    expect(setCookie(again, TOKEN_COOKIE)).toBeUndefined();

    const phone = newPhone();
    expect((await b.sendCode(phone, uuid)).json().code).toBe(0);
    const bound = await b.bind(phone, await inbox(app, phone), uuid);
    expect(bound.json().code).toBe(0);
    const token = bound.json().data.token;
    expect(setCookie(bound, TOKEN_COOKIE)?.value).toBe(token);
    const info = await infoOf(token);
    expect(info).toMatchObject({ phone, nickname: 'Wei Chat' });
    // The QR login is spent.
    expect((await b.poll(uuid)).json().data).toEqual({ status: 'expired' });

    // Next time the same WeChat person logs straight in.
    const next = randomUUID();
    await b.getQrCode(next);
    await scan(next, openid);
    const polled = await b.poll(next);
    expect(polled.json().data).toMatchObject({ status: 'logged_in' });
    expect(setCookie(polled, TOKEN_COOKIE)?.value).toBe(polled.json().data.token);
    expect((await infoOf(polled.json().data.token)).uuid).toBe(info.uuid);
    // Exactly one session per QR login.
    expect((await b.poll(next)).json().data).toEqual({ status: 'expired' });
  });

  it('binding a phone that has an account merges the WeChat account into it', async () => {
    const phone = newPhone();
    const owner = await phoneLogin(app, phone, { ip: newIp() });
    const phoneAccount = await infoOf(owner.token);

    const b = browser();
    const uuid = randomUUID();
    await b.getQrCode(uuid);
    const { openid } = await scan(uuid);
    expect((await b.poll(uuid)).json().data.status).toBe('need_phone');
    const wechatOnly = await testDb.db
      .selectFrom('user_identities')
      .select('user_uuid')
      .where('provider', '=', 'wechat')
      .where('subject', '=', openid)
      .executeTakeFirstOrThrow();

    advance(60_000);
    await b.sendCode(phone, uuid);
    const bound = await b.bind(phone, await inbox(app, phone), uuid);
    expect(bound.json().code).toBe(0);
    expect((await infoOf(bound.json().data.token)).uuid).toBe(phoneAccount.uuid);

    const identity = await testDb.db
      .selectFrom('user_identities')
      .select('user_uuid')
      .where('provider', '=', 'wechat')
      .where('subject', '=', openid)
      .executeTakeFirstOrThrow();
    expect(identity.user_uuid).toBe(phoneAccount.uuid);
    const merged = await testDb.db
      .selectFrom('users')
      .select('merged_into')
      .where('uuid', '=', wechatOnly.user_uuid)
      .executeTakeFirstOrThrow();
    expect(merged.merged_into).toBe(phoneAccount.uuid);
    // The phone account's earlier session is untouched.
    expect((await infoOf(owner.token)).uuid).toBe(phoneAccount.uuid);

    // The WeChat person now lands in the phone account directly.
    const next = randomUUID();
    await b.getQrCode(next);
    await scan(next, openid);
    const polled = (await b.poll(next)).json().data;
    expect(polled.status).toBe('logged_in');
    expect((await infoOf(polled.token)).uuid).toBe(phoneAccount.uuid);
  });

  it('refuses to bind a phone whose account already has another WeChat', async () => {
    const phone = newPhone();
    const first = browser();
    const u1 = randomUUID();
    await first.getQrCode(u1);
    await scan(u1);
    await first.sendCode(phone, u1);
    expect((await first.bind(phone, await inbox(app, phone), u1)).json().code).toBe(0);

    const second = browser();
    const u2 = randomUUID();
    await second.getQrCode(u2);
    await scan(u2);
    advance(60_000);
    await second.sendCode(phone, u2);
    const code = await inbox(app, phone);
    const refused = await second.bind(phone, code, u2);
    expect(refused.json()).toMatchObject({ code: 409, msg: '该手机号已绑定其他微信账号，请使用手机号登录' });
    // The code was not consumed by the refused request.
    const login = await apiCall(app, 'POST', '/api/user/loginByCodePhone', { phone, code });
    expect(login.json().code).toBe(0);
  });

  it('QR codes expire after 5 minutes', async () => {
    const b = browser();
    const uuid = randomUUID();
    await b.getQrCode(uuid);
    advance(QR_TTL_MS - 1000);
    expect((await b.poll(uuid)).json().data.status).toBe('pending');
    advance(1000);
    expect((await b.poll(uuid)).json().data.status).toBe('expired');
    const { res } = await scan(uuid);
    expect(res.statusCode).toBe(410);
    expect((await b.poll(uuid)).json().data.status).toBe('expired');
    expect((await app.inject({ url: `/sandbox/wechat-qr/${uuid}` })).statusCode).toBe(410);
  });

  it('only the browser that asked for the QR code may poll it or bind to it', async () => {
    const owner = browser();
    const thief = browser();
    const uuid = randomUUID();
    await owner.getQrCode(uuid);
    await scan(uuid);
    const stolen = await thief.poll(uuid);
    expect(stolen.json()).toMatchObject({ code: 404, data: null });
    const phone = newPhone();
    const code = await thief.sendCode(phone, uuid);
    expect(code.json()).toMatchObject({ code: 400, msg: '扫码登录已失效，请重新扫码' });
    expect((await owner.poll(uuid)).json().data.status).toBe('need_phone');
  });

  it('refuses a uuid that is already in use', async () => {
    const uuid = randomUUID();
    expect((await browser().getQrCode(uuid)).json().code).toBe(0);
    expect((await browser().getQrCode(uuid)).json()).toMatchObject({ code: 409, data: null });
  });

  it('a bind-phone request needs a scanned QR login', async () => {
    const b = browser();
    const uuid = randomUUID();
    await b.getQrCode(uuid);
    const phone = newPhone();
    expect((await b.sendCode(phone, uuid)).json().code).toBe(400);
    const before = await testDb.db.selectFrom('users').select('uuid').execute();
    expect((await b.bind(phone, '123456', uuid)).json()).toMatchObject({ code: 400 });
    expect(await testDb.db.selectFrom('users').select('uuid').execute()).toHaveLength(before.length);
  });
});

describe('mobile WeChat', () => {
  it('binds the official-account openid of an H5 authorisation code', async () => {
    const { token } = await phoneLogin(app, newPhone(), { ip: newIp() });
    const wechat = app.ctx.auth.wechat as SandboxWechatProvider;
    expect(wechat).toBeInstanceOf(SandboxWechatProvider);
    const code = wechat.issueCode('mp-openid-1', '');
    const res = await bindFrom(browser(), code, sessionCookie(token));
    expect(res.json()).toEqual({ code: 0, data: { status: 'bound', openid: 'mp-openid-1' }, msg: 'ok' });
    const me = await infoOf(token);
    const rows = await testDb.db.selectFrom('user_identities').selectAll().where('user_uuid', '=', me.uuid).execute();
    expect(rows.map((r) => [r.provider, r.subject])).toEqual([['wechat-mp', 'mp-openid-1']]);
  });

  it('refuses a forged code and requires login', async () => {
    const { token } = await phoneLogin(app, newPhone(), { ip: newIp() });
    const forged = await bindFrom(browser(), 'abc.def', sessionCookie(token));
    expect(forged.json()).toMatchObject({ code: 400, msg: '微信授权失败，请重试' });
    const anonymous = await bindFrom(browser(), 'x.y');
    expect(anonymous.json()).toMatchObject({ code: 400, msg: '微信授权失败，请重试' });
  });

  it('logs a visitor in: a new WeChat binds a phone first, then comes back logged in at once', async () => {
    const wechat = app.ctx.auth.wechat as SandboxWechatProvider;
    const usersBefore = await testDb.db.selectFrom('users').select('uuid').execute();
    const b = browser();
    const first = await bindFrom(b, wechat.issueCode('mp-visitor-1', ''));
    const answer = first.json().data;
    expect(answer).toMatchObject({ status: 'need_phone', openid: 'mp-visitor-1' });
    expect(setCookie(first, QR_BROWSER_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/user' });
    expect(setCookie(first, TOKEN_COOKIE)).toBeUndefined();
    // The code is single-use.
    const again = await bindFrom(b, wechat.issueCode('mp-visitor-1', ''));
    expect(again.json().data).toMatchObject({ status: 'need_phone' });

    // Another browser cannot take the bind step.
    const phone = newPhone();
    const stranger = browser();
    expect((await stranger.sendCode(phone, answer.uuid)).json().code).toBe(400);

    expect((await b.sendCode(phone, answer.uuid)).json().code).toBe(0);
    const bound = await b.bind(phone, await inbox(app, phone), answer.uuid);
    const token = bound.json().data.token;
    expect(token).toEqual(expect.any(String));
    const me = await infoOf(token);
    expect(me.phone).toContain(phone.slice(-4));
    const identities = await testDb.db
      .selectFrom('user_identities')
      .selectAll()
      .where('user_uuid', '=', me.uuid)
      .execute();
    expect(identities.map((r) => [r.provider, r.subject])).toEqual([['wechat-mp', 'mp-visitor-1']]);

    const returning = await bindFrom(browser(), wechat.issueCode('mp-visitor-1', ''));
    expect(returning.json().data).toEqual({ status: 'logged_in', openid: 'mp-visitor-1', token: expect.any(String) });
    expect(setCookie(returning, TOKEN_COOKIE)).toMatchObject({ httpOnly: true });
    expect((await infoOf(returning.json().data.token)).uuid).toBe(me.uuid);
    // One account: the WeChat's, which took the phone.
    const usersAfter = await testDb.db.selectFrom('users').select('uuid').execute();
    expect(usersAfter.length - usersBefore.length).toBe(1);
  });

  it("refuses a code whose state was not issued to this browser (an attacker's login link opened by a victim)", async () => {
    const wechat = app.ctx.auth.wechat as SandboxWechatProvider;
    const victim = browser();
    const attacker = browser();
    const issued = keepCookies(
      attacker,
      await apiCall(app, 'POST', '/api/user/wechatAuthState', {}, { cookies: attacker.cookies }),
    );
    expect(setCookie(issued, QR_BROWSER_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/user' });
    const attackerState = issued.json().data.state as string;
    const usersBefore = (await testDb.db.selectFrom('users').select('uuid').execute()).length;
    const tries = [
      // The attacker's own state and code, replayed through a link the victim opens.
      { cookies: victim.cookies, state: attackerState },
      // A state invented by the client, as today's client-only check allowed.
      { cookies: victim.cookies, state: 'made-up-state' },
      // No browser cookie at all.
      { cookies: {}, state: attackerState },
    ];
    for (const t of tries) {
      const res = await apiCall(
        app,
        'POST',
        '/api/user/bindPlatform',
        { code: wechat.issueCode('mp-attacker', ''), platform: 'h5-wechat', state: t.state },
        { cookies: t.cookies },
      );
      expect(res.json()).toMatchObject({ code: 400, msg: '微信授权已失效或不是从本浏览器发起的，请重新登录' });
      expect(setCookie(res, TOKEN_COOKIE)).toBeUndefined();
    }
    // Expired: the state lives 15 minutes.
    advance(16 * 60 * 1000);
    const late = await apiCall(
      app,
      'POST',
      '/api/user/bindPlatform',
      { code: wechat.issueCode('mp-attacker', ''), platform: 'h5-wechat', state: attackerState },
      { cookies: attacker.cookies },
    );
    expect(late.json().code).toBe(400);
    expect((await testDb.db.selectFrom('users').select('uuid').execute()).length).toBe(usersBefore);
    // The browser that asked for the state gets through.
    expect((await bindFrom(attacker, wechat.issueCode('mp-attacker', ''))).json().data.status).toBe('need_phone');
  });

  it('signs the JS-SDK config with SHA-1 over the sorted fields', async () => {
    const url = 'https://m.framewise.cn/m/member?a=1#section';
    const res = await apiCall(app, 'GET', `/api/user/getWechatTicket?url=${encodeURIComponent(url)}`);
    const data = res.json().data;
    expect(data).toMatchObject({ appId: SANDBOX_WECHAT_APP_ID, timestamp: Math.floor(clock / 1000) });
    const { ticket } = await app.ctx.auth.wechat.jsapiTicket();
    expect(data.signature).toBe(jsapiSignature({ ticket, nonceStr: data.nonceStr, timestamp: data.timestamp, url }));
    // Falls back to the Referer, and refuses when neither is there.
    const viaReferer = await apiCall(app, 'GET', '/api/user/getWechatTicket', undefined, { headers: { referer: url } });
    expect(viaReferer.json().code).toBe(0);
    expect((await apiCall(app, 'GET', '/api/user/getWechatTicket')).json().code).toBe(400);
  });

  it('the sandbox authorisation page returns to a local path with a code bindPlatform accepts', async () => {
    const page = await app.inject({ url: '/sandbox/wechat-oauth?redirect_uri=%2Fm%2Fmember&state=s1' });
    expect(page.statusCode).toBe(200);
    const back = await app.inject({
      method: 'POST',
      url: '/sandbox/wechat-oauth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'redirect_uri=%2Fm%2Fmember&state=s1&user=mp-openid-2',
    });
    expect(back.statusCode).toBe(302);
    const location = new URL(back.headers.location as string, 'http://app.test');
    expect(location.pathname).toBe('/m/member');
    expect(location.searchParams.get('state')).toBe('s1');
    const { token } = await phoneLogin(app, newPhone(), { ip: newIp() });
    const res = await bindFrom(browser(), location.searchParams.get('code') ?? '', sessionCookie(token));
    expect(res.json().data).toEqual({ status: 'bound', openid: 'mp-openid-2' });
    const elsewhere = await app.inject({ url: '/sandbox/wechat-oauth?redirect_uri=https%3A%2F%2Fevil.example%2F' });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('production', () => {
  it('mounts no sandbox pages', async () => {
    const strong = (c: string) => c.repeat(40);
    const config = {
      ...testConfig(),
      nodeEnv: 'production' as const,
      isProduction: true,
      sessionSecret: strong('s'),
      signingSecret: strong('t'),
    };
    const prod = await buildApp({ config, db: testDb.db });
    try {
      expect((await prod.inject({ url: '/sandbox/wechat-qr/abc' })).statusCode).toBe(404);
      expect((await prod.inject({ url: '/sandbox/google' })).statusCode).toBe(404);
      expect((await prod.inject({ url: '/sandbox/wechat-oauth?redirect_uri=/' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
