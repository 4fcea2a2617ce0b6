import { type CallContract, calls, HEADER } from '@framewise/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { QR_BROWSER_COOKIE, TOKEN_COOKIE } from '../modules/auth/constants';
import type { SmsProvider } from '../modules/auth/sms';
import { setCookie } from '../modules/auth/testing';
import { testConfig } from '../testing/app';
import { checkEnvelope, type Member, type SecurityHarness, securityHarness, send } from './harness';
import { sampleOf } from './hostile-input';
import { snapshotState, stateChanges } from './state';

/**
 * The API's answer headers and cookies, and cross-site request forgery: a form on another site posting to the API
 * with the user's session cookie changes nothing.
 */

let h: SecurityHarness;
let user: Member;

beforeAll(async () => {
  h = await securityHarness();
  user = await h.member('cn');
});
afterAll(async () => {
  await h?.close();
});

/** Logs in by phone on app, reading the code from an SMS provider that keeps what it sends. */
async function loginOn(app: FastifyInstance, sent: Map<string, string>, phone: string) {
  await send(app, { method: 'POST', url: '/api/user/getSMSCodeTicket', payload: { phone } });
  const res = await send(app, {
    method: 'POST',
    url: '/api/user/loginByCodePhone',
    payload: { phone, code: sent.get(phone) },
  });
  expect(res.json(), res.body).toMatchObject({ code: 0 });
  return res;
}

function keepingSms(): { sent: Map<string, string>; sms: SmsProvider } {
  const sent = new Map<string, string>();
  return { sent, sms: { name: 'kept', sendLoginCode: async (phone, code) => void sent.set(phone, code) } };
}

const JSON_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('API answer headers', () => {
  it('JSON answers of every kind forbid loading, framing and sniffing and trim the referrer; no HSTS over http', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['success', await send(h.app, { method: 'GET', url: '/api/user/info', as: user })],
      ['login required', await send(h.app, { method: 'GET', url: '/api/user/info' })],
      ['bad input', await send(h.app, { method: 'POST', url: '/api/user/modifyInfo', payload: '{', as: user })],
      ['unknown path', await send(h.app, { method: 'GET', url: '/api/nothing-here' })],
      ['probe', await h.app.inject({ url: '/healthz' })],
    ];
    for (const [what, res] of answers) {
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      expect(res.headers, what).toMatchObject(JSON_HEADERS);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('the session cookie is HttpOnly and SameSite=Lax, and not Secure on a plain-http development server', async () => {
    const { sent, sms } = keepingSms();
    const dev = await buildApp({ config: testConfig(), db: h.db, authProviders: { sms } });
    const res = await loginOn(dev, sent, '13911112222');
    await dev.close();
    const cookie = setCookie(res, TOKEN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('in production: HSTS on every answer and a Secure session cookie', async () => {
    const secrets = { sessionSecret: 's'.repeat(40), signingSecret: 't'.repeat(40) };
    const base = testConfig();
    const config = { ...base, ...secrets, nodeEnv: 'production' as const, isProduction: true, secureCookies: true };
    const { sent, sms } = keepingSms();
    const prod = await buildApp({ config, db: h.db, authProviders: { sms } });
    try {
      const res = await loginOn(prod, sent, '13911113333');
      expect(res.headers).toMatchObject({
        ...JSON_HEADERS,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(setCookie(res, TOKEN_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
      // The QR login's browser key, the other cookie a contract call sets.
      const qr = await send(prod, {
        method: 'POST',
        url: '/api/user/getQRCode',
        payload: { uuid: 'qr-in-production-1' },
      });
      expect(qr.json(), qr.body).toMatchObject({ code: 0 });
      expect(setCookie(qr, QR_BROWSER_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    } finally {
      await prod.close();
    }
  });
});

const posts = Object.entries(calls as Record<string, CallContract>).filter(([, c]) => c.method === 'POST');

/** What an HTML form (or a no-cors fetch) on another site can send: a simple content type, no custom headers. */
function formBodies(contract: CallContract): [string, string][] {
  const fields = (contract.body ? sampleOf(contract.body) : {}) as Record<string, unknown>;
  const pairs = Object.entries(fields).map(([k, v]): [string, string] => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
  return [
    ['text/plain', JSON.stringify(fields)],
    ['application/x-www-form-urlencoded', new URLSearchParams(pairs).toString()],
  ];
}

describe('cross-site request forgery', () => {
  it.each(posts)(
    'a form on another site posting to %s with the session cookie changes nothing',
    async (_name, contract) => {
      const region = contract.regions?.[0] ?? 'cn';
      const victim = await h.member(region);
      const failures: string[] = [];
      const before = await snapshotState(h.db);
      for (const [type, payload] of formBodies(contract)) {
        const res = await h.app.inject({
          method: 'POST',
          url: contract.path,
          headers: { origin: 'https://evil.example', referer: 'https://evil.example/page', 'content-type': type },
          payload,
          cookies: { [TOKEN_COOKIE]: victim.token },
        });
        const check = checkEnvelope(res);
        if (!check.ok) failures.push(`${type}: ${check.problem}`);
        if (check.code === 0) failures.push(`${type}: accepted`);
        // Even a forger who could add the app's request-time header gets no JSON body past a form's content type.
        if (contract.body) {
          const withHeader = await send(h.app, {
            method: 'POST',
            url: contract.path,
            payload,
            contentType: type,
            as: victim,
            region,
          });
          if (withHeader.json().code === 0) failures.push(`${type} with the time header: accepted`);
        }
      }
      const changes = stateChanges(before, await snapshotState(h.db));
      if (changes.length > 0) failures.push(`changed ${changes.join(', ')}`);
      expect(failures).toEqual([]);
    },
  );

  it('the refusal names the missing request-time header, which no cross-site form can send', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: '',
      cookies: { [TOKEN_COOKIE]: user.token },
    });
    expect(res.json().code).toBe(4001);
    expect(HEADER.requestTime).toMatch(/^x-/i);
    // A cross-site script may not add the header either: the preflight it needs grants nothing.
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/user/logout',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': HEADER.requestTime,
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const still = await send(h.app, { method: 'GET', url: '/api/user/info', as: user });
    expect(still.json().code).toBe(0);
  });
});
