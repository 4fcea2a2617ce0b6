import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { clientHeaders, testConfig } from '../../testing/app';
import { createTestDb, type TestDb } from '../../testing/db';
import { freePort } from '../../testing/free-port';
import { OIDC_COOKIE, TOKEN_COOKIE } from './constants';
import { pkcePair } from './oidc';
import { testSubject } from './test-issuer';

/**
 * Google sign-in end to end over real HTTP: the server's production OIDC code path against the local issuer the
 * test hooks mount, with a cookie-keeping client playing the browser.
 */

let testDb: TestDb;
let app: FastifyInstance;
let base = '';
const CLIENT_ID = 'framewise-test-client';
const CLIENT_SECRET = 'framewise-test-client-secret';

beforeAll(async () => {
  testDb = await createTestDb();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildApp({
    config: testConfig({
      FRAMEWISE_TEST_HOOKS: '1',
      PORT: String(port),
      PUBLIC_URL: base,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: `${base}/api/test/oidc`,
    }),
    db: testDb.db,
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** A browser: follows nothing by itself, keeps cookies per name (the test server is one host). */
class Browser {
  readonly jar = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const res = await fetch(new URL(url, base), {
      redirect: 'manual',
      headers: { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-language': 'en' },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
}

/** Up to the issuer's answer: returns the callback URL the issuer sent the browser to. */
async function startSignIn(browser: Browser, options: { email?: string; fault?: string; redirect?: string } = {}) {
  const start = await browser.get(
    `/passport/google?redirect=${encodeURIComponent(options.redirect ?? '/my-work')}&login_hint=${encodeURIComponent(options.email ?? 'alice@example.com')}`,
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  if (options.fault) authorize.searchParams.set('fault', options.fault);
  const approved = await browser.get(authorize.toString());
  expect(approved.status).toBe(302);
  return new URL(approved.headers.get('location') ?? '');
}

async function userInfo(token: string) {
  const res = await app.inject({
    url: '/api/user/info',
    headers: clientHeaders({ region: 'global' }),
    cookies: { [TOKEN_COOKIE]: token },
  });
  return res.json();
}

describe('Google sign-in through the local OIDC issuer', () => {
  it('starts Authorization Code + PKCE (S256) with state and nonce in a signed HttpOnly cookie', async () => {
    const browser = new Browser();
    const start = await browser.get('/passport/google');
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${base}/api/test/oidc/authorize`);
    const p = target.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(`${base}/passport/google/callback`);
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith(`${OIDC_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/passport\/google/);
    // Signed: the verifier is never the whole value, and the challenge is not in it.
    expect(decodeURIComponent(cookie)).not.toContain(p.get('code_challenge') ?? 'x');
  });

  it('a full login: code exchange, verified ID token, session cookie, back to the stored redirect', async () => {
    const browser = new Browser();
    const callback = await startSignIn(browser, { email: 'alice@example.com', redirect: '/my-work?tab=2' });
    expect(`${callback.origin}${callback.pathname}`).toBe(`${base}/passport/google/callback`);
    const done = await browser.get(callback.toString());
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/my-work?tab=2');
    const token = browser.jar.get(TOKEN_COOKIE) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(browser.jar.has(OIDC_COOKIE)).toBe(false);
    const info = await userInfo(token);
    expect(info).toMatchObject({ code: 0, data: { nickname: 'alice', phone: '' } });
    const identity = await testDb.db
      .selectFrom('user_identities')
      .selectAll()
      .where('provider', '=', 'google')
      .where('subject', '=', testSubject('alice@example.com'))
      .executeTakeFirstOrThrow();
    expect(identity.user_uuid).toBe(info.data.uuid);

    // The same Google account later: same user, new token.
    const again = new Browser();
    await again.get((await startSignIn(again, { email: 'alice@example.com' })).toString());
    const second = again.jar.get(TOKEN_COOKIE) ?? '';
    expect(second).not.toBe(token);
    expect((await userInfo(second)).data.uuid).toBe(info.data.uuid);
  });

  it('refuses a state that does not match the browser', async () => {
    const browser = new Browser();
    const callback = await startSignIn(browser);
    callback.searchParams.set('state', 'forged-state-value-000');
    const res = await browser.get(callback.toString());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('data-reason="state"');
    expect(browser.jar.has(TOKEN_COOKIE)).toBe(false);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const callback = await startSignIn(new Browser());
    const other = new Browser();
    const res = await other.get(callback.toString());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('data-reason="state"');
    expect(other.jar.has(TOKEN_COOKIE)).toBe(false);
  });

  it('refuses a tampered sign-in cookie', async () => {
    const browser = new Browser();
    const callback = await startSignIn(browser);
    const cookie = browser.jar.get(OIDC_COOKIE) ?? '';
    browser.jar.set(
      OIDC_COOKIE,
      cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    const res = await browser.get(callback.toString());
    expect(await res.text()).toContain('data-reason="state"');
    expect(browser.jar.has(TOKEN_COOKIE)).toBe(false);
  });

  it.each([
    ['a nonce of another sign-in', 'nonce', 'nonce'],
    ['a token for another audience', 'audience', 'token'],
    ['an expired token', 'expired', 'token'],
    ['another issuer', 'issuer', 'token'],
    ['a signature by a key outside the JWKS', 'signature', 'token'],
  ])('refuses an ID token with %s', async (_label, fault, reason) => {
    const browser = new Browser();
    const callback = await startSignIn(browser, { email: `fault-${fault}@example.com`, fault });
    const res = await browser.get(callback.toString());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`data-reason="${reason}"`);
    expect(browser.jar.has(TOKEN_COOKIE)).toBe(false);
    const identity = await testDb.db
      .selectFrom('user_identities')
      .select('subject')
      .where('subject', '=', testSubject(`fault-${fault}@example.com`))
      .execute();
    expect(identity).toEqual([]);
  });

  it('refuses an issuer error (the person declined)', async () => {
    const browser = new Browser();
    await browser.get('/passport/google');
    const res = await browser.get(`/passport/google/callback?error=access_denied&state=x`);
    expect(await res.text()).toContain('data-reason="denied"');
  });

  it('returns only to paths on this site', async () => {
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const browser = new Browser();
      const done = await browser.get(
        (await startSignIn(browser, { email: 'bob@example.com', redirect: evil })).toString(),
      );
      expect(done.headers.get('location')).toBe('/');
    }
  });
});

describe('the local issuer', () => {
  async function authorizationCode(challenge: string) {
    const browser = new Browser();
    const start = await browser.get('/passport/google?login_hint=carol@example.com');
    const authorize = new URL(start.headers.get('location') ?? '');
    authorize.searchParams.set('code_challenge', challenge);
    const approved = await browser.get(authorize.toString());
    return new URL(approved.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  const redeem = (fields: Record<string, string>) =>
    fetch(`${base}/api/test/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        redirect_uri: `${base}/passport/google/callback`,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        ...fields,
      }),
    });

  it('checks the PKCE verifier and the client secret, and codes are single use', async () => {
    const pkce = pkcePair();
    const wrongVerifier = await redeem({
      code: await authorizationCode(pkce.challenge),
      code_verifier: pkcePair().verifier,
    });
    expect(wrongVerifier.status).toBe(400);
    expect(((await wrongVerifier.json()) as { error: string }).error).toBe('invalid_grant');

    const badSecret = await redeem({
      code: await authorizationCode(pkce.challenge),
      code_verifier: pkce.verifier,
      client_secret: 'wrong',
    });
    expect(badSecret.status).toBe(401);

    const code = await authorizationCode(pkce.challenge);
    const ok = await redeem({ code, code_verifier: pkce.verifier });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { id_token: string }).id_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const reused = await redeem({ code, code_verifier: pkce.verifier });
    expect(reused.status).toBe(400);
  });

  it('shows a small form when no login_hint is given', async () => {
    const browser = new Browser();
    const start = await browser.get('/passport/google');
    const page = await browser.get(start.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="login_hint"');
    expect(html).toContain('name="code_challenge"');
  });
});

describe('without Google credentials', () => {
  let dev: FastifyInstance;
  beforeAll(async () => {
    dev = await buildApp({ config: testConfig(), db: testDb.db });
  });
  afterAll(() => dev?.close());

  it('sends the browser to a clearly labelled development sign-in on the same origin', async () => {
    const start = await dev.inject({ url: '/passport/google?redirect=%2Fmember' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/sandbox/google?redirect=%2Fmember');
    const page = await dev.inject({ url: start.headers.location as string, headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('Development sign-in (not Google)');
  });

  it('signs in by email and returns to the redirect', async () => {
    const res = await dev.inject({
      method: 'POST',
      url: '/sandbox/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=Dora%40Example.com&name=Dora+Developer&redirect=%2Fmember',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/member');
    const token = (res.cookies as { name: string; value: string }[]).find((c) => c.name === TOKEN_COOKIE)?.value ?? '';
    const info = await dev.inject({
      url: '/api/user/info',
      headers: clientHeaders({ region: 'global' }),
      cookies: { [TOKEN_COOKIE]: token },
    });
    expect(info.json().data.nickname).toBe('Dora Dev');
  });

  it('refuses an invalid email and stores nothing', async () => {
    const before = await testDb.db.selectFrom('users').select('uuid').execute();
    const res = await dev.inject({
      method: 'POST',
      url: '/sandbox/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(await testDb.db.selectFrom('users').select('uuid').execute()).toHaveLength(before.length);
  });

  it('is not offered by a China-only deployment', async () => {
    const cn = await buildApp({ config: testConfig({ REGION: 'cn' }), db: testDb.db });
    try {
      expect((await cn.inject({ url: '/passport/google' })).statusCode).toBe(400);
      expect((await cn.inject({ url: '/sandbox/google' })).statusCode).toBe(404);
    } finally {
      await cn.close();
    }
  });
});
