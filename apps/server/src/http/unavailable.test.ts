import { ErrorCode } from '@framewise/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { installErrorHandling } from './error-handler';
import { SERVER_ERROR_MSG } from './errors';
import { isUnavailable } from './unavailable';

const errno = (code: string) => Object.assign(new Error(`${code} something`), { code });

describe('isUnavailable', () => {
  it('recognises a database out of reach and a storage that cannot be written', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EROFS', 'ENOSPC', '57P01', '57P03', '08006']) {
      expect(isUnavailable(errno(code)), code).toBe(true);
    }
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('wrapped', { cause: errno('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves real faults alone: constraint violations, syntax errors, missing files, plain errors', () => {
    for (const code of ['23505', '42601', '57014', 'ENOENT', 'EACCES'])
      expect(isUnavailable(errno(code)), code).toBe(false);
    expect(isUnavailable(new Error('Connection terminated by a typo in a message'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});

describe('answers while PostgreSQL is away', () => {
  const app = Fastify({ logger: false });
  let pool: pg.Pool;

  beforeAll(async () => {
    // A port nothing listens on: what the pool meets while PostgreSQL restarts.
    pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${await freePort()}/x`,
      connectionTimeoutMillis: 2000,
    });
    installErrorHandling(app);
    app.get('/api/needs-db', async () => (await pool.query('select 1')).rows);
    app.get('/health/needs-db', async () => (await pool.query('select 1')).rows);
    app.get('/api/bug', async () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('is 503 with the envelope, in the language of the request, never a 500', async () => {
    const en = await app.inject({ url: '/api/needs-db', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200); // the API's policy: the envelope says what happened
    expect(en.json()).toEqual({
      code: ErrorCode.UNAVAILABLE,
      data: null,
      msg: 'The service is briefly unavailable. Please try again in a moment.',
      key: 'serverErrors.service.unavailable',
    });
    const zh = await app.inject({ url: '/api/needs-db', headers: { 'accept-language': 'zh' } });
    expect(zh.json().msg).toBe('服务暂时不可用，请稍后重试');
    const probe = await app.inject({ url: '/health/needs-db' });
    expect(probe.statusCode).toBe(503);
  });

  it('keeps other failures 500', async () => {
    const res = await app.inject({ url: '/api/bug' });
    expect(res.json()).toEqual({ code: ErrorCode.INTERNAL, data: null, msg: SERVER_ERROR_MSG });
  });
});
