import { calls, defineCall, phone, VALIDATION } from '@framewise/contracts';
import { translateMessage } from '@framewise/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { clientHeaders, testConfig } from '../testing/app';
import { createTestDb, type TestDb } from '../testing/db';
import { AppError } from './errors';
import type { ModuleRoutes } from './route';
import { registerCall } from './route';

const fixtures = {
  expired: defineCall({
    method: 'POST',
    path: '/api/fixture/expired',
    data: z.null(),
    auth: 'none',
    summary: 'A business failure named by a key',
  }),
  lateCheck: defineCall({
    method: 'POST',
    path: '/api/fixture/late-check',
    data: z.null(),
    auth: 'none',
    summary: 'A handler that validates on its own',
  }),
};

let handled = 0;
const routes: ModuleRoutes = (app) => {
  registerCall(app, calls.loginByPhone, () => {
    handled += 1;
    throw new AppError(409, 'not reached with a bad body');
  });
  registerCall(app, fixtures.expired, () => {
    throw new AppError(401, 'common.errors.sessionExpired');
  });
  registerCall(app, fixtures.lateCheck, () => {
    phone.parse('not a phone');
    return null;
  });
};

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp({ config: testConfig(), db: testDb.db, modules: [routes] });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function post(url: string, headers: Record<string, string>, payload?: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url, headers: { ...clientHeaders(), ...headers }, payload });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; data: unknown; msg: string };
}

describe('messages in the request language', () => {
  const badPhone = { phone: '1380013800', code: '123456' };
  const login = calls.loginByPhone.path;

  it('answers a bad phone number in English with Accept-Language en', async () => {
    const answer = await post(login, { 'accept-language': 'en-US,en;q=0.9' }, badPhone);
    expect(answer).toMatchObject({ code: 400, data: null, msg: 'Invalid phone number format!' });
  });

  it('answers in zh by default', async () => {
    expect(await post(login, {}, badPhone)).toMatchObject({ code: 400, data: null, msg: '手机号格式不正确' });
  });

  it('answers in ja when the language cookie says so, whatever Accept-Language says', async () => {
    const answer = await post(login, { cookie: 'framewise_lang=ja', 'accept-language': 'en' }, badPhone);
    expect(answer).toMatchObject({ code: 400, data: null, msg: translateMessage(VALIDATION.phoneInvalid, 'ja') });
    expect(answer.msg).not.toMatch(/phone|validation/);
  });

  it('answers a missing phone number with the required text', async () => {
    const answer = await post(login, { 'accept-language': 'en' }, { code: '123456' });
    expect(answer).toMatchObject({ code: 400, data: null, msg: 'Phone number is required!' });
    expect(handled).toBe(0);
  });

  it('translates AppError messages that are keys', async () => {
    expect(await post(fixtures.expired.path, { 'accept-language': 'en' })).toMatchObject({
      code: 401,
      data: null,
      msg: 'Your session has expired. Please log in again.',
    });
    expect((await post(fixtures.expired.path, {})).msg).toBe('登录已过期，请重新登录');
  });

  it('translates keyed zod errors thrown inside a handler', async () => {
    expect(await post(fixtures.lateCheck.path, { cookie: 'framewise_lang=en' })).toMatchObject({
      code: 400,
      data: null,
      msg: 'Invalid phone number format!',
    });
  });
});
