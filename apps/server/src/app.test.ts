import { type CallContract, calls, HEADER } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { migrations } from './db/migrations';
import { testConfig } from './testing/app';
import { createTestDb, type TestDb } from './testing/db';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ config: testConfig(), db: testDb.db });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const registry = Object.entries(calls as Record<string, CallContract>);

describe('security headers', () => {
  it('forbid sniffing and framing and trim the referrer on API answers and pages', async () => {
    for (const [url, csp] of [
      ['/healthz', "default-src 'none'; frame-ancestors 'none'"],
      ['/api/user/info', "default-src 'none'; frame-ancestors 'none'"],
      ['/sandbox/google', "frame-ancestors 'none'"],
    ]) {
      const res = await app.inject({ url: url! });
      expect(res.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'content-security-policy': csp,
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      // HSTS only where the deployment is served over https (production).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS in production', async () => {
    const secrets = { sessionSecret: 's'.repeat(40), signingSecret: 't'.repeat(40) };
    const config = { ...testConfig(), ...secrets, nodeEnv: 'production' as const, isProduction: true };
    const prod = await buildApp({ config, db: testDb.db, modules: [] });
    try {
      const res = await prod.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });
});

describe('secure defaults', () => {
  it('refuses to build an app whose sandbox pages and console SMS were chosen by missing settings', async () => {
    await expect(buildApp({ config: testConfig({ LOCAL_PROVIDERS: '0' }), db: testDb.db })).rejects.toThrow(
      /LOCAL_PROVIDERS=1/,
    );
  });
});

describe('probes', () => {
  it('/healthz answers while the process is up, with the server time header', async () => {
    const before = Date.now();
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const serverTime = Number(res.headers[HEADER.serverTime]);
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });

  it('/readyz is ready with a migrated database and 503 while a migration is pending', async () => {
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      media: { status: 'ok', missing: [], toolsOff: [], limited: {} },
    });

    const last = migrations.at(-1)!.name;
    await testDb.db.deleteFrom('schema_migrations').where('name', '=', last).execute();
    try {
      const pending = await app.inject({ url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'unavailable', reason: `pending migrations: ${last}` });
    } finally {
      await testDb.db.insertInto('schema_migrations').values({ name: last }).execute();
    }
  });
});

describe('the API surface', () => {
  it('declares at least one call', () => {
    expect(registry.length).toBeGreaterThan(0);
  });

  it('answers every contract call without an implementation with a 501 envelope', async () => {
    // Without modules, so the check covers every call whichever modules exist by now.
    const bare = await buildApp({ config: testConfig(), db: testDb.db, modules: [] });
    try {
      for (const [name, contract] of registry) {
        const res = await bare.inject({ method: contract.method, url: contract.path });
        expect(res.statusCode, name).toBe(200);
        expect(res.json(), name).toMatchObject({
          code: 501,
          data: null,
          msg: `Not available yet: ${contract.summary}`,
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('answers unknown API paths with HTTP 200 and code 404, other unknown paths with HTTP 404', async () => {
    const api = await app.inject({ url: '/api/no/such/call?x=1' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ code: 404, data: null, msg: 'Not found: GET /api/no/such/call' });
    expect(api.headers[HEADER.serverTime]).toMatch(/^\d+$/);
    const page = await app.inject({ url: '/favicon.ico' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 404, data: null });
  });

  it('turns unreadable JSON into code 400 with a clear message', async () => {
    const post = registry.find(([, c]) => c.method === 'POST');
    expect(post).toBeDefined();
    const res = await app.inject({
      method: 'POST',
      url: post![1].path,
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().msg).toMatch(/JSON/);
  });
});

describe('test hooks', () => {
  it('are absent without FRAMEWISE_TEST_HOOKS', async () => {
    const res = await app.inject({ url: '/api/test/ping' });
    expect(res.json()).toMatchObject({ code: 404, data: null, msg: 'Not found: GET /api/test/ping' });
  });

  it('are mounted with FRAMEWISE_TEST_HOOKS=1', async () => {
    const hooked = await buildApp({ config: testConfig({ FRAMEWISE_TEST_HOOKS: '1' }), db: testDb.db });
    try {
      const res = await hooked.inject({ url: '/api/test/ping' });
      expect(res.json()).toEqual({ code: 0, data: { testHooks: true, pid: process.pid }, msg: 'ok' });
    } finally {
      await hooked.close();
    }
  });

  it('are refused in production even when a config slips through', async () => {
    const config = { ...testConfig({ FRAMEWISE_TEST_HOOKS: '1' }), nodeEnv: 'production' as const, isProduction: true };
    await expect(buildApp({ config, db: testDb.db })).rejects.toThrow('never mounted in production');
  });
});
