import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createLogger } from '../logger';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import { REQUEST_ID_HEADER } from './request-id';

let testDb: TestDb;
let app: FastifyInstance;
const lines: { msg: string; requestId?: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = { ...testConfig(), logLevel: 'info' as const };
  app = await buildApp({ config, db: testDb.db, logger: createLogger(config, sink) });
  // A handler that logs through the app's logger (as services do) and then fails unexpectedly.
  app.get('/api/request-id-probe', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    app.log.info('service line');
    throw new Error('boom');
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe('request ids', () => {
  it('name every answer, and a well-formed incoming X-Request-Id is kept', async () => {
    const own = await app.inject({ url: '/healthz' });
    expect(own.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: 'lb-7f3a9c2e:1' } });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a9c2e:1');
  });

  it('replace an incoming id that is malformed', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'has space inside', 'quote"injection1', 'a\u00e9bcdefghi']) {
      const res = await app.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: bad } });
      expect(res.headers[REQUEST_ID_HEADER]).not.toBe(bad);
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('travel in error envelopes and in every log line of the request, whichever logger wrote it', async () => {
    lines.length = 0;
    const id = 'trace-0123456789';
    const res = await app.inject({ url: '/api/request-id-probe', headers: { [REQUEST_ID_HEADER]: id } });
    expect(res.json()).toMatchObject({ code: 500, data: null, requestId: id });
    const notFound = await app.inject({ url: '/api/no-such-call', headers: clientHeaders() });
    expect(notFound.json()).toMatchObject({ code: 404, requestId: notFound.headers[REQUEST_ID_HEADER] });

    const mine = lines.filter((l) => ['service line', 'request failed', 'GET /api/request-id-probe'].includes(l.msg));
    expect(mine.map((l) => l.msg).sort()).toEqual(['GET /api/request-id-probe', 'request failed', 'service line']);
    for (const line of mine) expect(line.requestId).toBe(id);
    // Bound once on the request's logger: the id appears once per line, not twice.
    expect(lines.every((l) => JSON.stringify(l).split('"requestId"').length <= 2)).toBe(true);
  });

  it('leave successful envelopes as they are', async () => {
    const res = await app.inject({ url: '/api/config/generate?type=text2video', headers: clientHeaders() });
    expect(res.json().code).toBe(0);
    expect(res.json()).not.toHaveProperty('requestId');
  });
});
