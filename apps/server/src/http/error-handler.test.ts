import { ErrorCode } from '@framewise/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler';
import { AppError, SERVER_ERROR_MSG } from './errors';

const app = Fastify({ logger: false });

beforeAll(async () => {
  installErrorHandling(app);
  // What the COS SDK throws for a refused request: a 403 with the provider's own text.
  app.get('/api/provider-refused', async () => {
    throw Object.assign(new Error('AccessDenied: Access Denied. bucket fw-private-1250000000, key upload/x'), {
      statusCode: 403,
      code: 'AccessDenied',
    });
  });
  app.post('/api/echo', async (request) => request.body);
  app.get('/api/short-of-points', async () => {
    throw new AppError(ErrorCode.FORBIDDEN, 'membershipErrors.points.notEnough');
  });
  app.get('/api/plain-text', async () => {
    throw new AppError(ErrorCode.BAD_REQUEST, 'Not a key, just words');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error answers', () => {
  it('carry the stable key of a keyed message beside its text in the request language', async () => {
    const res = await app.inject({ url: '/api/short-of-points', headers: { 'accept-language': 'en' } });
    expect(res.json()).toEqual({
      code: ErrorCode.FORBIDDEN,
      data: null,
      msg: 'Not enough points. Buy points or subscribe, then try again.',
      key: 'membershipErrors.points.notEnough',
    });
    const plain = await app.inject({ url: '/api/plain-text' });
    expect(plain.json()).toEqual({ code: ErrorCode.BAD_REQUEST, data: null, msg: 'Not a key, just words' });
  });

  it('never pass another library’s 4xx text to the client', async () => {
    const res = await app.inject({ url: '/api/provider-refused' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: ErrorCode.INTERNAL, data: null, msg: SERVER_ERROR_MSG });
    expect(res.body).not.toContain('fw-private');
  });

  it('keep Fastify’s own specific client errors (bad JSON, wrong content type)', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(bad.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: expect.stringContaining('not valid JSON') });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: 'Unsupported Media Type' });
  });
});
